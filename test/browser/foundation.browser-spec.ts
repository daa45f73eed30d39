import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, WIDTHS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { TEST_ENV } from '../support/test-env';

describe('Produit servi par un seul processus', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the public site on any path, the back office under /admin/, and the API', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="fr">');
    const deep = await fetch(`${server.url}/parents/payment/123`);
    expect(await deep.text()).toContain('<div id="root">');
    const admin = await fetch(`${server.url}/admin/parents?tab=1`);
    expect(await admin.text()).toContain('Back-office');
    expect(admin.headers.get('content-security-policy')).toContain('https://js.stripe.com');
    const api = await fetch(`${server.url}/api/health`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await api.json()).toEqual({ status: 'ok', database: 'pglite' });
    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
  });

  it('compresses the JavaScript bundles', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const response = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it.each(Object.entries(WIDTHS))('signs an admin in at %s width with the real login endpoint', async (label, width) => {
    const { page, errors } = await openPage(browser, width);
    await page.goto(`${server.url}/admin/`);
    await page.waitForURL(/\/admin\/login/);
    await page.locator('input[name="username"]').fill(TEST_ENV.ADMIN_EMAIL);
    await page.locator('input[name="password"]').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: /Connexion|Se connecter/i }).click();
    await page.getByText('Identifiants invalides').waitFor();
    await page.locator('input[name="password"]').fill(TEST_ENV.ADMIN_PASSWORD);
    await page.getByRole('button', { name: /Connexion|Se connecter/i }).click();
    await page.getByText('Bienvenue dans le back-office.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^ey/);
    await screenshot(page, `foundation-admin-${label}`);
    // The failed login's 401 is logged by the browser itself; nothing else may fail.
    expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    await page.context().close();
  });
});
