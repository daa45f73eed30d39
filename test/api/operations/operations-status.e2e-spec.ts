import { JOB_LATE_AFTER_HOURS, OUTBOX_LATE_AFTER_MINUTES, operationsWarnings, type OperationsStatusAnswer } from '@ptits-mitrons/domain';
import { Clock } from '../../../backend/src/common/clock';
import { SCHEDULED_JOB_NAMES } from '../../../backend/src/jobs/job-names';
import { scheduledJobRuns } from '../../../backend/src/jobs/jobs.schema';
import { mailOutbox } from '../../../backend/src/mail/mail.schema';
import { createTestApp, type TestApp } from '../../support/app';
import { TestClock } from '../../support/clock';
import { queueMail } from '../../support/queue-mail';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The jobs TEST_ENV turns off (REMINDERS_INTERVAL_MS and MATCHING_INTERVAL_MS at 0): never late. */
const OFF = ['reminders', 'matching-offers'];

describe('GET /api/admin/operations/status (the dashboard warnings)', () => {
  let t: TestApp;
  /** The server starts at this time; each test starts from it, with no ledger row and an empty outbox. */
  const start = Date.now();
  const clock = new TestClock(new Date(start));

  beforeAll(async () => {
    t = await createTestApp({ override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(start);
    await t.db.delete(scheduledJobRuns);
    await t.db.delete(mailOutbox);
  });

  const status = async (): Promise<OperationsStatusAnswer> =>
    (await t.http().get('/api/admin/operations/status').set(await t.adminAuth()).expect(200)).body as OperationsStatusAnswer;
  const success = (job: string, finishedAt: Date, error?: string) =>
    t.db.insert(scheduledJobRuns).values({ job, dueAt: finishedAt, instance: 'test:1', startedAt: finishedAt, finishedAt, error });
  const late = (answer: OperationsStatusAnswer) => answer.jobs.filter((job) => job.late).map((job) => job.job);

  it('answers a French 401 without an admin token', async () => {
    const response = await t.http().get('/api/admin/operations/status').expect(401);
    expect(response.body.message).toMatch(/^[A-ZÀ-Ü].*\.$/);
  });

  it('warns of nothing on a fresh install: no job has run yet, the outbox is empty', async () => {
    const answer = await status();
    expect(answer.jobs.map((job) => job.job)).toEqual([...SCHEDULED_JOB_NAMES]);
    expect(answer.jobs.filter((job) => !job.enabled).map((job) => job.job)).toEqual(OFF);
    expect(answer.outbox).toEqual({ queued: 0, oldestQueuedSeconds: 0, failed: 0, late: false });
    expect(late(answer)).toEqual([]);
    expect(operationsWarnings(answer)).toEqual([]);
  });

  it('warns when a job has not succeeded for a day (a failed run does not count), and stops when it succeeds again', async () => {
    await success('stats-rollup', new Date(start));
    await success('stats-rollup', new Date(start + 24 * HOUR), 'la base a refusé');
    clock.set(start + (JOB_LATE_AFTER_HOURS - 1) * HOUR);
    expect(late(await status())).toEqual([]);

    clock.set(start + (JOB_LATE_AFTER_HOURS + 1) * HOUR);
    let answer = await status();
    // Every enabled job has now gone a day without success; the never-run ones count since the server has been up that long.
    expect(late(answer)).toEqual(SCHEDULED_JOB_NAMES.filter((job) => !OFF.includes(job)));
    const rollup = answer.jobs.find((job) => job.job === 'stats-rollup')!;
    expect(rollup).toEqual({ job: 'stats-rollup', enabled: true, lastSuccessAt: new Date(start).toISOString(), sinceSeconds: (JOB_LATE_AFTER_HOURS + 1) * 3600, late: true });
    expect(operationsWarnings(answer)).toContain("La tâche « Calcul des statistiques de visite » n'a pas réussi depuis 27 heures.");
    expect(operationsWarnings(answer)).toContain(
      "La tâche « Effacement des données personnelles échues » n'a jamais réussi depuis le démarrage du serveur, il y a 27 heures.",
    );

    for (const job of SCHEDULED_JOB_NAMES) await success(job, new Date(start + JOB_LATE_AFTER_HOURS * HOUR));
    answer = await status();
    expect(late(answer)).toEqual([]);
    expect(operationsWarnings(answer)).toEqual([]);
  });

  it('warns when the outbox holds mail older than an hour, and counts the mail given up on', async () => {
    await queueMail(t, 'operations:1');
    clock.advance((OUTBOX_LATE_AFTER_MINUTES - 5) * MINUTE);
    expect((await status()).outbox).toMatchObject({ queued: 1, late: false });

    clock.advance(10 * MINUTE);
    const answer = await status();
    expect(answer.outbox).toMatchObject({ queued: 1, failed: 0, late: true });
    expect(answer.outbox.oldestQueuedSeconds).toBeGreaterThan(OUTBOX_LATE_AFTER_MINUTES * 60);
    expect(operationsWarnings(answer)).toEqual(["1 e-mail attend d'être envoyé, le plus ancien depuis 1 heure : vérifiez l'envoi des e-mails (SMTP)."]);

    // Given up on: no longer waiting, counted apart.
    await t.db.update(mailOutbox).set({ status: 'failed' });
    const after = await status();
    expect(after.outbox).toEqual({ queued: 0, oldestQueuedSeconds: 0, failed: 1, late: false });
    expect(operationsWarnings(after)).toEqual([]);
  });
});
