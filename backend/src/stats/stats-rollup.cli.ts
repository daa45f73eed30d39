import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { addDays, isCalendarDay, parisDay } from '@ptits-mitrons/domain';
import { openCommandDatabase } from '../database/cli-database';
import { StatsRollupService } from './stats-rollup.service';

const USAGE = 'Usage : npm run stats:rollup -- --from AAAA-MM-JJ --to AAAA-MM-JJ (jours terminés, heure de Paris ; --to vaut hier par défaut)';

/** npm run stats:rollup -- --from … --to … : rolls finished days up again by hand (days entered by hand stay as they are). */
async function main(): Promise<void> {
  let values: { from?: string; to?: string };
  try {
    ({ values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }));
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
  const to = values.to ?? addDays(parisDay(), -1);
  const from = values.from ?? to;
  if (!isCalendarDay(from) || !isCalendarDay(to)) {
    console.error(USAGE);
    process.exit(2);
  }
  const handle = await openCommandDatabase('stats:rollup', 2);
  try {
    const days = await new StatsRollupService(handle.db).rollupRange(from, to);
    for (const day of days) {
      console.log(
        day.manual
          ? `${day.day}  saisi à la main, laissé tel quel`
          : `${day.day}  ${day.pageViews} pages vues, ${day.uniqueSessions} sessions, rebond ${day.bounceRate.toFixed(1)} %`,
      );
    }
    console.log(`${days.length} jour(s) consolidé(s) du ${from} au ${to}.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void main();
