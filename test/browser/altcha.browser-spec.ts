import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { TEST_ENV } from '../support/test-env';
import { fillParentForm, openVisitorPage } from './public-support';

jest.setTimeout(240_000);

/** ALTCHA, the default bot check, for real: the widget fetches a challenge, solves it in the page, the API checks it. */
describe('Vérification anti-robot ALTCHA (fournisseur par défaut)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { BOT_CHECK_PROVIDER: undefined } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('solves in the page, sends the solution with the parent request, and the request is stored', async () => {
    const { page, errors } = await openVisitorPage(browser, 1280);
    const response = await page.goto(`${server.url}/parents`);
    expect(response!.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
    await page.getByRole('heading', { level: 1 }).waitFor();
    const widgetCode: string[] = [];
    page.on('request', (request) => {
      if (/altcha/i.test(request.url())) widgetCode.push(request.url());
    });
    // Not part of the page's first load: it comes once the form is used.
    expect(widgetCode).toEqual([]);

    await fillParentForm(page, {
      firstname: 'Alice',
      lastname: 'Altcha',
      email: 'alice.altcha@exemple.fr',
      child: 'Léo',
      age: '7',
      children: '8',
      desiredInDays: 30,
      address: '5 place du Marché',
    });
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }).check();
    // The widget solved on its own as the form was filled (it started at the first focus after its code loaded).
    await page.getByText('Vérifié', { exact: true }).waitFor();
    await screenshot(page, 'altcha-parents-form-verified');
    expect(await axeViolations(page)).toEqual([]);

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/parents') && request.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/parents') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const body = (await posted).postDataJSON() as { altcha?: string; recaptchaToken?: string };
    expect(body.recaptchaToken).toBeUndefined();
    const payload = JSON.parse(Buffer.from(body.altcha!, 'base64').toString()) as { challenge: { parameters: { algorithm: string } }; solution: object };
    expect(payload.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect((await answered).status()).toBe(201);
    await page.waitForURL(/\/parents\/payment\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;

    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const stored = await fetch(`${server.url}/api/admin/parent-requests/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ parent_lastname: 'Altcha', parent_email: 'alice.altcha@exemple.fr' });

    // The same solution sent again is refused in French, and stores nothing.
    const replay = await fetch(`${server.url}/api/parents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: (await posted).postData()!,
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('BOT_CHECK_REUSED');
    expect(widgetCode.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
