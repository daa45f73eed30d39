import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTISAN_TAX_NOTICE, MERCHANT_DATA_FILENAME, MERCHANT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { adminToken, button, openSignedInPage } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, WIDTHS, type OpenedPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { deliveredMail, linkToken, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import type { MerchantDataExportResponse } from '@ptits-mitrons/api-types';

jest.setTimeout(300_000);

const MERCHANT_LINK = /\/espace-artisan\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;
const ARTISAN_EMAIL = 'mathieu.girard@demo-artisans.fr';

/**
 * An artisan's data rights on the built product with its demo data: the space shows the tax notice with the
 * statements and « Mes données », downloads the JSON file and sends the erasure request, at 375 and 1280 px; staff
 * find the export and the erasure on the artisan's page. axe finds nothing on any of these screens.
 */
describe("Droits de l'artisan sur ses données, et la notice fiscale", () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let staffToken: string;
  let merchantId: string;
  let token: string;
  const received: ReceivedMail[] = [];
  const opened: Array<OpenedPage & { name: string }> = [];

  beforeAll(async () => {
    smtp = await startSmtpServer({ messages: received });
    [server, browser] = await Promise.all([startServer({ env: { DEMO_DATA: 'true', SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_MS: '500' } }), launchBrowser()]);
    staffToken = await adminToken(server.url);
    const list = await fetch(`${server.url}/api/admin/merchant-requests?filter=${encodeURIComponent(JSON.stringify({ q: 'Pentes' }))}`, {
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    [{ id: merchantId }] = (await list.json()) as { id: string }[];
    const sent = await fetch(`${server.url}/api/admin/merchant-requests/${merchantId}/space-link`, { method: 'POST', headers: { Authorization: `Bearer ${staffToken}` } });
    expect(sent.status).toBe(200);
    token = linkToken(await deliveredMail(smtp, received, ARTISAN_EMAIL, /lien vers votre espace artisan/), MERCHANT_LINK);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  async function newPage(name: string, width: number, signedIn = false): Promise<Page> {
    const page = signedIn ? await openSignedInPage(browser, staffToken, width) : await openPage(browser, width);
    page.page.setDefaultTimeout(15_000);
    opened.push({ ...page, name });
    return page.page;
  }

  async function openSpace(width: number): Promise<Page> {
    const page = await newPage(`artisan-${width}`, width);
    await page.goto(`${server.url}/espace-artisan/${token}`);
    await page.getByRole('region', { name: 'Mes données' }).waitFor();
    await page.getByRole('region', { name: 'Relevés de paiement' }).getByRole('complementary', { name: ARTISAN_TAX_NOTICE.title }).waitFor();
    return page;
  }

  it.each([WIDTHS.mobile, WIDTHS.desktop])('at %i px the space shows the tax notice and « Mes données », and axe finds nothing', async (width) => {
    const page = await openSpace(width);
    const notice = page.getByRole('complementary', { name: ARTISAN_TAX_NOTICE.title });
    await notice.scrollIntoViewIfNeeded();
    expect(await notice.getByRole('link', { name: /impots\.gouv\.fr/ }).getAttribute('href')).toBe('https://www.impots.gouv.fr');
    expect(await notice.getByRole('link', { name: /urssaf\.fr/ }).getAttribute('href')).toBe('https://www.urssaf.fr');
    const data = page.getByRole('region', { name: 'Mes données' });
    await data.scrollIntoViewIfNeeded();
    await screenshot(page, `merchant-data-rights-space-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    await data.getByRole('button', { name: "Demander l'effacement" }).click();
    await data.getByRole('button', { name: 'Confirmer la demande' }).waitFor();
    await screenshot(page, `merchant-data-rights-confirm-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    await data.getByRole('button', { name: 'Annuler' }).click();
  });

  it('on a phone, the artisan downloads their data and asks for erasure; the operator gets one mail', async () => {
    const page = await openSpace(WIDTHS.mobile);
    const data = page.getByRole('region', { name: 'Mes données' });
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toBe(MERCHANT_DATA_FILENAME);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as MerchantDataExportResponse;
    expect(file.application).toMatchObject({ id: merchantId, email: ARTISAN_EMAIL, establishment_name: 'Boulangerie des Pentes' });
    expect(file.payout_details?.iban_masked).toMatch(/^FR14 /);
    expect(JSON.stringify(file)).not.toContain('FR1420041010050500013M02606');

    await data.getByRole('button', { name: "Demander l'effacement" }).click();
    await data.getByRole('button', { name: 'Confirmer la demande' }).click();
    await data.getByText(MERCHANT_DATA_MESSAGES.erasureRequested).waitFor();
    await screenshot(page, 'merchant-data-rights-requested-375');
    expect(await axeViolations(page)).toEqual([]);
    await deliveredMail(smtp, received, 'operateur@test.fr', /Demande d'effacement des données : Boulangerie des Pentes/);

    // A second request, from another visit, says it is already asked and mails nobody.
    await page.reload();
    await page.getByRole('region', { name: 'Mes données' }).getByRole('button', { name: "Demander l'effacement" }).click();
    await page.getByRole('button', { name: 'Confirmer la demande' }).click();
    await page.getByText(/est déjà entre les mains de notre équipe/).waitFor();
    expect(received.filter((m) => /Demande d'effacement des données/.test(m.parsed.subject ?? ''))).toHaveLength(1);
  });

  it("staff find « Télécharger ses données » and « Effacer ses données » on the artisan's page; axe finds nothing in the dialog", async () => {
    const page = await newPage('staff', WIDTHS.desktop, true);
    await page.goto(`${server.url}/admin/merchants/${merchantId}/show`);
    await button(page, 'Télécharger ses données').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Télécharger ses données').click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as MerchantDataExportResponse;
    expect(file.erasure_requests).toHaveLength(1);
    await button(page, 'Effacer ses données').click();
    const dialog = page.getByRole('dialog', { name: "Effacer les données de l'artisan" });
    await dialog.getByText(/ce que la loi fiscale impose de garder/).waitFor();
    // The dialog fades in: axe and the screenshot read it once it is opaque.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[role="dialog"]')!).opacity === '1');
    await screenshot(page, 'merchant-data-rights-admin-erase-1280');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });

  it('no page logged an error', () => {
    expect(opened.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`))).toEqual([]);
  });
});
