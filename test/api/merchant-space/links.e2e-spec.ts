import { EMAIL_MESSAGE, MERCHANT_LINK_VALID_DAYS, MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import { PUBLIC_FORM_LIMIT } from '../../../backend/src/bot-check/public-form-throttle';
import { auditEvents, mailOutbox, merchantSpaceTokens } from '../../../backend/src/database/schema';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import type { TestApp } from '../../support/app';
import type { TestClock } from '../../support/clock';
import { HUMAN_TOKEN, startFakeRecaptcha, type FakeRecaptcha } from '../../support/fake-recaptcha';
import { freshIp, setStatus, submitMerchant } from '../../support/merchant-requests';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { approvedMerchant, createSpaceApp, merchantTokenInText } from './support';

describe("The artisan's links: by mail on request, on approval, sent and revoked by staff", () => {
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
    t.http().post('/api/merchant-space/links').set('X-Forwarded-For', ip).send({ email, recaptchaToken: HUMAN_TOKEN, website: '', ...extra });
  const linkMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'merchant-space-link'));
  const sendMail = () => t.app.get(MailWorker).processDue();
  const view = (token: string | undefined) => t.http().get(`/api/merchant-space/${token}`);

  it('the approval mail carries a working link and says how long it lasts', async () => {
    const before = smtp.messages.length;
    const { id } = await approvedMerchant(t, { email: 'bienvenue.artisan@example.fr' });
    await sendMail();
    const welcome = smtp.messages.slice(before).find((m) => m.parsed.subject?.startsWith('Bienvenue'))!;
    expect(welcome.to).toEqual(['bienvenue.artisan@example.fr']);
    const token = merchantTokenInText(welcome.parsed.text);
    expect(welcome.parsed.text).toContain(`valable ${MERCHANT_LINK_VALID_DAYS} jours`);
    expect(welcome.parsed.html).toContain('Ouvrir mon espace artisan');
    expect(welcome.parsed.html).toContain(`/espace-artisan/${token}`);
    expect((await view(token).expect(200)).body.profile.establishment_name).toBe('Boulangerie du Parc');
    const { body: record } = await t.http().get(`/api/admin/merchant-requests/${id}`).set(await t.adminAuth()).expect(200);
    expect(Date.parse(record.space_link_sent_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('mails a validated artisan one working link, and answers an unknown, pending or refused address the same without mail', async () => {
    await approvedMerchant(t, { email: 'connu.artisan@example.fr' });
    await submitMerchant(t, { email: 'attente.artisan@example.fr' });
    const refused = await submitMerchant(t, { email: 'refuse.artisan@example.fr' });
    await setStatus(t, refused, 'rejected');
    await sendMail();
    const before = smtp.messages.length;

    const known = await ask('  Connu.ARTISAN@Example.fr ').expect(202);
    expect(known.body).toEqual({ message: MERCHANT_SPACE_MESSAGES.linkSent });
    for (const other of ['personne@example.fr', 'attente.artisan@example.fr', 'refuse.artisan@example.fr']) {
      expect((await ask(other).expect(202)).body).toEqual(known.body);
    }
    await sendMail();
    const received = smtp.messages.slice(before);
    expect(received.map((m) => m.to)).toEqual([['connu.artisan@example.fr']]);
    expect((await view(merchantTokenInText(received[0].parsed.text)).expect(200)).body.profile.manager_firstname).toBe('Jeanne');

    // Asked again within the quarter of an hour: no second mail, no new token.
    const tokens = (await t.db.select().from(merchantSpaceTokens)).length;
    await ask('connu.artisan@example.fr').expect(202);
    expect(await linkMails()).toHaveLength(1);
    expect(await t.db.select().from(merchantSpaceTokens)).toHaveLength(tokens);
  });

  it('runs the bot check: a filled honeypot gets the same answer and sends nothing, a robot token is refused', async () => {
    await approvedMerchant(t, { email: 'robot.artisan@example.fr' });
    const count = (await linkMails()).length;
    const trap = await ask('robot.artisan@example.fr', freshIp(), { website: 'https://spam.example' }).expect(202);
    expect(trap.body).toEqual({ message: MERCHANT_SPACE_MESSAGES.linkSent });
    await ask('robot.artisan@example.fr', freshIp(), { recaptchaToken: 'jeton-robot' }).expect(400);
    expect(await linkMails()).toHaveLength(count);
  });

  it('validates the address in French and is throttled like the public forms', async () => {
    expect((await ask('pas-une-adresse').expect(400)).body.message).toBe(EMAIL_MESSAGE);
    expect((await ask(undefined).expect(400)).body.message).toBe("L'adresse e-mail est obligatoire.");
    await ask('x'.repeat(10_000) + '@example.fr').expect(400);
    await ask('a\u0000b@example.fr').expect(400);
    const ip = freshIp();
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) await ask('inconnu@example.fr', ip).expect(202);
    const blocked = await ask('inconnu@example.fr', ip).expect(429);
    expect(blocked.body.message).toBe("Trop d'envois depuis cette connexion. Veuillez réessayer dans 15 minutes.");
  });

  it('staff send a validated artisan a new link (409 otherwise) and revoke all their links, both audited', async () => {
    const auth = await t.adminAuth();
    const { id, token } = await approvedMerchant(t, { email: 'staff.artisan@example.fr' });
    const calendar = (await t.http().post(`/api/merchant-space/${token}/calendar-link`).expect(200)).body.url as string;
    const calendarToken = calendar.split('/').at(-2)!;
    await sendMail();
    const before = smtp.messages.length;

    const sent = await t.http().post(`/api/admin/merchant-requests/${id}/space-link`).set(auth).expect(200);
    expect(sent.body).toMatchObject({ id, space_link_sent_at: expect.any(String) });
    await sendMail();
    const [mail] = smtp.messages.slice(before);
    expect(mail.to).toEqual(['staff.artisan@example.fr']);
    const fresh = merchantTokenInText(mail.parsed.text);
    expect(fresh).not.toBe(token);
    await view(fresh).expect(200);
    await view(token).expect(200);

    const revoked = await t.http().delete(`/api/admin/merchant-requests/${id}/space-links`).set(auth).expect(200);
    expect(revoked.body.space_link_sent_at).toBeNull();
    await view(fresh).expect(404);
    await view(token).expect(404);
    await t.http().get(`/api/merchant-space/${calendarToken}/calendar.ics`).expect(404);
    const actions = await t.db.select({ action: auditEvents.action, actor: auditEvents.actor }).from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['space_link_sent', 'space_links_revoked']));

    const pending = await submitMerchant(t, { email: 'pas.valide@example.fr' });
    const mails = (await linkMails()).length;
    const refused = await t.http().post(`/api/admin/merchant-requests/${pending}/space-link`).set(auth).expect(409);
    expect(refused.body.message).toBe(MERCHANT_SPACE_MESSAGES.notActive);
    expect(await linkMails()).toHaveLength(mails);
    await t.http().post('/api/admin/merchant-requests/00000000-0000-4000-8000-000000000000/space-link').set(auth).expect(404);
    await t.http().delete('/api/admin/merchant-requests/pas-un-id/space-links').set(auth).expect(404);
    await t.http().post(`/api/admin/merchant-requests/${id}/space-link`).expect(401);
  });
});
