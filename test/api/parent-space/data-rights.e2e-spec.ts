import { readFileSync } from 'node:fs';
import { JwtService } from '@nestjs/jwt';
import { addDays, ERASURE_AUDIT_REASON, PARENT_DATA_MESSAGES, PARENT_SPACE_ERASURE_PATH, parisDay, parisMidnight } from '@ptits-mitrons/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditEvents, mailOutbox, parentRequests, parentSpaceTokens, receipts } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { EXPORT_EXCLUDED_TABLES, tablesLinkedToParentRequests } from '../../../backend/src/parent-space/parent-data-tables';
import { ANONYMIZED, ANONYMIZED_EMAIL, NOT_SENT } from '../../../backend/src/retention/anonymization';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { fromAnywhere, proposeOnline, requestRow, spaceToken } from '../../support/parent-space';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createSpaceApp } from './support';
import type { ParentDataExportResponse } from '@ptits-mitrons/api-types';

/**
 * « Mes données » (issue 35): the export covers every table with a foreign key to parent_requests, read from the
 * database's catalogue; the erasure needs the mailed link, refuses what is pending (409, in French), and leaves
 * nothing personal but the receipts accounting keeps.
 */
describe('Parent data rights: export and erasure', () => {
  let t: TestApp;
  let clock: TestClock;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, clock } = await createSpaceApp({ SMTP_URL: smtp.url }));
    auth = await t.adminAuth();
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const exportOf = async (token: string): Promise<ParentDataExportResponse> => (await fromAnywhere(t.http().get(`/api/parent-space/${token}/data`)).expect(200)).body;
  const askErasure = (token: string) => fromAnywhere(t.http().post(`/api/parent-space/${token}/erasure`)).send({});
  const confirm = (confirmation: unknown) => fromAnywhere(t.http().post('/api/parent-space/erasure-confirmations')).send({ confirmation });
  const sendMail = () => t.app.get(MailWorker).processDue();
  const confirmationMails = async (email: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'parent-erasure-confirmation'))).filter((m) => m.recipient === email.toLowerCase());
  /** The signed token of the link the newest confirmation mail to that address carries. */
  const confirmationIn = async (email: string): Promise<string> => {
    const text = (await confirmationMails(email)).at(-1)?.text ?? '';
    const token = text.match(new RegExp(`${PARENT_SPACE_ERASURE_PATH}#([A-Za-z0-9_.-]+)`))?.[1];
    if (!token) throw new Error(`aucun lien d'effacement dans le mail à ${email}`);
    return token;
  };
  /** Every table's rows, to prove a refused call changed nothing. */
  const snapshot = async () => {
    const tables = await rowsOf<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'throttle_hits'`,
    );
    return rowsOf(sql.raw(tables.map(({ table_name }) => `SELECT '${table_name}' AS name, count(*)::int AS n FROM "${table_name}"`).join(' UNION ALL ')));
  };

  /** A request whose deposit is paid and which the parent cancelled more than 15 days ahead: a credit, a credit note. */
  async function closedWithCredit(email: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
    const id = await submitRequest(t, { parent_email: email, desired_date: addDays(parisDay(), 40), ...overrides });
    await payWithDemo(t, id);
    await proposeOnline(t, auth, id, { date: parisMidnight(addDays(parisDay(), 40)).toISOString() });
    const token = await spaceToken(t, id);
    await fromAnywhere(t.http().post(`/api/parent-space/${token}/cancel`)).send({}).expect(200);
    return { id, token };
  }

  it('exports every table with a foreign key to parent_requests (from the catalogue), the history and the mails', async () => {
    const email = 'export.famille@example.fr';
    const { id, token } = await closedWithCredit(email, { child_firstname: 'Oscar' });
    const other = await submitRequest(t, { parent_email: email, child_firstname: 'Lina' });
    const stranger = await submitRequest(t, { parent_email: 'autre.famille@example.fr' });
    await sendMail();

    // The database's own list, not one typed here; the Drizzle schema the export reads must agree with it.
    const catalogue = (
      await rowsOf<{ table_name: string }>(sql`
        SELECT DISTINCT tc.table_name FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'parent_requests' AND tc.table_schema = current_schema()`)
    )
      .map((row) => row.table_name)
      .sort();
    expect(catalogue.length).toBeGreaterThanOrEqual(8);
    expect(tablesLinkedToParentRequests().map((table) => table.name).sort()).toEqual(catalogue);

    const exported = await exportOf(token);
    const docs = readFileSync('docs/parent-space.md', 'utf8');
    for (const table of catalogue) {
      if (table in EXPORT_EXCLUDED_TABLES) {
        // Left out on purpose, and said so (with the reason) where the routes are documented.
        expect([table, docs.includes(`\`${table}\``)]).toEqual([table, true]);
        expect(exported.tables[table]).toBeUndefined();
      } else {
        expect([table, Array.isArray(exported.tables[table])]).toEqual([table, true]);
      }
    }
    expect(exported).toMatchObject({ format: 'ptits-mitrons/donnees-parent/1', email });
    // Both requests of the address, nobody else's.
    expect(exported.tables.parent_requests.map((r) => r.id).sort()).toEqual([id, other].sort());
    expect(JSON.stringify(exported)).not.toContain(stranger);
    expect(exported.tables.parent_requests.find((r) => r.id === id)).toMatchObject({ parent_email: email, child_firstname: 'Oscar', status: 'admin_closed' });
    expect(exported.tables.parent_requests[0]).not.toHaveProperty('search_text');
    // Proposals, payments, receipt numbers (without the PDF bytes), the credit, the links' dates (without hashes).
    expect(exported.tables.proposals).toEqual([expect.objectContaining({ parent_request_id: id, establishment_name: 'Boulangerie du Parc' })]);
    expect(exported.tables.payment_intents).toEqual([expect.objectContaining({ parent_request_id: id, amount: 3000, status: 'succeeded' })]);
    expect(exported.tables.payment_intents[0]).not.toHaveProperty('client_secret');
    expect(exported.tables.receipts.map((r) => r.kind).sort()).toEqual(['credit_note', 'receipt']);
    expect(exported.tables.receipts[0]).not.toHaveProperty('pdf');
    expect(exported.tables.receipts[0].number).toMatch(/^\d{4}-\d{6}$/);
    expect(exported.tables.credits).toEqual([expect.objectContaining({ origin_request_id: id, amount: 3000, code: expect.stringMatching(/^AVOIR-/) })]);
    expect(exported.tables.parent_space_tokens.length).toBeGreaterThan(0);
    expect(exported.tables.parent_space_tokens[0]).not.toHaveProperty('token_hash');
    expect(exported.tables.audit_events.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'deposit_paid', 'propose', 'cancel', 'credit_issued']));
    expect(exported.tables.audit_events.every((e) => !/^[0-9a-f-]{36}$/.test(String(e.actor)))).toBe(true);
    expect(exported.mails.length).toBeGreaterThanOrEqual(4);
    expect(exported.mails.every((m) => m.subject.length > 0 && m.created_at && !('text' in m))).toBe(true);

    // The download is a file, and each export is in the history.
    const raw = await fromAnywhere(t.http().get(`/api/parent-space/${token}/data`)).expect(200);
    expect(raw.headers['content-disposition']).toBe('attachment; filename="mes-donnees-les-ptits-mitrons.json"');
    const exports = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'data_exported')));
    expect(exports.map((e) => e.actor)).toEqual(['public', 'public']);

    // Staff export the same from the request's page, audited with the admin.
    const staff = await t.http().get(`/api/admin/parent-requests/${other}/data`).set(auth).expect(200);
    expect(staff.body.tables.parent_requests.map((r: { id: string }) => r.id).sort()).toEqual([id, other].sort());
    const [{ actor }] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, other), eq(auditEvents.action, 'data_exported'), sql`${auditEvents.actor} <> 'public'`));
    expect(actor).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses with 409 and the reason in French while a workshop is to come, and sends no mail', async () => {
    const email = 'atelier.avenir@example.fr';
    const day = addDays(parisDay(), 30);
    const id = await submitRequest(t, { parent_email: email, desired_date: day });
    await payWithDemo(t, id);
    const token = await spaceToken(t, id);
    const status = await fromAnywhere(t.http().get(`/api/parent-space/${token}/erasure`)).expect(200);
    expect(status.body).toEqual({
      erasable: 0,
      requests: [expect.objectContaining({ _id: id, pending: expect.objectContaining({ reason: 'workshop_to_come', possible_from: addDays(day, 1) }) })],
    });
    const before = await snapshot();
    const refused = await askErasure(token).expect(409);
    expect(refused.body).toMatchObject({ code: 'ERASURE_PENDING' });
    expect(refused.body.message).toMatch(/^Aucune donnée ne peut être effacée pour l'instant\. La demande pour l'atelier du .+ est en cours : ses données seront effaçables à partir du .+, ou dès que vous l'aurez annulée\.$/);
    expect(await snapshot()).toEqual(before);

    // A link signed earlier (everything then free) meets the same rule when it is followed.
    const signed = await t.app.get(JwtService).signAsync({ purpose: 'parent-data-erasure', sub: id, email });
    const late = await confirm(signed).expect(409);
    expect(late.body.message).toBe(refused.body.message);
    expect((await requestRow(t, id)).anonymizedAt).toBeNull();

    // The day after the workshop, it can be erased.
    clock.set(parisMidnight(addDays(day, 1)));
    expect((await fromAnywhere(t.http().get(`/api/parent-space/${token}/erasure`)).expect(200)).body.erasable).toBe(1);
  });

  it('needs the mailed confirmation: a missing, forged, expired or foreign token changes nothing', async () => {
    const email = 'sans.confirmation@example.fr';
    const { id, token } = await closedWithCredit(email);
    const jwt = t.app.get(JwtService);
    const before = await snapshot();
    const forged = [
      undefined,
      '',
      'pas-un-jeton',
      token,
      // Signed with another secret.
      new JwtService({ secret: 'un autre secret de 32 caractères au moins !' }).sign({ purpose: 'parent-data-erasure', sub: id, email }),
      // The app's secret, another purpose (an admin's session token has none).
      await jwt.signAsync({ sub: id, email }),
      await jwt.signAsync({ purpose: 'merchant-data-erasure', sub: id, email }),
      // Expired.
      await jwt.signAsync({ purpose: 'parent-data-erasure', sub: id, email }, { expiresIn: -60 }),
      (await t.adminAuth()).Authorization.replace('Bearer ', ''),
    ];
    for (const confirmation of forged) {
      const answer = await confirm(confirmation).expect(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await snapshot()).toEqual(before);
    expect((await requestRow(t, id)).anonymizedAt).toBeNull();
    await fromAnywhere(t.http().get(`/api/parent-space/${token}`)).expect(200);
  });

  it('mails the confirmation once per request and quarter of an hour, however often it is asked', async () => {
    const email = 'une.seule.fois@example.fr';
    const { token } = await closedWithCredit(email);
    await sendMail();
    const before = smtp.messages.length;
    const answers = await Promise.all([askErasure(token), askErasure(token), askErasure(token)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers[0].body).toEqual({ message: PARENT_DATA_MESSAGES.confirmationSent });
    await askErasure(token).expect(202);
    await sendMail();
    await sendMail();
    const received = smtp.messages.slice(before).filter((m) => m.parsed.subject === 'Confirmez l’effacement de vos données');
    expect(received.map((m) => m.to)).toEqual([[email]]);
    expect(received[0].parsed.text).toContain(`${PARENT_SPACE_ERASURE_PATH}#`);
    // The next quarter of an hour, a parent who lost the mail gets another.
    clock.set(Date.now() + 16 * 60_000);
    await askErasure(token).expect(202);
    expect(await confirmationMails(email)).toHaveLength(2);
  });

  it('erases at once what is free, keeps what is pending, cancels queued mails, keeps receipts; a second erasure does nothing', async () => {
    const email = 'Effacement.Famille@example.fr';
    const personal = ['Effacement.Famille', 'effacement.famille', 'Gaspard', 'Lefèvre', 'Hélène', '0612345678', '12 rue de la République', 'arachides', 'Trop loin de chez nous'];
    const { id: closed, token } = await closedWithCredit(email, { child_firstname: 'Gaspard', allergies: 'arachides' });
    // A second closed request, declined with the parent's own words.
    const declined = await submitRequest(t, { parent_email: email, child_firstname: 'Gaspard', desired_date: addDays(parisDay(), 35) });
    await proposeOnline(t, auth, declined);
    const declinedToken = await spaceToken(t, declined);
    await fromAnywhere(t.http().post(`/api/parent-space/${declinedToken}/proposal/decline`)).send({ reason: 'Trop loin de chez nous' }).expect(200);
    const upcoming = await submitRequest(t, { parent_email: email, child_firstname: 'Gaspard', desired_date: addDays(parisDay(), 50) });
    await payWithDemo(t, upcoming);
    const upcomingToken = await spaceToken(t, upcoming);
    const receiptsBefore = await t.db.select().from(receipts).where(eq(receipts.parentRequestId, closed));
    expect(receiptsBefore).toHaveLength(2);
    const queuedBefore = (await t.db.select().from(mailOutbox).where(sql`split_part(${mailOutbox.dedupKey}, ':', 2) = ${closed}`)).filter((m) => m.status === 'queued');
    expect(queuedBefore.length).toBeGreaterThan(0);

    await askErasure(token).expect(202);
    const confirmation = await confirmationIn(email);
    const erased = await confirm(confirmation).expect(200);
    expect(erased.body).toEqual({
      message: PARENT_DATA_MESSAGES.erased(2),
      erased: [closed, declined].sort(),
      pending: [expect.objectContaining({ _id: upcoming, pending: expect.objectContaining({ reason: 'workshop_to_come' }) })],
    });

    for (const id of [closed, declined]) {
      const row = await requestRow(t, id);
      expect(row).toMatchObject({ parentFirstname: ANONYMIZED, parentLastname: ANONYMIZED, parentEmail: ANONYMIZED_EMAIL, parentPhone: '', childFirstname: ANONYMIZED, targetAddress: '', allergies: null, adminNotes: null, searchText: '' });
      expect(row.anonymizedAt).toBeInstanceOf(Date);
      // Accounting keeps the amounts, dates and payment references.
      // What is left of the request, read through the staff's export: nothing personal.
      const left = JSON.stringify((await t.http().get(`/api/admin/parent-requests/${id}/data`).set(auth).expect(200)).body);
      for (const text of personal) expect([id, text, left.includes(text)]).toEqual([id, text, false]);
      // One history entry says who erased, without the data.
      const entries = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'erase')));
      expect(entries).toEqual([expect.objectContaining({ actor: 'public', reason: ERASURE_AUDIT_REASON.parent })]);
      // The links die.
      expect(await t.db.select().from(parentSpaceTokens).where(eq(parentSpaceTokens.parentRequestId, id))).toEqual([]);
    }
    expect((await requestRow(t, closed)).paymentIntentId).toMatch(/^pi_demo_|^pi_/);
    await fromAnywhere(t.http().get(`/api/parent-space/${token}`)).expect(404);
    await fromAnywhere(t.http().get(`/api/parent-space/${declinedToken}/data`)).expect(404);

    // Receipts are accounting documents: untouched, bytes and hashes.
    const receiptsAfter = await t.db.select().from(receipts).where(eq(receipts.parentRequestId, closed));
    expect(receiptsAfter.map((r) => [r.number, r.sha256, Buffer.from(r.pdf).equals(Buffer.from(receiptsBefore.find((b) => b.id === r.id)!.pdf))])).toEqual(
      receiptsBefore.map((r) => [r.number, r.sha256, true]),
    );
    // The mails still queued for the erased requests are never sent, and nothing of them is left.
    const cancelled = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, queuedBefore.map((m) => m.id)));
    for (const mail of cancelled) expect(mail).toMatchObject({ status: 'failed', lastError: NOT_SENT, subject: ANONYMIZED, html: '', text: '' });
    const toAddress = await t.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`);
    expect(toAddress.every((m) => m.dedupKey.split(':')[1] === upcoming)).toBe(true);

    // The request with a workshop ahead is untouched, its space still open.
    expect(await requestRow(t, upcoming)).toMatchObject({ parentEmail: email.toLowerCase(), anonymizedAt: null });
    await fromAnywhere(t.http().get(`/api/parent-space/${upcomingToken}`)).expect(200);

    // The same link again: only the held request is left, so the same 409 and nothing changes.
    const before = await snapshot();
    const again = await confirm(confirmation).expect(409);
    expect(again.body.code).toBe('ERASURE_PENDING');
    expect(await snapshot()).toEqual(before);
  });

  it('a second erasure of an address left with nothing does nothing', async () => {
    const email = 'deux.fois@example.fr';
    const { id, token } = await closedWithCredit(email);
    await askErasure(token).expect(202);
    const confirmation = await confirmationIn(email);
    const [first, second] = await Promise.all([confirm(confirmation), confirm(confirmation)]);
    const answers = [first.body, second.body].sort((a, b) => b.erased.length - a.erased.length);
    expect(answers).toEqual([
      { message: PARENT_DATA_MESSAGES.erased(1), erased: [id], pending: [] },
      { message: PARENT_DATA_MESSAGES.alreadyErased, erased: [], pending: [] },
    ]);
    const before = await snapshot();
    expect((await confirm(confirmation).expect(200)).body).toEqual({ message: PARENT_DATA_MESSAGES.alreadyErased, erased: [], pending: [] });
    expect((await t.http().post(`/api/admin/parent-requests/${id}/erasure`).set(auth).expect(200)).body.erased).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'erase')))).toHaveLength(1);
  });

  it("staff erase from the request's page without a mail, by the same rule, audited with the admin", async () => {
    const email = 'par.courrier@example.fr';
    const day = addDays(parisDay(), 30);
    const held = await submitRequest(t, { parent_email: email, desired_date: day });
    const refused = await t.http().post(`/api/admin/parent-requests/${held}/erasure`).set(auth).expect(409);
    expect(refused.body.message).toContain("Aucune donnée ne peut être effacée pour l'instant.");
    expect((await requestRow(t, held)).anonymizedAt).toBeNull();

    const { id } = await closedWithCredit(email);
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const erased = await t.http().post(`/api/admin/parent-requests/${held}/erasure`).set(auth).expect(200);
    expect(erased.body).toMatchObject({ message: PARENT_DATA_MESSAGES.staffErased(1), erased: [id], pending: [expect.objectContaining({ _id: held })] });
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    const [entry] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'erase')));
    expect(entry).toMatchObject({ reason: ERASURE_AUDIT_REASON.staff, actor: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const record = await t.http().get(`/api/admin/parent-requests/${id}`).set(auth).expect(200);
    expect(record.body).toMatchObject({ parent_lastname: ANONYMIZED, parent_email: ANONYMIZED_EMAIL });
    await t.http().post(`/api/admin/parent-requests/${id}/erasure`).expect(401);
    await t.http().post('/api/admin/parent-requests/00000000-0000-4000-8000-000000000000/erasure').set(auth).expect(404);
    await t.http().get('/api/admin/parent-requests/pas-un-id/data').set(auth).expect(404);
    // The parent's rows stay as they were.
    expect((await t.db.select().from(parentRequests).where(eq(parentRequests.id, held)))[0].parentEmail).toBe(email);
  });
});
