import { and, count, eq, sql } from 'drizzle-orm';
import { addDays, parisDay, parisMidnight } from '@ptits-mitrons/domain';
import { auditEvents, dailyStats, mailOutbox, merchantRequests, parentRequests, paymentIntents } from '../../backend/src/database/schema';
import { MailService } from '../../backend/src/mail/mail.service';
import { MailWorker } from '../../backend/src/mail/mail.worker';
import { Clock } from '../../backend/src/common/clock';
import { ANONYMIZED, ANONYMIZED_EMAIL } from '../../backend/src/retention/anonymization';
import { RetentionService, type RetentionReport } from '../../backend/src/retention/retention.service';
import { subtractMonths } from '../../backend/src/tracking/tracking.service';
import { createTestApp, type TestApp } from '../support/app';
import { submitMerchant } from '../support/merchant-requests';
import { payWithDemo, submitRequest } from '../support/parent-requests';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

/** What a parent typed: none of it may remain anywhere once the request is anonymised. */
const PARENT = {
  parent_firstname: 'Hélène',
  parent_lastname: 'Lefèvre',
  parent_email: 'helene.lefevre@example.fr',
  parent_phone: '0698765432',
  child_firstname: 'Zoé',
  target_address: '12 rue de la République',
  allergies: 'Zoé ne mange pas d’arachides',
};
const MERCHANT = {
  establishment_name: 'Fournil de Jeanne',
  manager_firstname: 'Jeanne',
  manager_lastname: 'Martin',
  email: 'jeanne.martin@example.fr',
  phone: '0687654321',
  address: '3 rue des Forges',
  description: 'Jeanne reçoit les enfants le mercredi.',
};
const personalTexts = [...Object.values(PARENT), ...Object.values(MERCHANT), 'Lefevre', 'helene', 'Jeanne'];

