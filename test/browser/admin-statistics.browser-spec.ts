import type { Page } from 'playwright-core';
import { demoBackOffice } from '../support/admin-session';
import { screenshot } from '../support/browser';

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The statistics page and the dashboard's visitor overview, on the demo statistics the server seeds. */
describe('Back-office : statistiques', () => {
  const demo = demoBackOffice();

  const sessionsTotal = async (page: Page) => {
    const text = await page.locator('.MuiCardHeader-root', { hasText: 'Sessions uniques' }).locator('.MuiCardHeader-subheader').innerText();
    return Number(/^(\d+)/.exec(text)![1]);
  };

  it('switches between 7 and 30 days and filters by a page, with charts drawn from the server figures', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.url}/admin/statistics`);
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

    await page.goto(`${demo.url}/admin`);
    await expect(page.getByTestId('dashboard-sessions').innerText()).resolves.toContain(String(week));
    await screenshot(page, 'admin-dashboard');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  const api = async (path: string) => {
    const response = await fetch(`${demo.url}${path}`, { headers: { Authorization: `Bearer ${demo.token}` } });
    return response.json();
  };
  /** Waits until the sessions card shows this total for the window. */
  const sessionsTotalShown = (page: Page, total: number) =>
    page.waitForFunction((expected) => document.querySelector('.MuiCardHeader-subheader')?.textContent?.startsWith(`${expected} (`), total);
  const sessionsLine = (page: Page) => page.locator('.MuiCard-root', { hasText: 'Sessions uniques' }).locator('svg .MuiLineChart-line').first();

  it('shows a custom range, and a day entered by hand, corrected, imported or deleted there changes the charts', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.url}/admin/statistics`);
    await page.locator('.MuiCardHeader-subheader').first().waitFor();

    // The demo seeds 90 tracked days and 120 hand-entered days before them: this window starts before both.
    const today = parisToday();
    const start = addDays(today, -230);
    const end = addDays(today, -208);
    const day = addDays(today, -215);
    await page.getByRole('button', { name: 'Période personnalisée' }).click();
    await page.getByTestId('stats-range-start').fill(end);
    await page.getByTestId('stats-range-end').fill(start);
    await expect(page.getByTestId('stats-range-error').innerText()).resolves.toBe('La date de début doit précéder la date de fin.');
    await page.getByTestId('stats-range-start').fill(start);
    await page.getByTestId('stats-range-end').fill(end);
    const expected = await api(`/api/stats?start=${start}&end=${end}`);
    await sessionsTotalShown(page, expected.totals.uniqueSessions);
    await expect(page.getByTestId('stats-range-error').count()).resolves.toBe(0);
    const lineBefore = await sessionsLine(page).getAttribute('d');

    // Enter a day: the server refuses a day the tracker measured, then the form accepts a free one.
    const manual = page.getByTestId('manual-days');
    await manual.getByRole('button', { name: 'Saisir un jour' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Jour').fill(addDays(today, -3));
    await dialog.getByLabel('Sessions uniques').fill('777');
    await dialog.getByLabel('Pages vues').fill('1999');
    await dialog.getByLabel('Taux de rebond (%)').fill('41.5');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(/a des visites mesurées par le suivi : il ne peut pas être saisi à la main\./).waitFor();
    await dialog.getByLabel('Jour').fill(day);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Jour enregistré').waitFor();
    await sessionsTotalShown(page, expected.totals.uniqueSessions + 777);
    expect((await api(`/api/stats?start=${day}&end=${day}`)).stats).toEqual([{ day, uniqueSessions: 777, pageViews: 1999, bounceRate: 41.5 }]);
    expect(await sessionsLine(page).getAttribute('d')).not.toBe(lineBefore);
    await screenshot(page, 'admin-statistics-manual-day');

    // Correct it from the list.
    const row = manual.locator('tbody tr', { hasText: '777' });
    await row.getByRole('button', { name: 'Éditer' }).click();
    await expect(dialog.getByLabel('Jour').isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Sessions uniques').fill('700');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Jour modifié').waitFor();
    await sessionsTotalShown(page, expected.totals.uniqueSessions + 700);

    // An import with one bad line shows the report and stores nothing; a good one adds its days.
    const other = addDays(today, -220);
    await manual.getByRole('button', { name: 'Importer un CSV' }).click();
    await dialog.getByTestId('manual-days-csv').fill(`day,uniqueSessions,pageViews,bounceRate\n${other},50,90,30\n${addDays(today, -221)},-1,90,30`);
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await dialog.getByTestId('manual-days-import-errors').getByText(/Ligne 3 : le nombre de sessions/).waitFor();
    expect((await api(`/api/stats?start=${other}&end=${other}`)).stats[0].uniqueSessions).toBe(0);
    await screenshot(page, 'admin-statistics-import-errors');
    await dialog.getByTestId('manual-days-csv').fill(`day,uniqueSessions,pageViews,bounceRate\n${other},50,90,30`);
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('1 jour importé').waitFor();
    await sessionsTotalShown(page, expected.totals.uniqueSessions + 750);

    // Delete the first one: the charts are back to the imported day only.
    await manual.locator('tbody tr', { hasText: '700' }).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Jour supprimé').waitFor();
    await sessionsTotalShown(page, expected.totals.uniqueSessions + 50);
    expect(errors.filter((e) => !/\b(400|409)\b/.test(e))).toEqual([]);
    await page.context().close();
  });
});
