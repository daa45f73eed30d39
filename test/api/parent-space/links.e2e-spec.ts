import { EMAIL_MESSAGE, PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { PUBLIC_FORM_LIMIT } from '../../../backend/src/bot-check/public-form-throttle';
import { mailOutbox, parentRequests } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { HUMAN_TOKEN, startFakeRecaptcha, type FakeRecaptcha } from '../../support/fake-recaptcha';
import { freshIp } from '../../support/merchant-requests';
import { proposalForm, submitRequest } from '../../support/parent-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createSpaceApp, inDays, tokenInText } from './support';

describe('A new personal link by e-mail (POST /api/parent-space/links)', () => {
  let t: TestApp;
  let clock: TestClock;
  let smtp: TestSmtpServer;
  let recaptcha: FakeRecaptcha;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    recaptcha = await startFakeRecaptcha();
    ({ t, clock } = await createSpaceApp({ SMTP_URL: smtp.url, ...recaptcha.env }));
  });
  beforeEach(() => clock.set(Date.now()));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await recaptcha.stop();
  });

  const ask = (email: unknown, ip = freshIp(), extra: object = {}) =>
    t.http().post('/api/parent-space/links').set('X-Forwarded-For', ip).send({ email, recaptchaToken: HUMAN_TOKEN, website: '', ...extra });
  const linkMails = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'parent-space-link')));
  const sendMail = () => t.app.get(MailWorker).processDue();

  it('mails one working link per open request of a known address, and answers an unknown one the same', async () => {
    const email = 'liens.parent@example.fr';
    const a = await submitRequest(t, { parent_email: email, child_firstname: 'Anna' });
    const b = await submitRequest(t, { parent_email: email, child_firstname: 'Basile' });
    const closed = await submitRequest(t, { parent_email: email, child_firstname: 'Clément' });
    const anonymised = await submitRequest(t, { parent_email: email, child_firstname: 'Denis' });
    await t.http().post(`/api/admin/parent-requests/${closed}/close`).set(await t.adminAuth()).send({}).expect(200);
    await t.db.update(parentRequests).set({ anonymizedAt: new Date() }).where(eq(parentRequests.id, anonymised));
    await sendMail();
    const before = smtp.messages.length;

    const known = await ask('  Liens.PARENT@Example.fr ').expect(202);
    const unknown = await ask('personne@example.fr').expect(202);
    expect(known.body).toEqual({ message: PARENT_SPACE_MESSAGES.linkSent });
    expect(unknown.body).toEqual(known.body);

    await sendMail();
    const received = smtp.messages.slice(before);
    expect(received.map((m) => m.to)).toEqual([[email], [email]]);
    const byChild = Object.fromEntries(received.map((m) => [m.parsed.subject?.includes('Anna') ? a : b, tokenInText(m.parsed.text)]));
    for (const id of [a, b]) {
      const { body } = await t.http().get(`/api/parent-space/${byChild[id]}`).expect(200);
      expect(body.request._id).toBe(id);
    }
    expect(received[0].parsed.html).toContain('Suivre ma demande');

    // Asked again within the quarter of an hour: no second mail, no new token.
    await ask(email).expect(202);
    expect(await linkMails()).toHaveLength(2);
  });

  it('mails nothing for a workshop already past', async () => {
    const email = 'passe.parent@example.fr';
    const id = await submitRequest(t, { parent_email: email, desired_date: inDays(25) });
    await t.http().post(`/api/admin/parent-requests/${id}/proposal`).set(await t.adminAuth()).send(proposalForm()).expect(200);
    clock.set(Date.now() + 40 * 86_400_000);
    const count = (await linkMails()).length;
    await ask(email).expect(202);
    expect(await linkMails()).toHaveLength(count);
  });

  it('runs the bot check: a filled honeypot gets the same answer and sends nothing, a robot token is refused', async () => {
    const email = 'robot.parent@example.fr';
    await submitRequest(t, { parent_email: email });
    const count = (await linkMails()).length;
    const trap = await ask(email, freshIp(), { website: 'https://spam.example' }).expect(202);
    expect(trap.body).toEqual({ message: PARENT_SPACE_MESSAGES.linkSent });
    await ask(email, freshIp(), { recaptchaToken: 'jeton-robot' }).expect(400);
    expect(await linkMails()).toHaveLength(count);
  });

  it('validates the address in French and is throttled per address like the public forms', async () => {
    expect((await ask('pas-une-adresse').expect(400)).body.message).toBe(EMAIL_MESSAGE);
    expect((await ask(undefined).expect(400)).body.message).toBe("L'adresse e-mail est obligatoire.");
    await ask('x'.repeat(10_000) + '@example.fr').expect(400);
    const ip = freshIp();
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) await ask('inconnu@example.fr', ip).expect(202);
    const blocked = await ask('inconnu@example.fr', ip).expect(429);
    expect(blocked.body.message).toBe("Trop d'envois depuis cette connexion. Veuillez réessayer dans 15 minutes.");
  });
});
