import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { MailWorker } from '../../../backend/src/mail/mail.worker';
import { createTestApp, type TestApp } from '../../support/app';
import { payWithDemo, submitRequest } from '../../support/parent-requests';
import { fromAnywhere, proposeOnline, spaceToken } from '../../support/parent-space';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

describe('Parent space: the booked workshop in the calendar (download and the balance mail’s attachment)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let auth: { Authorization: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const calendar = (token: string) =>
    fromAnywhere(t.http().get(`/api/parent-space/${token}/calendar.ics`))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
  /** Lines unfolded (RFC 5545 folds long lines). */
  const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

  it('serves the .ics once accepted, in Paris time, 1 h 30, at the artisan’s address, a reminder the day before; the mail carries the same file', async () => {
    // 14:00 UTC on a summer day is 16:00 in Paris.
    const date = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 4, 14, 0)).toISOString();
    const id = await submitRequest(t);
    await payWithDemo(t, id);
    await proposeOnline(t, auth, id, { date, establishment_name: 'Boulangerie du Parc', address: '3 place Bellecour, 69002 Lyon' });
    const token = await spaceToken(t, id);
    const early = await calendar(token).expect(409);
    expect(JSON.parse(early.body as string)).toMatchObject({ code: 'ACTION_CLOSED', message: PARENT_SPACE_MESSAGES.calendarClosed });

    const { body } = await fromAnywhere(t.http().post(`/api/parent-space/${token}/proposal/accept`)).expect(200);
    await fromAnywhere(t.http().post('/api/payments/demo/confirm')).send({ clientSecret: body.clientSecret }).expect(200);

    const response = await calendar(token).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="atelier-anniversaire.ics"');
    const ics = unfold(response.body as string);
    const day = date.slice(0, 10).replace(/-/g, '');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${day}T160000`);
    expect(ics).toContain(`DTEND;TZID=Europe/Paris:${day}T173000`);
    expect(ics).toContain("SUMMARY:Atelier d'anniversaire de Zoé");
    expect(ics).toContain('LOCATION:Boulangerie du Parc\\, 3 place Bellecour\\, 69002 Lyon');
    expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-P1D/);

    // The worker sends the parent's mail with the file attached.
    await t.app.get(MailWorker).processDue();
    const received = await smtp.waitForMessages(1);
    const confirmation = received.find((m) => m.parsed.subject?.startsWith('Solde réglé') && m.to.includes('helene.lefevre@example.fr'));
    expect(confirmation).toBeDefined();
    const [attachment] = confirmation!.parsed.attachments;
    expect(attachment).toMatchObject({ filename: 'atelier-anniversaire.ics', contentType: 'text/calendar' });
    const attached = unfold(attachment.content.toString('utf8'));
    expect(attached).toContain(`DTSTART;TZID=Europe/Paris:${day}T160000`);
    expect(attached).toContain("SUMMARY:Atelier d'anniversaire de Zoé");
  });

  it('answers the one 404 to an unknown token', async () => {
    expect(JSON.parse((await calendar('C'.repeat(32)).expect(404)).body as string).message).toBe(PARENT_SPACE_MESSAGES.notFound);
  });
});
