import { addDays, parisDay, parisMidnight } from '@ptits-mitrons/domain';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { Clock } from '../../../backend/src/common/clock';
import { queryRows } from '../../../backend/src/database/database.client';
import { SCHEDULED_JOB_NAMES } from '../../../backend/src/jobs/job-names';
import { scheduledJobRuns } from '../../../backend/src/jobs/jobs.schema';
import { runLogLine, ScheduledJobs } from '../../../backend/src/jobs/scheduled-jobs.service';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { DAY, DUE, HOUR, MINUTE, sleep } from './due-time';

// Its own file: the app's log lines are read here, and the process's logger is the first app's.
describe('Tâches planifiées : les six tâches sont branchées', () => {
  let t: TestApp;
  const lines: string[] = [];
  // The app starts a little before 00:05 in Paris; its timers fire when that moment comes.
  const clock = new TestClock(new Date(DUE.getTime() - 300));

  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({
      env: {
        LOG_LEVEL: 'info',
        // The four daily jobs at the rollup's time, the two interval jobs every minute: all six are due at 00:05.
        TRACKING_PURGE_CRON: '5 0 * * *',
        RETENTION_CRON: '5 0 * * *',
        DAC7_COPIES_CRON: '5 0 * * *',
        REMINDERS_INTERVAL_MS: String(MINUTE),
        MATCHING_INTERVAL_MS: String(MINUTE),
      },
      logs,
      override: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
  });
  afterAll(() => t.close());

  it('runs each job once at 00:05 Paris time, logging one line per run; the rollup writes yesterday', async () => {
    const yesterday = addDays(DAY, -1);
    await t.db.execute(sql`INSERT INTO page_views (session_id, page, ts, day, device)
      VALUES ('s-jobs', '/', ${new Date(parisMidnight(yesterday).getTime() + 12 * HOUR).toISOString()}::timestamptz, ${yesterday}::date, 'desktop')`);
    const jobs = t.app.get(ScheduledJobs);
    for (const job of SCHEDULED_JOB_NAMES) expect(jobs.nextDueAt(job)).toEqual(DUE);
    const deadline = Date.now() + 20_000;
    const logged = () => lines.filter((line) => line.includes('exécutée par')).length;
    while (logged() < SCHEDULED_JOB_NAMES.length) {
      if (Date.now() > deadline) throw new Error(`les six tâches ne se sont pas exécutées : ${JSON.stringify(await t.db.select().from(scheduledJobRuns))}`);
      await sleep(100);
    }
    const rows = await t.db.select().from(scheduledJobRuns);
    expect(rows.map((row) => [row.job, row.dueAt.toISOString(), row.error]).sort()).toEqual(
      [...SCHEDULED_JOB_NAMES].sort().map((job) => [job, DUE.toISOString(), null]),
    );
    for (const job of SCHEDULED_JOB_NAMES) {
      expect(lines.filter((line) => line.includes(runLogLine(job, DUE, jobs.instance)))).toHaveLength(1);
      // The next due time is armed: tomorrow for a daily job, the next minute for an interval.
      expect(jobs.nextDueAt(job)!.getTime()).toBeGreaterThan(DUE.getTime());
    }
    const rolled = await queryRows<{ day: string }>(t.db, sql`SELECT day::text AS day FROM daily_stats WHERE source = 'tracked' AND scope = 'all'`);
    expect(rolled.map((row) => row.day)).toContain(yesterday);
    expect(parisDay(DUE)).toBe(DAY);
  });
});