describe('Personal data retention (daily job)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };
  let retention: RetentionService;
  const today = parisDay();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    auth = await t.adminAuth();
    retention = t.app.get(RetentionService);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const sendMail = () => t.app.get(MailWorker).processDue();

  /** Moves every trace of a record (row, proposals, payments, history, mails) `months` into the past. */
  async function age(kind: 'parent' | 'merchant', id: string, months: number): Promise<void> {
    const shift = `${months} months`;
    if (kind === 'parent') {
      await t.db.execute(sql`UPDATE parent_requests SET created_at = created_at - ${shift}::interval, updated_at = updated_at - ${shift}::interval,
        paid_at = paid_at - ${shift}::interval, desired_date = (desired_date - ${shift}::interval)::date WHERE id = ${id}`);
      await t.db.execute(sql`UPDATE proposals SET created_at = created_at - ${shift}::interval, date = date - ${shift}::interval,
        closed_at = closed_at - ${shift}::interval WHERE parent_request_id = ${id}`);
      await t.db.execute(sql`UPDATE payment_intents SET created_at = created_at - ${shift}::interval, updated_at = updated_at - ${shift}::interval
        WHERE parent_request_id = ${id}`);
    } else {
      await t.db.execute(sql`UPDATE merchant_requests SET created_at = created_at - ${shift}::interval, updated_at = updated_at - ${shift}::interval
        WHERE id = ${id}`);
    }
    await t.db.execute(sql`UPDATE audit_events SET created_at = created_at - ${shift}::interval WHERE entity_id = ${id}`);
    await t.db.execute(sql`UPDATE mail_outbox SET created_at = created_at - ${shift}::interval, sent_at = sent_at - ${shift}::interval,
      next_attempt_at = next_attempt_at - ${shift}::interval WHERE split_part(dedup_key, ':', 2) = ${id}`);
  }

  /** The record with its history and mails, as one text: where personal data would show. */
  async function traces(kind: 'parent' | 'merchant', id: string): Promise<string> {
    const [row] = kind === 'parent'
      ? await t.db.select().from(parentRequests).where(eq(parentRequests.id, id))
      : await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
    const history = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    return JSON.stringify({ row, history, mails: await mailsOf(id) });
  }
  const mailsOf = (id: string) => t.db.select().from(mailOutbox).where(sql`split_part(${mailOutbox.dedupKey}, ':', 2) = ${id}`);
  const parentRow = async (id: string) => (await t.db.select().from(parentRequests).where(eq(parentRequests.id, id)))[0];
  const merchantRow = async (id: string) => (await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, id)))[0];
  const historyOf = (id: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.createdAt);
  const action = (id: string, name: string, body: object = {}) => t.http().post(`/api/admin/parent-requests/${id}/${name}`).set(auth).send(body).expect(200);
  const reject = (id: string, reason: string) =>
    t.http().put(`/api/admin/merchant-requests/${id}/status`).set(auth).send({ status: 'rejected', rejectionReason: reason }).expect(200);
  const approve = (id: string) => t.http().put(`/api/admin/merchant-requests/${id}/status`).set(auth).send({ status: 'active' }).expect(200);
  /** Every table the job writes, to compare before and after a run. */
  const snapshot = async () =>
    JSON.stringify({
      parents: await t.db.select().from(parentRequests).orderBy(parentRequests.id),
      merchants: await t.db.select().from(merchantRequests).orderBy(merchantRequests.id),
      mails: await t.db.select().from(mailOutbox).orderBy(mailOutbox.id),
      audit: await t.db.select().from(auditEvents).orderBy(auditEvents.id),
      stats: await t.db.select().from(dailyStats).orderBy(dailyStats.day, dailyStats.scope, dailyStats.key),
    });

  describe('one run over records of every age', () => {
    const ids: Record<string, string> = {};
    let report: RetentionReport;
    const statsCutoff = subtractMonths(today, 25);
    const oldStatsDay = addDays(statsCutoff, -1);

    beforeAll(async () => {
      // Parent requests. Three years after the workshop and the last contact: anonymised.
      ids.closed = await submitRequest(t, PARENT);
      await t.http().put(`/api/parents/${ids.closed}`).set(auth).send({ admin_notes: 'Hélène rappelle le soir au 0698765432.' }).expect(200);
      await action(ids.closed, 'close', { reason: 'Mme Lefèvre ne répond plus.' });
      ids.paid = await submitRequest(t, PARENT);
      await payWithDemo(t, ids.paid);
      ids.recentContact = await submitRequest(t, PARENT);
      // Paid, then archived: the deposit is still owed back to the parent, who must stay reachable.
      ids.refundDue = await submitRequest(t, PARENT);
      await t.db.execute(sql`UPDATE parent_requests SET refund_due = true WHERE id = ${ids.refundDue}`);
      ids.recent = await submitRequest(t, PARENT);
      ids.rejected = await submitMerchant(t, MERCHANT);
      await reject(ids.rejected, 'Jeanne Martin n’a pas de laboratoire.');
      ids.rejectedRecent = await submitMerchant(t, MERCHANT);
      await reject(ids.rejectedRecent, 'Surface trop petite.');
      ids.active = await submitMerchant(t, MERCHANT);
      await approve(ids.active);
      ids.pending = await submitMerchant(t, MERCHANT);
      // Mails not tied to a request: one sent 91 days ago, one 89 days ago.
      const mail = t.app.get(MailService);
      for (const key of ['91', '89']) {
        await mail.enqueue(t.db, { dedupKey: `test-body:${key}`, template: 'operator-new-merchant-application', data: { merchant: { ...MERCHANT, city_label: 'Dijon (21000)', sector_label: 'Boulanger' } } });
      }
      await sendMail();
      // At noon in Paris on those days: 91 × 24 h before a late evening in winter is already the next day in summer.
      for (const key of ['91', '89']) {
        const sentAt = new Date(parisMidnight(addDays(today, -Number(key))).getTime() + 12 * 3_600_000);
        await t.db.execute(sql`UPDATE mail_outbox SET sent_at = ${sentAt.toISOString()}::timestamptz WHERE dedup_key = ${`test-body:${key}`}`);
      }
      // Its mail never goes out (the outbox is not drained again before the run).
      ids.unsent = await submitRequest(t, PARENT);
      for (const [key, months] of Object.entries({ closed: 38, paid: 38, recentContact: 38, unsent: 38, refundDue: 38, recent: 30 })) {
        await age('parent', ids[key], months);
      }
      for (const [key, months] of Object.entries({ rejected: 14, rejectedRecent: 10, active: 60, pending: 60 })) {
        await age('merchant', ids[key], months);
      }
      // An old request the operator archived today: today is its last contact.
      await action(ids.recentContact, 'close');
      // Daily figures: per-page rows of a day just past 25 months (1,200 of them, more than one batch), and of the cutoff day.
      const row = { pageViews: 3, uniqueSessions: 2, bounceRate: 50, entrances: 1, source: 'tracked' };
      await t.db.insert(dailyStats).values([
        { day: oldStatsDay, scope: 'all', key: '', ...row },
        { day: oldStatsDay, scope: 'device', key: 'mobile', ...row },
        { day: statsCutoff, scope: 'page', key: '/', ...row },
        { day: statsCutoff, scope: 'all', key: '', ...row },
      ]);
      await t.db.execute(sql`INSERT INTO daily_stats (day, scope, key, page_views, unique_sessions, bounce_rate, entrances, source)
        SELECT ${oldStatsDay}::date, 'page', '/page-' || n, 3, 2, 50, 1, 'tracked' FROM generate_series(1, 1200) n`);

      report = await retention.run(today);
    });

    it('anonymises a parent request three years after its workshop and last contact, its mails and typed history included', async () => {
      expect(report.parentRequests).toBe(3);
      const row = await parentRow(ids.closed);
      expect(row).toMatchObject({
        parentFirstname: ANONYMIZED,
        parentLastname: ANONYMIZED,
        parentEmail: ANONYMIZED_EMAIL,
        parentPhone: '',
        childFirstname: ANONYMIZED,
        targetAddress: '',
        adminNotes: null,
        searchText: '',
        status: 'admin_closed',
        childAge: 7,
        numberOfChildren: 8,
        targetCityId: '69123-69001',
      });
      expect(row.anonymizedAt).toBeInstanceOf(Date);
      const text = await traces('parent', ids.closed);
      for (const personal of personalTexts) expect(text).not.toContain(personal);

      const mails = await mailsOf(ids.closed);
      expect(mails.length).toBeGreaterThanOrEqual(2);
      for (const mail of mails) {
        expect(mail).toMatchObject({ subject: ANONYMIZED, html: '', text: '', status: 'sent' });
        expect(mail.bodyPurgedAt).toBeInstanceOf(Date);
        expect([ANONYMIZED_EMAIL, 'operateur@test.fr']).toContain(mail.recipient);
      }
      const history = await historyOf(ids.closed);
      expect(history.map((e) => [e.action, e.actor === 'public' || e.actor === 'system' ? e.actor : 'admin', e.reason])).toEqual([
        ['create', 'public', null],
        ['close', 'admin', null],
        ['anonymize', 'system', null],
      ]);
      const found = await t.http().get('/api/admin/parent-requests').query({ filter: JSON.stringify({ q: 'Lefèvre' }) }).set(auth).expect(200);
      expect(found.body.map((r: { id: string }) => r.id)).not.toContain(ids.closed);
    });

    it('keeps what accounting needs on a paid request: deposit flag, date, intent, amount, status and the payment entry', async () => {
      const before = (await t.db.select().from(paymentIntents).where(eq(paymentIntents.parentRequestId, ids.paid)))[0];
      const row = await parentRow(ids.paid);
      expect(row).toMatchObject({ parentLastname: ANONYMIZED, isPaymentAuthorized: true, paymentIntentId: before.id, status: 'submitted' });
      expect(row.paidAt).toBeInstanceOf(Date);
      expect(before).toMatchObject({ amount: 3000, currency: 'eur', status: 'succeeded' });
      const payment = (await historyOf(ids.paid)).find((e) => e.action === 'deposit_paid');
      expect(payment?.reason).toBe(`Acompte réglé (${before.id})`);
      const text = await traces('parent', ids.paid);
      for (const personal of personalTexts) expect(text).not.toContain(personal);
    });

    it('never sends, nor lets the operator resend, a mail of an anonymised request that had not gone out', async () => {
      const [unsent] = await mailsOf(ids.unsent);
      expect(unsent).toMatchObject({ status: 'failed', recipient: ANONYMIZED_EMAIL, html: '', text: '', lastError: 'Anonymisé avant envoi : ce mail ne sera pas envoyé.' });
      const refused = await t.http().post(`/api/admin/mails/${unsent.id}/retry`).set(auth).expect(409);
      expect(refused.body).toMatchObject({
        statusCode: 409,
        code: 'MAIL_PURGED',
        message: 'Le contenu de ce mail a été effacé au terme de sa durée de conservation : il ne peut pas être renvoyé.',
      });
      await sendMail();
      expect(smtp.messages.filter((m) => m.to.includes(ANONYMIZED_EMAIL) || m.parsed.messageId?.includes(unsent.id))).toEqual([]);
      expect((await mailsOf(ids.unsent))[0]).toMatchObject({ status: 'failed', attempts: 0 });
      const shown = await t.http().get(`/api/admin/mails/${unsent.id}`).set(auth).expect(200);
      expect(shown.body.body_purged_at).toEqual(expect.any(String));
    });

    it('keeps a request with a recent contact, and one within three years (but purges its sent mail bodies after 90 days)', async () => {
      expect(await parentRow(ids.recentContact)).toMatchObject({ parentLastname: 'Lefèvre', childFirstname: 'Zoé', anonymizedAt: null });
      expect(await parentRow(ids.recent)).toMatchObject({ parentLastname: 'Lefèvre', parentEmail: PARENT.parent_email, anonymizedAt: null });
      const [received] = await mailsOf(ids.recent);
      expect(received).toMatchObject({ recipient: PARENT.parent_email, status: 'sent', html: '', text: '' });
      expect(received.subject.length).toBeGreaterThan(10);
      expect(received.bodyPurgedAt).toBeInstanceOf(Date);
    });

    it('keeps a request whose deposit is still to be refunded, however old', async () => {
      expect(await parentRow(ids.refundDue)).toMatchObject({ parentLastname: 'Lefèvre', parentEmail: PARENT.parent_email, refundDue: true, anonymizedAt: null });
    });

    it('anonymises a rejected application a year after the rejection; never an active artisan, a pending or a recent one', async () => {
      expect(report.merchantApplications).toBe(1);
      const rejected = await merchantRow(ids.rejected);
      expect(rejected).toMatchObject({
        establishmentName: ANONYMIZED,
        managerFirstname: ANONYMIZED,
        managerLastname: ANONYMIZED,
        email: ANONYMIZED_EMAIL,
        phone: '',
        address: '',
        description: null,
        rejectionReason: null,
        searchText: '',
        status: 'rejected',
        activitySectorId: 'boulanger',
      });
      const text = await traces('merchant', ids.rejected);
      for (const personal of personalTexts) expect(text).not.toContain(personal);
      expect((await historyOf(ids.rejected)).map((e) => e.action)).toContain('anonymize');
      for (const key of ['rejectedRecent', 'active', 'pending']) {
        expect(await merchantRow(ids[key])).toMatchObject({ managerLastname: 'Martin', email: MERCHANT.email, anonymizedAt: null });
      }
      expect((await merchantRow(ids.rejectedRecent)).rejectionReason).toBe('Surface trop petite.');
    });

    it('empties sent mail bodies after 90 days and keeps the row: recipient, subject, dates', async () => {
      const [old] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, 'test-body:91'));
      expect(old).toMatchObject({ html: '', text: '', status: 'sent', recipient: 'operateur@test.fr' });
      expect(old.subject).toContain('Fournil de Jeanne');
      expect(old.sentAt).toBeInstanceOf(Date);
      const [recent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, 'test-body:89'));
      expect(recent.html).toContain('Fournil de Jeanne');
      expect(recent.bodyPurgedAt).toBeNull();
      // The active artisan's mails are bodies like any other: erased, the artisan's record untouched.
      for (const mail of await mailsOf(ids.active)) expect(mail).toMatchObject({ html: '', text: '' });
      expect(report.mailBodies).toBeGreaterThanOrEqual(4);
    });

    it('deletes per-page daily figures older than 25 months, in batches, and keeps the site-wide and per-device rows', async () => {
      expect(report.pageStats).toBe(1200);
      const left = await t.db
        .select({ day: dailyStats.day, scope: dailyStats.scope, key: dailyStats.key })
        .from(dailyStats)
        .orderBy(dailyStats.day, dailyStats.scope);
      expect(left).toEqual([
        { day: oldStatsDay, scope: 'all', key: '' },
        { day: oldStatsDay, scope: 'device', key: 'mobile' },
        { day: statsCutoff, scope: 'all', key: '' },
        { day: statsCutoff, scope: 'page', key: '/' },
      ]);
    });

    it('changes nothing more when it runs again', async () => {
      const before = await snapshot();
      expect(await retention.run(today)).toEqual({ parentRequests: 0, merchantApplications: 0, mailBodies: 0, pageStats: 0 });
      expect(await snapshot()).toBe(before);
    });
  });

  it('does the work once when two instances run at the same time', async () => {
    const parents: string[] = [];
    const merchants: string[] = [];
    for (let i = 0; i < 3; i++) parents.push(await submitRequest(t, PARENT));
    for (let i = 0; i < 2; i++) {
      const id = await submitMerchant(t, MERCHANT);
      await reject(id, 'Hors zone.');
      merchants.push(id);
    }
    await sendMail();
    for (const id of parents) await age('parent', id, 40);
    for (const id of merchants) await age('merchant', id, 15);

    const second = new RetentionService(t.db, t.app.get(Clock));
    const reports = await Promise.all([retention.run(today), second.run(today)]);
    expect(reports[0].parentRequests + reports[1].parentRequests).toBe(3);
    expect(reports[0].merchantApplications + reports[1].merchantApplications).toBe(2);
    for (const id of [...parents, ...merchants]) {
      const [{ n }] = await t.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'anonymize')));
      expect(n).toBe(1);
    }
  });

  it('waits while another instance holds the retention lock', async () => {
    const id = await submitRequest(t, PARENT);
    await age('parent', id, 40);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727015)`);
      locked();
      await held;
    });
    await lockTaken;
    let finished = false;
    const run = retention.run(today).then((r) => {
      finished = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished).toBe(false);
    release();
    await other;
    expect((await run).parentRequests).toBe(1);
    expect((await parentRow(id)).parentEmail).toBe(ANONYMIZED_EMAIL);
  });
});
