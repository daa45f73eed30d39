import { eq } from 'drizzle-orm';
import { mailOutbox, parentSpaceTokens } from '../../../backend/src/database/schema';
import { MailService } from '../../../backend/src/mail/mail.service';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { parentMailData } from '../../../backend/src/parents/parent-space-tokens';
import { findParentRequestRow } from '../../../backend/src/parents/parent-request-queries';
import type { TestApp } from '../../support/app';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createSpaceApp, inDays, proposalOn, tokenInText } from './support';

describe('Every mail to a parent carries their personal link', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t } = await createSpaceApp({ SMTP_URL: smtp.url }));
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const admin = (id: string, name: string, body: object = {}) => t.http().post(`/api/admin/parent-requests/${id}/${name}`).set(auth).send(body);

  it('received, deposit paid, proposal, refunded, refused and archived: each link opens the request', async () => {
    const email = 'tous.les.mails@example.fr';
    const refused = await submitRequest(t, { parent_email: email });
    await payWithDemo(t, refused);
    await admin(refused, 'proposal', proposalOn(inDays(40))).expect(200);
    await admin(refused, 'refund').expect(200);
    await admin(refused, 'reject', { reason: 'Aucun artisan' }).expect(200);
    const archived = await submitRequest(t, { parent_email: email });
    await admin(archived, 'close').expect(200);
    await t.app.get(MailWorker).processDue();

    const received = smtp.messages.filter((m) => m.to.includes(email));
    const expected = { [refused]: 5, [archived]: 2 };
    const seen: Record<string, number> = {};
    for (const mail of received) {
      const token = tokenInText(mail.parsed.text);
      expect(token).toBeDefined();
      expect(mail.parsed.html).toContain(`/mon-espace/${token}`);
      const { body } = await t.http().get(`/api/parent-space/${token}`).expect(200);
      seen[body.request._id] = (seen[body.request._id] ?? 0) + 1;
    }
    expect(seen).toEqual(expected);
    // Operators' mails carry none.
    for (const mail of smtp.messages.filter((m) => m.to.includes('operateur@test.fr'))) expect(mail.parsed.text).not.toContain('/mon-espace/');
  });

  it('stores no token when a replayed mail is not queued again (same dedup key)', async () => {
    const id = await submitRequest(t);
    const tokens = async () => (await t.db.select().from(parentSpaceTokens).where(eq(parentSpaceTokens.parentRequestId, id))).length;
    expect(await tokens()).toBe(1);
    const mail = t.app.get(MailService);
    const row = (await findParentRequestRow(t.db, id))!;
    const replay = () =>
      t.db.transaction((tx) =>
        mail.enqueueOnce(tx, `parent-request-received:${id}`, async () => ({
          template: 'parent-request-received',
          to: row.parentEmail,
          data: { request: await parentMailData(tx, row, undefined) },
        })),
      );
    expect(await Promise.all([replay(), replay()])).toEqual([false, false]);
    expect(await tokens()).toBe(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, `parent-request-received:${id}`))).toHaveLength(1);
  });
});
