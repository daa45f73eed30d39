import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, WIDTHS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { TEST_ENV } from '../support/test-env';

/** The statistics page and the dashboard's visitor overview, on the demo statistics the server seeds. */
describe('Back-office : statistiques', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { DEMO_DATA: 'true' } }), launchBrowser()]);
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }),
    });
    token = ((await response.json()) as { token: string }).token;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const sessionsTotal = async (page: Page) => {
    const text = await page.locator('.MuiCardHeader-root', { hasText: 'Sessions uniques' }).locator('.MuiCardHeader-subheader').innerText();
    return Number(/^(\d+)/.exec(text)![1]);
  };

  it('switches between 7 and 30 days and filters by a page, with charts drawn from the server figures', async () => {
    const { page, errors } = await openPage(browser, WIDTHS.desktop);
    await page.context().addInitScript((value) => localStorage.setItem('adminToken', value), token);
    await page.goto(`${server.url}/admin/statistics`);
    await page.locator('.MuiCardHeader-subheader').first().waitFor();
    const week = await sessionsTotal(page);
    expect(week).toBeGreaterThan(0);
    await expect(page.locator('svg .MuiLineChart-line').count()).resolves.toBe(3);
    await page.getByRole('button', { name: '30 jours' }).click();
    await page.waitForFunction((before) => {
      const header = [...document.querySelectorAll('.MuiCardHeader-root')].find((h) => h.textContent?.includes('Sessions uniques'));
      return Number(/^(\d+)/.exec(header?.querySelector('.MuiCardHeader-subheader')?.textContent ?? '')?.[1]) > before;
    }, week);
    const month = await sessionsTotal(page);
    await screenshot(page, 'admin-statistics-30-days');
    const firstPage = page.locator('tbody tr').first();
    const path = await firstPage.locator('td').first().innerText();
    await firstPage.click();
    await page.getByTestId('stats-page-filter').getByText(path).waitFor();
    await page.waitForFunction((before) => {
      const header = [...document.querySelectorAll('.MuiCardHeader-root')].find((h) => h.textContent?.includes('Sessions uniques'));
      return Number(/^(\d+)/.exec(header?.querySelector('.MuiCardHeader-subheader')?.textContent ?? '')?.[1]) < before;
    }, month);
    await screenshot(page, 'admin-statistics-page-filter');

    await page.goto(`${server.url}/admin`);
    await expect(page.getByTestId('dashboard-sessions').innerText()).resolves.toContain(String(week));
    await screenshot(page, 'admin-dashboard');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
