import { asc } from 'drizzle-orm';
import { Clock } from '../../../backend/src/common/clock';
import { SCHEDULED_JOB_NAMES } from '../../../backend/src/jobs/job-names';
import { scheduledJobRuns } from '../../../backend/src/jobs/jobs.schema';
import { LEDGER_RETENTION_DAYS, ScheduledJobs } from '../../../backend/src/jobs/scheduled-jobs.service';
import { validateEnvironment } from '../../../backend/src/config/env.validation';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { DUE, HOUR, sleep } from './due-time';

describe('Tâches planifiées : une exécution par échéance, quel que soit le nombre d’instances', () => {
  let t: TestApp;
  const clock = new TestClock(DUE);
  /** Two instances of the service on one database, as two servers would be. */
  let a: ScheduledJobs;
  let b: ScheduledJobs;

  beforeAll(async () => {
    t = await createTestApp();
    a = new ScheduledJobs(t.db, clock);
    b = new ScheduledJobs(t.db, clock);
  });
  afterAll(async () => {
    await Promise.all([a.beforeApplicationShutdown(), b.beforeApplicationShutdown()]);
    await t.close();
  });
  beforeEach(() => t.db.delete(scheduledJobRuns));

  const ledger = () => t.db.select().from(scheduledJobRuns).orderBy(asc(scheduledJobRuns.dueAt));

  it('runs a due time once when two instances ask for it at the same time; the other skips it', async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      await sleep(50);
    };
    const outcomes = await Promise.all([a.runDue('stats-rollup', DUE, job), b.runDue('stats-rollup', DUE, job)]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(runs).toBe(1);
    const rows = await ledger();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job: 'stats-rollup', dueAt: DUE, error: null, instance: a.instance });
    expect(rows[0].finishedAt).not.toBeNull();
    // Asked again later (a slow instance), the same due time is still not run twice.
    expect(await b.runDue('stats-rollup', DUE, job)).toBe('skipped');
    expect(runs).toBe(1);
  });

  it('records a failing run with its error and runs the next due time as usual', async () => {
    const next = new Date(DUE.getTime() + 24 * HOUR);
    expect(await a.runDue('retention', DUE, () => Promise.reject(new Error('base indisponible')))).toBe('failed');
    expect(await b.runDue('retention', next, () => Promise.resolve())).toBe('ran');
    const rows = await ledger();
    expect(rows.map((row) => [row.dueAt.toISOString(), row.error])).toEqual([
      [DUE.toISOString(), 'base indisponible'],
      [next.toISOString(), null],
    ]);
    expect(rows.every((row) => row.finishedAt !== null)).toBe(true);
    // The last successful run is the second one; a job never run is null.
    clock.set(next);
    const last = await a.lastSuccessfulRuns();
    expect(Object.keys(last).sort()).toEqual([...SCHEDULED_JOB_NAMES].sort());
    expect(last.retention).toEqual(rows[1].finishedAt);
    expect(last['stats-rollup']).toBeNull();
    clock.set(DUE);
  });

  it('with a cron in seconds, two instances on their own timers run each due time once', async () => {
    const realA = new ScheduledJobs(t.db, new Clock());
    const realB = new ScheduledJobs(t.db, new Clock());
    const seen: string[] = [];
    const job = async (dueAt: Date) => {
      seen.push(dueAt.toISOString());
    };
    realA.schedule('reminders', { cron: '* * * * * *' }, job);
    realB.schedule('reminders', { cron: '* * * * * *' }, job);
    await sleep(3_300);
    await Promise.all([realA.beforeApplicationShutdown(), realB.beforeApplicationShutdown()]);
    const rows = await ledger();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(rows.map((row) => row.dueAt.toISOString()).sort()).toEqual([...seen].sort());
    // Due times are whole seconds, whichever instance ran them.
    expect(seen.every((due) => due.endsWith('.000Z'))).toBe(true);
  });

  it('keeps the ledger rows of the last 30 days', async () => {
    const old = new Date(DUE.getTime() - (LEDGER_RETENTION_DAYS + 1) * 24 * HOUR);
    const recent = new Date(DUE.getTime() - (LEDGER_RETENTION_DAYS - 1) * 24 * HOUR);
    for (const dueAt of [old, recent]) await a.runDue('tracking-purge', dueAt, () => Promise.resolve());
    expect(await a.purgeLedger(DUE)).toBe(1);
    expect((await ledger()).map((row) => row.dueAt)).toEqual([recent]);
  });

  it.each(['STATS_ROLLUP_CRON', 'TRACKING_PURGE_CRON', 'RETENTION_CRON'])('refuses an invalid %s with one French line', (name) => {
    expect(() => validateEnvironment({ [name]: 'tous les jours' })).toThrow(`Configuration invalide : ${name} (expression cron invalide : « tous les jours »)`);
    expect(validateEnvironment({ [name]: '*/2 * * * * *' })[name]).toBe('*/2 * * * * *');
  });
});
