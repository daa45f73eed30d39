import {
  addDays,
  BALANCE_CENTS,
  formatEuros,
  PARENT_SPACE_PATH,
  parisDay,
  parisMidnight,
  REMINDER_LABELS,
  type ReminderKind,
} from '@ptits-mitrons/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Clock } from '../../backend/src/common/clock';
import { auditEvents, mailOutbox, parentRequests, reminders } from '../../backend/src/database/schema';
import { parentRequestIdOfToken } from '../../backend/src/parents/parent-space-tokens';
import { RemindersService } from '../../backend/src/reminders/reminders.service';
import { createTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { payWithDemo, proposalForm, submitRequest } from '../support/parent-requests';
import { TEST_ENV } from '../support/test-env';
import type { LateRemindersResponse } from '@ptits-mitrons/api-types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant of a Paris calendar day (noon unless told). */
const at = (day: string, hours = 12) => new Date(parisMidnight(day).getTime() + hours * HOUR);

describe('Reminders (scheduled job, exactly once)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let service: RemindersService;
  const clock = new TestClock();
  const today = parisDay();
  /** The workshop day of every request of these tests: far enough for the form, and for D-16. */
  const W = addDays(today, 40);

  beforeAll(async () => {
    t = await createTestApp({ override: (builder) => builder.overrideProvider(Clock).useValue(clock) });
    auth = await t.adminAuth();
    service = t.app.get(RemindersService);
  });
  afterAll(() => t.close());
  // Each test sees only its own requests: the earlier ones are anonymised, which the job never reminds.
  beforeEach(async () => {
    await t.db.execute(sql`UPDATE parent_requests SET anonymized_at = now() WHERE anonymized_at IS NULL`);
  });

  const action = (id: string, name: string, body: object = {}) =>
    t.http().post(`/api/admin/parent-requests/${id}/${name}`).set(auth).send(body).expect(200);
  /** A proposal for the workshop day W at 14:00 in Paris, without a payment link (the parent pays in their space). */
  const proposal = (day = W) => proposalForm({ date: at(day, 14).toISOString(), payment_link: '' });

  /** A request for W, deposit paid (submitted). */
  async function paid(): Promise<string> {
    const id = await submitRequest(t, { desired_date: W });
    await payWithDemo(t, id);
    return id;
  }
  async function proposed(): Promise<string> {
    const id = await paid();
    await action(id, 'proposal', proposal());
    return id;
  }
  async function accepted(): Promise<string> {
    const id = await proposed();
    await action(id, 'validate');
    return id;
  }
  const setPaidAt = (id: string, instant: Date) => t.db.update(parentRequests).set({ paidAt: instant }).where(eq(parentRequests.id, id));
  const setProposalSentAt = (id: string, instant: Date) =>
    t.db.execute(sql`UPDATE proposals SET created_at = ${instant.toISOString()}::timestamptz WHERE parent_request_id = ${id}`);

  /** Runs one pass at that instant, as the job would. */
  const runAt = (instant: Date) => {
    clock.set(instant);
    return service.runOnce();
  };
  /** The reminders claimed for a request. */
  const claimed = async (id: string) =>
    (await t.db.select({ kind: reminders.kind }).from(reminders).where(eq(reminders.parentRequestId, id))).map((r) => r.kind).sort();
  const reminderMails = (id: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupKey} LIKE ${`reminder:${id}:%`}`)
      .orderBy(asc(mailOutbox.createdAt));
  const mailOf = async (id: string, kind: ReminderKind) => (await reminderMails(id)).filter((m) => m.dedupKey === `reminder:${id}:${kind}`);
  const reminderHistory = (id: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'reminder_sent')));

  it('sends each parent reminder on its day, once, with a personal link that opens the request', async () => {
    const id = await accepted();
    const email = (await t.db.select().from(parentRequests).where(eq(parentRequests.id, id)))[0].parentEmail;

    await runAt(at(addDays(W, -17), 23));
    expect(await claimed(id)).toEqual([]);

    // Just past Paris midnight of D-16 (still the day before in UTC).
    await runAt(at(addDays(W, -16), 0.5));
    expect(await claimed(id)).toEqual(['parent_d16']);
    const [d16] = await mailOf(id, 'parent_d16');
    expect(d16).toMatchObject({ template: 'parent-reminder-d16', recipient: email });
    expect(d16.text).toContain("aujourd'hui le dernier jour");
    const token = new RegExp(`${PARENT_SPACE_PATH}/([A-Za-z0-9_-]{32})`).exec(d16.text)?.[1];
    expect(token).toBeDefined();
    expect(await parentRequestIdOfToken(t.db, token!)).toBe(id);
    expect(d16.html).toContain(`${PARENT_SPACE_PATH}/${token}`);

    // A second pass, a restart, the next hours of the day: nothing more.
    await runAt(at(addDays(W, -16), 1));
    await runAt(at(addDays(W, -16), 23));
    expect(await mailOf(id, 'parent_d16')).toHaveLength(1);

    await runAt(at(addDays(W, -10), 9));
    await runAt(at(addDays(W, -10), 10));
    const [d10] = await mailOf(id, 'parent_d10');
    // Accepted: the balance is settled, the mail does not ask for it.
    expect(d10.text).not.toContain(formatEuros(BALANCE_CENTS, { cents: 'when-needed' }));

    await runAt(at(addDays(W, -2), 8));
    await runAt(at(addDays(W, -1), 8));
    const [d2] = await mailOf(id, 'parent_d2');
    expect(d2.text).toContain('3 place Bellecour, 69002 Lyon');
    expect(d2.text).toContain('14:00');

    expect(await claimed(id)).toEqual(['parent_d10', 'parent_d16', 'parent_d2']);
    expect(await reminderMails(id)).toHaveLength(3);
    const history = await reminderHistory(id);
    expect(history.map((h) => h.reason).sort()).toEqual([REMINDER_LABELS.parent_d10, REMINDER_LABELS.parent_d16, REMINDER_LABELS.parent_d2].sort());
    expect(history.every((h) => h.actor === 'system' && h.statusBefore === 'accepted' && h.statusAfter === 'accepted')).toBe(true);
  });

  it('asks for the balance at D-10 only while it is due, and sends D-2 only for an accepted request', async () => {
    const awaiting = await proposed();
    const waiting = await paid();
    await runAt(at(addDays(W, -10)));
    const [d10] = await mailOf(awaiting, 'parent_d10');
    expect(d10.text).toContain(`Le solde de ${formatEuros(BALANCE_CENTS, { cents: 'when-needed' })} reste à régler`);
    expect(await mailOf(waiting, 'parent_d10')).toHaveLength(1);
    await runAt(at(addDays(W, -2)));
    expect(await mailOf(awaiting, 'parent_d2')).toEqual([]);
    expect(await mailOf(waiting, 'parent_d2')).toEqual([]);
  });

  it('sends a late reminder only inside its window', async () => {
    const lateD16 = await paid();
    const lateD2 = await accepted();
    // D-15: the last day of a credit is past, D-16 is not sent any more; D-10 is not yet due.
    await runAt(at(addDays(W, -15)));
    expect(await mailOf(lateD16, 'parent_d16')).toEqual([]);
    // D-9: the details can no longer change, D-10 is skipped.
    await runAt(at(addDays(W, -9)));
    expect(await mailOf(lateD16, 'parent_d10')).toEqual([]);
    // The day before: D-2 still goes out.
    await runAt(at(addDays(W, -1)));
    expect((await claimed(lateD2)).filter((kind) => kind.startsWith('parent_'))).toEqual(['parent_d2']);
    // On the day itself it would be useless.
    const onTheDay = await accepted();
    await runAt(at(W, 8));
    expect(await claimed(onTheDay)).toEqual([]);
  });

  it('tells the operator when a paid request has no proposal after 48 h, then after 10 days, once each', async () => {
    const id = await paid();
    const paidAt = at(addDays(today, 1), 10);
    await setPaidAt(id, paidAt);
    await runAt(new Date(paidAt.getTime() + 47 * HOUR));
    expect(await claimed(id)).toEqual([]);
    await runAt(new Date(paidAt.getTime() + 48 * HOUR));
    await runAt(new Date(paidAt.getTime() + 50 * HOUR));
    expect(await claimed(id)).toEqual(['operator_no_proposal_48h']);
    const [first] = await mailOf(id, 'operator_no_proposal_48h');
    expect(first).toMatchObject({ template: 'operator-reminder', recipient: TEST_ENV.OPERATOR_EMAIL });
    expect(first.subject).toContain(REMINDER_LABELS.operator_no_proposal_48h);
    await runAt(new Date(paidAt.getTime() + 10 * DAY));
    await runAt(new Date(paidAt.getTime() + 11 * DAY));
    expect(await claimed(id)).toEqual(['operator_no_proposal_10d', 'operator_no_proposal_48h']);
    expect(await reminderMails(id)).toHaveLength(2);
  });

  it('skips the 48-hour reminder when the first run comes after 10 days, and any reminder once the request moved on', async () => {
    const late = await paid();
    const proposedMeanwhile = await paid();
    const archived = await paid();
    const paidAt = at(addDays(today, 1), 10);
    for (const id of [late, proposedMeanwhile, archived]) await setPaidAt(id, paidAt);
    await action(proposedMeanwhile, 'proposal', proposal());
    await action(archived, 'close', { reason: 'Le parent a changé d’avis.' });
    await runAt(new Date(paidAt.getTime() + 11 * DAY));
    expect(await claimed(late)).toEqual(['operator_no_proposal_10d']);
    // A proposal went out meanwhile: the operator hears of it only as unanswered.
    expect(await claimed(proposedMeanwhile)).toEqual(['operator_proposal_unanswered_5d']);
    expect(await claimed(archived)).toEqual([]);
    // Cancelled before D-16: no parent reminder either.
    await runAt(at(addDays(W, -16)));
    expect(await claimed(archived)).toEqual([]);
  });

  it('skips a request whose status changes between the pass reading it and claiming its reminder', async () => {
    const id = await paid();
    const paidAt = at(addDays(today, 1), 10);
    await setPaidAt(id, paidAt);
    const read = (service as unknown as { candidates: (now: Date) => Promise<unknown[]> }).candidates.bind(service);
    const spy = jest.spyOn(service as unknown as { candidates: (now: Date) => Promise<unknown[]> }, 'candidates').mockImplementationOnce(async (now) => {
      const candidates = await read(now);
      await action(id, 'close', { reason: 'Archivée entre-temps.' });
      return candidates;
    });
    try {
      await runAt(new Date(paidAt.getTime() + 3 * DAY));
    } finally {
      spy.mockRestore();
    }
    expect(await claimed(id)).toEqual([]);
    expect(await reminderMails(id)).toEqual([]);
  });

  it('tells the operator of a proposal unanswered for 5 days and of a balance unpaid at D-10', async () => {
    const id = await proposed();
    const sentAt = at(addDays(today, 2), 9);
    await setProposalSentAt(id, sentAt);
    await runAt(new Date(sentAt.getTime() + 5 * DAY - HOUR));
    expect(await claimed(id)).toEqual([]);
    await runAt(new Date(sentAt.getTime() + 5 * DAY));
    expect(await claimed(id)).toEqual(['operator_proposal_unanswered_5d']);
    await runAt(at(addDays(W, -11)));
    expect(await claimed(id)).not.toContain('operator_balance_unpaid_d10');
    await runAt(at(addDays(W, -10), 0.5));
    await runAt(at(addDays(W, -9)));
    const operatorKinds = (await claimed(id)).filter((kind) => kind.startsWith('operator_'));
    expect(operatorKinds).toEqual(['operator_balance_unpaid_d10', 'operator_proposal_unanswered_5d']);
    expect(await mailOf(id, 'operator_balance_unpaid_d10')).toHaveLength(1);
  });

  it('never reminds about a request once the balance is paid (accepted)', async () => {
    const id = await accepted();
    await setProposalSentAt(id, at(addDays(today, 1)));
    await runAt(at(addDays(W, -9)));
    expect((await claimed(id)).filter((kind) => kind.startsWith('operator_'))).toEqual([]);
  });

  it('sends one mail per reminder when two passes (two instances) run at once', async () => {
    const ids = [await accepted(), await accepted(), await paid(), await proposed()];
    const instant = at(addDays(W, -16));
    clock.set(instant);
    const other = t.app.get(RemindersService);
    const reports = await Promise.all([service.runOnce(instant), other.runOnce(instant), service.runOnce(instant)]);
    expect(reports.reduce((sum, report) => sum + report.parent_d16, 0)).toBe(ids.length);
    for (const id of ids) {
      expect(await mailOf(id, 'parent_d16')).toHaveLength(1);
      expect((await reminderHistory(id)).filter((h) => h.reason === REMINDER_LABELS.parent_d16)).toHaveLength(1);
    }
  });

  it('never reminds about an anonymised request', async () => {
    const id = await accepted();
    await t.db.execute(sql`UPDATE parent_requests SET anonymized_at = now() WHERE id = ${id}`);
    await runAt(at(addDays(W, -16)));
    await runAt(at(addDays(W, -2)));
    expect(await claimed(id)).toEqual([]);
  });

  describe('GET /api/admin/reminders/late', () => {
    const late = async () => (await t.http().get('/api/admin/reminders/late').set(auth).expect(200)).body as LateRemindersResponse;

    it('lists, for each operator reminder, the requests late now, whether or not the reminder went out', async () => {
      const noProposal = await paid();
      const veryLate = await paid();
      const unanswered = await proposed();
      const settled = await accepted();
      const paidAt = at(addDays(today, 1), 10);
      await setPaidAt(noProposal, paidAt);
      await setPaidAt(veryLate, new Date(paidAt.getTime() - 9 * DAY));
      await setProposalSentAt(unanswered, new Date(paidAt.getTime() - 4 * DAY));
      await setProposalSentAt(settled, new Date(paidAt.getTime() - 4 * DAY));

      clock.set(new Date(paidAt.getTime() + 47 * HOUR));
      expect((await late()).operator_no_proposal_48h).toEqual({ count: 0, ids: [] });

      clock.set(new Date(paidAt.getTime() + 49 * HOUR));
      await service.runOnce();
      const answer = await late();
      expect(answer.operator_no_proposal_48h).toEqual({ count: 1, ids: [noProposal] });
      expect(answer.operator_no_proposal_10d).toEqual({ count: 1, ids: [veryLate] });
      expect(answer.operator_proposal_unanswered_5d).toEqual({ count: 1, ids: [unanswered] });
      expect(answer.operator_balance_unpaid_d10).toEqual({ count: 0, ids: [] });

      // Live: a request that moves on leaves its card at once.
      await action(noProposal, 'proposal', proposal());
      expect((await late()).operator_no_proposal_48h).toEqual({ count: 0, ids: [] });

      clock.set(at(addDays(W, -10)));
      expect((await late()).operator_balance_unpaid_d10.ids.sort()).toEqual([noProposal, unanswered].sort());
    });

    it('is for signed-in operators only, and changes nothing', async () => {
      await t.http().get('/api/admin/reminders/late').expect(401);
      const before = await t.db.select().from(reminders);
      await late();
      expect(await t.db.select().from(reminders)).toEqual(before);
    });
  });
});
