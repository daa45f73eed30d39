import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { projectRoot } from '../../backend/src/common/project-root';
import { adminToken, button, notification, openSignedInPage } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, WIDTHS, type OpenedPage } from '../support/browser';
import { pdfText, sepaSchemaErrors } from '../support/documents';
import { startServer, type RunningServer } from '../support/server';
import { deliveredMail, linkToken, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';

jest.setTimeout(300_000);

const MERCHANT_LINK = /\/espace-artisan\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;
const PARENT_LINK = /\/mon-espace\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;

/**
 * Money out on the built product with its demo data (last month's birthdays paid in full, three bakeries with
 * payout details, one without): staff generate the transfer file and download it, mark it sent, the bakery opens
 * its statement from the link of its mail; a parent pays a deposit and downloads the receipt from their space.
 */
describe('Argent sortant : virements aux artisans, relevés et reçus', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let staffToken: string;
  const received: ReceivedMail[] = [];
  const opened: Array<OpenedPage & { name: string }> = [];

  beforeAll(async () => {
    smtp = await startSmtpServer({ messages: received });
    [server, browser] = await Promise.all([
      startServer({ env: { DEMO_DATA: 'true', SMTP_URL: smtp.url, MAIL_WORKER_INTERVAL_MS: '500' } }),
      launchBrowser(),
    ]);
    staffToken = await adminToken(server.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });

  async function api<T>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
    return json as T;
  }

  async function newPage(name: string, width: number, signedIn = false): Promise<Page> {
    const page = signedIn ? await openSignedInPage(browser, staffToken, width) : await openPage(browser, width);
    page.page.setDefaultTimeout(15_000);
    opened.push({ ...page, name });
    return page.page;
  }

  /** Clicks and returns the file the browser saved. */
  async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    return { download, bytes: readFileSync((await download.path())!) };
  }

  let statementMail: ReceivedMail;
  let dac7Mail: ReceivedMail;

  it('staff see what each bakery is owed, generate the SEPA file, download it and mark it sent', async () => {
    const page = await newPage('staff', WIDTHS.desktop, true);
    await page.goto(`${server.url}/admin/merchants`);
    await page.getByRole('link', { name: 'Paiements artisans', exact: true }).click();
    await page.getByRole('heading', { name: 'Paiements artisans', level: 2 }).waitFor();
    const yesterday = addDays(parisDay(), -1);
    await page.getByLabel('Du', { exact: true }).fill(addDays(yesterday, -90));
    await page.getByLabel('Au', { exact: true }).fill(yesterday);
    await button(page, 'Afficher').click();
    await page.getByText('Boulangerie des Pentes').first().waitFor();
    // The bakery without payout details is shown with what it lacks, and left out of the file.
    await page.getByText(/Il manque : .*IBAN/).first().waitFor();
    await screenshot(page, 'money-out-owed-1280');

    await button(page, 'Générer le fichier de virement').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Générer le fichier', exact: true }).click();
    await notification(page, /Fichier de virement PTM-\d{8}-\d{4} généré/);

    const sepa = await downloaded(page, () => button(page, 'Télécharger le fichier SEPA').first().click());
    expect(sepa.download.suggestedFilename()).toMatch(/^virements-PTM-\d{8}-\d{4}\.xml$/);
    const xml = sepa.bytes.toString('utf8');
    expect(sepaSchemaErrors(xml)).toBe('');
    expect(xml).toContain('<IBAN>FR1420041010050500013M02606</IBAN>');
    // Only the three bakeries whose details are complete are paid.
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(3);

    await button(page, 'Marquer comme envoyé').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Marquer comme envoyé', exact: true }).click();
    await notification(page, /marqué comme envoyé à la banque/);
    // The batch's actions go once the list has read it again (after the notification, later on a loaded machine).
    await button(page, 'Marquer comme envoyé').first().waitFor({ state: 'detached' });
    await screenshot(page, 'money-out-batch-sent-1280');

    statementMail = await deliveredMail(smtp, received, 'mathieu.girard@demo-artisans.fr', /Votre relevé de paiement REL-/);
  });

  it('the bakery downloads its statement from its space, on a phone', async () => {
    const token = linkToken(statementMail, MERCHANT_LINK);
    const page = await newPage('artisan', WIDTHS.mobile);
    await page.goto(`${server.url}/espace-artisan/${token}`);
    const statement = page.getByRole('link', { name: /Télécharger le PDF du relevé REL-/ });
    await statement.first().waitFor();
    await screenshot(page, 'money-out-artisan-statements-375');
    const pdf = await downloaded(page, () => statement.first().click());
    writeFileSync(join(projectRoot(), 'test-results', 'money-out-statement.pdf'), pdf.bytes);
    const text = pdfText(pdf.bytes);
    // Boulangerie des Pentes' company, paid for its two workshops of the period (the demo's default share).
    expect(text).toContain('SARL Girard Boulangerie');
    expect(text).toMatch(/REL-PTM-\d{8}-\d{4}-\d/);
    expect(text).toMatch(/Total viré\s+240,00 €/);
    // The same PDF as the mail's attachment.
    expect(statementMail.parsed.attachments.map((a) => a.content.equals(pdf.bytes))).toContain(true);
  });

  it("staff draw the bakery's DAC7 copy of this year and mail it, from its page", async () => {
    const year = parisDay().slice(0, 4);
    const list = await fetch(`${server.url}/api/admin/merchant-requests?${new URLSearchParams({ filter: JSON.stringify({ q: 'Boulangerie des Pentes' }) })}`, {
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    const [pentes] = (await list.json()) as { id: string }[];
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const page = await newPage(`staff-dac7-${width}`, width, true);
      await page.goto(`${server.url}/admin/merchants/${pentes.id}/show`);
      await button(page, 'Refaire sa copie DAC7').click();
      const dialog = page.getByRole('dialog', { name: 'Refaire la copie DAC7 de Boulangerie des Pentes' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Année' }).fill(year);
      // Mailed on the second drawing only: the first replaces nothing the artisan was sent.
      if (width === WIDTHS.mobile) await dialog.getByRole('checkbox', { name: "Envoyer la nouvelle copie à l'artisan par e-mail" }).check();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `money-out-dac7-regenerate-${width}`);
      await dialog.getByRole('button', { name: 'Refaire sa copie DAC7', exact: true }).click();
      await notification(page, width === WIDTHS.mobile ? `Copie DAC7 ${year} refaite (version 2) et envoyée à l'artisan.` : `Copie DAC7 ${year} refaite (version 1).`);
    }
    dac7Mail = await deliveredMail(smtp, received, 'mathieu.girard@demo-artisans.fr', new RegExp(`Votre copie de la déclaration DAC7 ${year}`));
    expect(received.filter((mail) => /déclaration DAC7/.test(mail.parsed.subject ?? ''))).toHaveLength(1);
  });

  it('the bakery downloads its DAC7 copy from its space, on a phone and a computer', async () => {
    const year = parisDay().slice(0, 4);
    const token = linkToken(dac7Mail, MERCHANT_LINK);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const page = await newPage(`artisan-dac7-${width}`, width);
      await page.goto(`${server.url}/espace-artisan/${token}`);
      const copy = page.getByRole('region', { name: 'Déclaration fiscale annuelle (DAC7)' }).getByRole('link', { name: `Télécharger le PDF de la copie DAC7 ${year}` });
      await copy.waitFor();
      await page.getByRole('link', { name: /Télécharger le PDF du relevé REL-/ }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await copy.scrollIntoViewIfNeeded();
      await screenshot(page, `money-out-artisan-dac7-${width}`);
      const pdf = await downloaded(page, () => copy.click());
      expect(pdf.download.suggestedFilename()).toBe(`copie-dac7-${year}.pdf`);
      writeFileSync(join(projectRoot(), 'test-results', 'money-out-dac7-copy.pdf'), pdf.bytes);
      const text = pdfText(pdf.bytes);
      expect(text).toContain(`Copie de votre déclaration DAC7 — année ${year}`);
      expect(text).toContain('SARL Girard Boulangerie');
      expect(text).not.toContain('FR1420041010050500013M02606');
      // Paid today for its two workshops (the statement's 240,00 €), all in this quarter.
      expect(text).toMatch(/Total\s+2\s+240,00 €/);
      // The same PDF as the mail's attachment.
      expect(dac7Mail.parsed.attachments.map((a) => a.content.equals(pdf.bytes))).toContain(true);
    }
  });

  it('a parent pays the deposit and downloads the receipt from their space, on a phone', async () => {
    const [lyon] = await api<{ _id: string }[]>('/api/cities/search?q=lyon');
    const email = 'ines.recu@exemple.fr';
    const { id } = await api<{ id: string }>('/api/parents', {
      parent_firstname: 'Inès',
      parent_lastname: 'Reçu',
      parent_email: email,
      parent_phone: '0612345678',
      child_firstname: 'Lou',
      child_age: 6,
      target_address: '12 rue de la République',
      target_city_id: lyon._id,
      desired_date: addDays(parisDay(), 40),
      number_of_children: 8,
      merchant_type: 'boulanger',
      recaptchaToken: 'jeton-de-test',
      terms_accepted: true,
    });
    const intent = await api<{ clientSecret: string }>('/api/payments/create-payment-intent', { amount: 3000, currency: 'eur', metadata: { requestId: id } });
    await api('/api/payments/demo/confirm', { clientSecret: intent.clientSecret });
    const mail = await deliveredMail(smtp, received, email, /Paiement autorisé/);
    const token = linkToken(mail, PARENT_LINK);

    const page = await newPage('parent', WIDTHS.mobile);
    await page.goto(`${server.url}/mon-espace/${token}`);
    const receipt = page.getByRole('region', { name: 'Justificatifs' }).getByRole('link', { name: /^Reçu n° \d{4}-\d{6}$/ });
    await receipt.waitFor();
    await screenshot(page, 'money-out-parent-receipts-375');
    const pdf = await downloaded(page, () => receipt.click());
    writeFileSync(join(projectRoot(), 'test-results', 'money-out-receipt.pdf'), pdf.bytes);
    const text = pdfText(pdf.bytes);
    expect(text).toMatch(/Reçu n° \d{4}-\d{6}/);
    expect(text).toContain('Inès Reçu');
    expect(text).toContain('30,00 €');
  });

  it('no page logged an error', () => {
    expect(opened.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`))).toEqual([]);
  });
});
