import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { adminToken, button, openSignedInPage } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, WIDTHS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { deliveredMail, linkToken, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { fillParentForm, scrollToForm, settle } from './public-support';

jest.setTimeout(300_000);

const SPACE_LINK = /\/mon-espace\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;
/** The erasure link of the confirmation mail: its signed token after `#`. */
const ERASURE_LINK = /(https?:\/\/[^\s"<>]+\/mon-espace\/effacement#[A-Za-z0-9_.-]+)/;

/**
 * « Mes données » on the built product at 375 px: a parent downloads their data, asks for the erasure, follows the
 * link of the real mail caught by the test SMTP server, and the back office then shows the request anonymised.
 */
describe('Espace parent : télécharger puis effacer mes données', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let staffToken: string;
  const received: ReceivedMail[] = [];
  const parent = { email: 'margot.petit@exemple.fr', requestId: '', token: '' };

  beforeAll(async () => {
    smtp = await startSmtpServer({ messages: received });
    [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_MS: '500' } }), launchBrowser()]);
    staffToken = await adminToken(server.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  const mailTo = (subject: RegExp) => deliveredMail(smtp, received, parent.email, subject);

  /** A screenshot and axe's verdict at both widths, then back to the phone. */
  async function captureBothWidths(page: Page, name: string): Promise<void> {
    for (const [label, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      await screenshot(page, `${name}-${label}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  }

  it('1. a parent sends a request, then cancels it: nothing is pending any more', async () => {
    const { page } = await openPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}/parents`);
    await scrollToForm(page);
    await fillParentForm(page, { firstname: 'Margot', lastname: 'Petit', email: parent.email, child: 'Jules', age: '6', children: '5', desiredInDays: 30, address: '4 rue Paul Bert' });
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Envoyer/ }).click();
    await page.waitForURL(/\/parents\/payment\/[0-9a-f-]{36}$/);
    parent.requestId = page.url().split('/').pop()!;
    await page.context().close();

    parent.token = linkToken(await mailTo(/^Nous avons bien reçu votre demande/), SPACE_LINK);
    const cancel = await fetch(`${server.url}/api/parent-space/${parent.token}/cancel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(cancel.status).toBe(200);
  });

  it('2. « Télécharger mes données » gives the JSON file of everything held about the address', async () => {
    const { page } = await openPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}/mon-espace/${parent.token}`);
    const card = page.getByRole('region', { name: 'Mes données' });
    await card.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toBe('mes-donnees-les-ptits-mitrons.json');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file).toMatchObject({ format: 'ptits-mitrons/donnees-parent/1', email: parent.email });
    expect(file.tables.parent_requests).toEqual([expect.objectContaining({ id: parent.requestId, parent_lastname: 'Petit', child_firstname: 'Jules', status: 'admin_closed' })]);
    expect(file.mails.map((mail: { subject: string }) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Nous avons bien reçu votre demande/)]));
    await card.scrollIntoViewIfNeeded();
    await captureBothWidths(page, 'data-rights-space');
    await page.context().close();
  });

  it('3. « Effacer mes données » mails a link; following it from the real mail erases the request', async () => {
    const { page } = await openPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}/mon-espace/${parent.token}`);
    await page.getByRole('region', { name: 'Mes données' }).getByRole('button', { name: 'Effacer mes données' }).click();
    const dialog = page.getByRole('dialog', { name: 'Effacer mes données' });
    await dialog.getByText(/Anniversaire de Jules, .+ : effaçable dès confirmation/).waitFor();
    await captureBothWidths(page, 'data-rights-erasure-dialog');
    await dialog.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
    await dialog.getByText('Un e-mail vient de vous être envoyé', { exact: false }).waitFor();
    await screenshot(page, 'data-rights-erasure-sent-mobile');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const mail = await mailTo(/^Confirmez l’effacement de vos données$/);
    const link = ERASURE_LINK.exec(mail.parsed.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(typeof mail.parsed.html === 'string' && mail.parsed.html.includes(link!)).toBe(true);

    const confirm = await openPage(browser, WIDTHS.mobile);
    await confirm.page.goto(link!);
    await confirm.page.getByRole('heading', { level: 1, name: 'Effacer mes données' }).waitFor();
    await captureBothWidths(confirm.page, 'data-rights-confirm');
    await confirm.page.getByRole('button', { name: 'Effacer définitivement mes données' }).click();
    await confirm.page.getByText('Vos données ont été effacées pour 1 demande.').waitFor();
    await captureBothWidths(confirm.page, 'data-rights-erased');

    // The space's link is dead.
    await confirm.page.goto(`${server.url}/mon-espace/${parent.token}`);
    await confirm.page.getByText("Ce lien n'est pas valide ou a expiré.", { exact: false }).waitFor();
    await confirm.page.context().close();
  });

  it('4. the back office then shows the request anonymised, with the erasure in its history', async () => {
    const { page } = await openSignedInPage(browser, staffToken);
    await page.goto(`${server.url}/admin/parents/${parent.requestId}/show`);
    await page.getByText('anonyme@anonyme.invalid').first().waitFor();
    await page.getByText("Données personnelles effacées (droit à l'effacement)").first().waitFor();
    await expect(page.getByText('Petit', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByText('Jules', { exact: true }).count()).resolves.toBe(0);
    // The staff's own buttons for rights exercised by mail, and their confirm dialog (axe at both widths).
    await button(page, 'Exporter les données').waitFor();
    const openDialog = async (on: Page) => {
      await on.getByRole('button', { name: 'Effacer les données' }).click();
      const dialog = on.getByRole('dialog', { name: 'Effacer les données du parent' });
      await dialog.getByText('anonyme@anonyme.invalid', { exact: false }).waitFor();
      await settle(on);
      return dialog;
    };
    const dialog = await openDialog(page);
    await screenshot(page, 'data-rights-admin-erase-dialog-desktop');
    expect(await axeViolations(page)).toEqual([]);
    // A second erasure, by staff this time, does nothing and says so.
    await dialog.getByRole('button', { name: 'Effacer', exact: true }).click();
    await page.locator('.MuiSnackbar-root', { hasText: 'Vos données ont déjà été effacées' }).waitFor();

    const phone = await openSignedInPage(browser, staffToken, WIDTHS.mobile);
    await phone.page.goto(`${server.url}/admin/parents/${parent.requestId}/show`);
    await phone.page.getByText('anonyme@anonyme.invalid').first().waitFor();
    await openDialog(phone.page);
    await screenshot(phone.page, 'data-rights-admin-erase-dialog-mobile');
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.page.context().close();
    await page.context().close();
  });
});
