import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SINGLE_LINE_MESSAGE } from '../../backend/src/common/form-fields';
import { mailOutbox, merchantRequests, parentRequests } from '../../backend/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { countRows, freshIp, merchantForm, submitMerchant } from '../support/merchant-requests';
import { parentForm, submitRequest } from '../support/parent-requests';

/** What the probes of the site (sqlmap, nikto, hand-made requests) asked for beyond "nothing injectable, no 5xx". */
describe('HTTP hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('Permissions-Policy', () => {
    it('refuses the features the site never uses on every answer: pages, API, errors and the beacon', async () => {
      const answers = await Promise.all([
        t.http().get('/'),
        t.http().get('/mon-espace/un-jeton-quelconque'),
        t.http().get('/admin/'),
        t.http().get('/api/health'),
        t.http().get('/api/config'),
        t.http().get('/api/pas-une-route'),
        t.http().post('/api/parent-space/links').send({}),
        t.http().post('/api/track').send({ session_id: 'entetes', page: '/', device: 'mobile' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), 200, 200, 404, 400, 204]);
      for (const answer of answers) {
        const policy: string = answer.headers['permissions-policy'];
        for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'browsing-topics=()']) expect(policy.split(', ')).toContain(denied);
        // Stripe's card form may offer the wallets: the page and Stripe's frames keep the Payment Request API.
        expect(policy.split(', ')).toContain('payment=(self "https://js.stripe.com")');
      }
    });
  });

  describe('JSON routes read only JSON', () => {
    const NOT_JSON = { statusCode: 415, message: 'Le corps de la requête doit être envoyé en application/json (en-tête Content-Type).', error: 'Unsupported Media Type' };
    const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0].n;

    it('refuses a form, a text or a multipart body with a French 415, which sends no mail', async () => {
      const before = await mails();
      const links = () => t.http().post('/api/parent-space/links');
      const answers = await Promise.all([
        links().type('form').send('email=parent%40example.fr&website='),
        links().set('Content-Type', 'text/plain;charset=UTF-8').send('{"email":"parent@example.fr","website":""}'),
        links().field('email', 'parent@example.fr').field('website', ''),
        t.http().put(`/api/parents/${randomUUID()}`).set(await t.adminAuth()).type('form').send('admin_notes=x'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(415);
        expect(answer.body).toEqual(NOT_JSON);
      }
      expect(await mails()).toBe(before);
    });

    it('reads JSON with or without a charset, and lets through a call without a body', async () => {
      const auth = await t.adminAuth();
      const json = await t.http().post('/api/parent-space/links').set('Content-Type', 'application/json; charset=utf-8').send('{"email":"pas-une-adresse","website":""}');
      expect(json.status).toBe(400);
      // No body, no Content-Type (or an empty form): the route runs, and says the artisan is unknown.
      const bare = await t.http().post(`/api/admin/merchant-requests/${randomUUID()}/space-link`).set(auth);
      const emptyForm = await t.http().post(`/api/admin/merchant-requests/${randomUUID()}/space-link`).set(auth).type('form').send('');
      expect([bare.status, emptyForm.status]).toEqual([404, 404]);
    });

    it("keeps the beacon's text/plain, the statistics import's CSV and Stripe's webhook as they are", async () => {
      const beacon = await t.http().post('/api/track').set('Content-Type', 'text/plain;charset=UTF-8').send('{"session_id":"texte","page":"/","device":"mobile"}');
      expect(beacon.status).toBe(204);
      const csv = await t.http().post('/api/admin/daily-stats/import').set(await t.adminAuth()).set('Content-Type', 'text/csv').send('2025-07-01,1,1,0');
      expect(csv.status).toBe(200);
      const webhook = await t.http().post('/api/payments/webhook').set('Content-Type', 'text/plain').send('{}');
      expect(webhook.status).not.toBe(415);
    });
  });

  describe('one-line fields hold one line', () => {
    const parents = async () => (await t.db.select({ n: count() }).from(parentRequests))[0].n;
    const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0].n;

    it('refuses CR, LF, tabs and other control characters in names, addresses and e-mails with a French 400 that stores nothing', async () => {
      const before = { parents: await parents(), mails: await mails() };
      const cases: [field: string, value: string][] = [
        ['child_firstname', 'Leo\r\nBcc: pirate@example.com'],
        ['parent_lastname', 'Martin\tDupont'],
        ['target_address', '3 rue\u001b[2J de la Paix'],
        ['merchant_type', 'boulanger\u2028pâtissier'],
        ['parent_email', 'parent@example.fr\nBcc: pirate@example.com'],
      ];
      for (const [field, value] of cases) {
        const { status, body } = await t.http().post('/api/parents').set('X-Forwarded-For', freshIp()).send(parentForm({ [field]: value }));
        expect([field, status]).toEqual([field, 400]);
        expect(body.errors.find((error: { field: string }) => error.field === field)).toEqual({ field, message: expect.any(String) });
        if (field !== 'parent_email') expect(body.message).toBe(SINGLE_LINE_MESSAGE);
      }
      expect({ parents: await parents(), mails: await mails() }).toEqual(before);

      const merchantsBefore = await countRows(t);
      const merchant = await t.http().post('/api/merchants/request').set('X-Forwarded-For', freshIp()).send(merchantForm({ establishment_name: 'Le Fournil\r\nBcc: pirate@example.com' }));
      expect([merchant.status, merchant.body.message]).toEqual([400, SINGLE_LINE_MESSAGE]);
      expect(await countRows(t)).toEqual(merchantsBefore);
    });

    it('keeps line breaks and tabs in multi-line fields, and drops a trailing newline of a one-line field', async () => {
      const id = await submitRequest(t, { allergies: 'Gluten\r\nArachides\tet œufs', child_firstname: 'Léo\n' });
      const [row] = await t.db.select().from(parentRequests).where(eq(parentRequests.id, id));
      expect([row.allergies, row.childFirstname]).toEqual(['Gluten\r\nArachides\tet œufs', 'Léo']);
      const merchantId = await submitMerchant(t, { description: 'Ateliers :\n- pain\n- viennoiseries' });
      const [application] = await t.db.select().from(merchantRequests).where(eq(merchantRequests.id, merchantId));
      expect(application.description).toBe('Ateliers :\n- pain\n- viennoiseries');
    });
  });
});
