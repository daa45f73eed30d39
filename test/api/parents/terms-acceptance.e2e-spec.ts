import { count, eq } from 'drizzle-orm';
import { mailOutbox, merchantRequests, parentRequests } from '../../../backend/src/database/schema';
import { TERMS_MESSAGES, TERMS_VERSIONS, termsVersionLabel } from '@ptits-mitrons/domain';
import { createTestApp, type TestApp } from '../../support/app';
import { pdfText } from '../../support/documents';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../support/fake-recaptcha';
import { freshIp, merchantForm } from '../../support/merchant-requests';
import { parentForm, payWithDemo, submitRequest } from '../../support/parent-requests';

/** Code de la consommation L221-5, L221-13 and L221-14: the terms are accepted before any payment, and a durable copy follows. */
describe('Terms accepted before any payment', () => {
  let t: TestApp;
  let recaptcha: FakeRecaptcha;
  beforeAll(async () => {
    recaptcha = await startFakeRecaptcha();
    t = await createTestApp({ env: recaptcha.env });
  });
  afterAll(async () => {
    await t.close();
    await recaptcha.stop();
  });

  const rows = async () => ({
    requests: (await t.db.select({ n: count() }).from(parentRequests))[0].n,
    merchants: (await t.db.select({ n: count() }).from(merchantRequests))[0].n,
    mails: (await t.db.select({ n: count() }).from(mailOutbox))[0].n,
  });

  it('refuses a parent request whose CGV were not accepted, in French, and stores and sends nothing', async () => {
    const before = await rows();
    for (const terms_accepted of [undefined, false, 'true', 1, null, 'on']) {
      const { body } = await t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm({ terms_accepted })).expect(400);
      expect(body.message).toBe(TERMS_MESSAGES.parentRequired);
      expect(body.errors).toEqual([{ field: 'terms_accepted', message: TERMS_MESSAGES.parentRequired }]);
    }
    expect(await rows()).toEqual(before);
  });

  it('records when the CGV were accepted and which version, shown on the request in the back office', async () => {
    const started = Date.now();
    const id = await submitRequest(t);
    const { body } = await t.http().get(`/api/admin/parent-requests/${id}`).set(await t.adminAuth()).expect(200);
    expect(body.terms_version).toBe(TERMS_VERSIONS.cgv);
    expect(Date.parse(body.terms_accepted_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(body.terms_accepted_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('shows a request from before the checkbox as not recorded', async () => {
    const id = await submitRequest(t);
    await t.db.update(parentRequests).set({ termsAcceptedAt: null, termsVersion: null }).where(eq(parentRequests.id, id));
    const { body } = await t.http().get(`/api/admin/parent-requests/${id}`).set(await t.adminAuth()).expect(200);
    expect(body).toMatchObject({ terms_accepted_at: null, terms_version: null });
  });

  it('refuses an application whose CGU and artisans’ conditions were not accepted, and stores and sends nothing', async () => {
    const before = await rows();
    for (const terms_accepted of [undefined, false, 'true']) {
      const { body } = await t.http().post('/api/merchants/request').set('X-Forwarded-For', freshIp()).send(merchantForm({ terms_accepted })).expect(400);
      expect(body.message).toBe(TERMS_MESSAGES.merchantRequired);
    }
    expect(await rows()).toEqual(before);
  });

  it('records the versions of the CGU and of the artisans’ conditions an applicant accepted', async () => {
    const { body: created } = await t.http().post('/api/merchants/request').set('X-Forwarded-For', freshIp()).send(merchantForm()).expect(201);
    const { body } = await t.http().get(`/api/admin/merchant-requests/${created.id}`).set(await t.adminAuth()).expect(200);
    expect(body).toMatchObject({ cgu_version: TERMS_VERSIONS.cgu, artisan_terms_version: TERMS_VERSIONS.artisans });
    expect(body.terms_accepted_at).toEqual(expect.any(String));
  });

  it('attaches the accepted CGV as a PDF to the deposit confirmation mail (a durable medium), once', async () => {
    const id = await submitRequest(t);
    await payWithDemo(t, id);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, `parent-deposit-paid:${id}`));
    const pdfs = (mail.attachments ?? []).filter((file) => file.contentType === 'application/pdf');
    const cgv = pdfs.find((file) => file.filename === `CGV-${TERMS_VERSIONS.cgv}.pdf`);
    expect(cgv).toBeDefined();
    const text = pdfText(Buffer.from(cgv!.content, 'base64')).replace(/\s+/g, ' ');
    expect(text).toContain('Conditions générales de vente');
    expect(text).toContain(termsVersionLabel('cgv').replace(/^v/, 'V'));
    // CGV §8 names the mediator (Code de la consommation L616-1), from the settings.
    const { body: settings } = await t.http().get('/api/config').expect(200);
    expect(text).toContain(settings.mediator.name);
    expect(mail.text).toContain(`Les conditions générales de vente que vous avez acceptées (${termsVersionLabel('cgv')}) sont jointes`);
  });

  it('attaches the CGV in force, without saying they were accepted, to the deposit of a request from before the checkbox', async () => {
    const id = await submitRequest(t);
    await t.db.update(parentRequests).set({ termsAcceptedAt: null, termsVersion: null }).where(eq(parentRequests.id, id));
    await payWithDemo(t, id);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupKey, `parent-deposit-paid:${id}`));
    expect(mail.text).toContain(`Nos conditions générales de vente en vigueur (${termsVersionLabel('cgv')}) sont jointes`);
    expect(mail.text).not.toContain('que vous avez acceptées');
    expect(mail.attachments?.map((file) => file.filename)).toContain(`CGV-${TERMS_VERSIONS.cgv}.pdf`);
  });
});
