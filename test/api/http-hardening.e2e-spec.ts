import { createTestApp, type TestApp } from '../support/app';

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
});
