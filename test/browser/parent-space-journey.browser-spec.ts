import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { adminToken, button, notification, openSignedInPage } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, WIDTHS, type OpenedPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { deliveredMail, linkToken, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { field, fillParentForm, scrollToForm, settle } from './public-support';

jest.setTimeout(300_000);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
/** What a date input takes. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The personal link's path in a mail: /mon-espace/{token}, the token being 32 base64url characters. */
const SPACE_LINK = /\/mon-espace\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;

/**
 * The parent space end to end on the built product, as people use it: the parent on the public site, the staff in
 * the back office, the mails caught by a real SMTP server (the server's mail worker runs every half second), the
 * demo payment provider standing in for Stripe.
 */
describe('Espace parent : du formulaire au solde réglé, puis une annulation avec avoir', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let staffToken: string;
  const received: ReceivedMail[] = [];
  /** Every page opened, so that the last test can read their console errors. */
  const opened: Array<OpenedPage & { name: string }> = [];
  const journey = { requestId: '', token: '', email: 'claire.dubois@exemple.fr' };
  const cancelled = { requestId: '', token: '', email: 'julie.moreau@exemple.fr', code: '', creditRequestId: '' };

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

  async function parentPage(name: string, width: number = WIDTHS.mobile): Promise<Page> {
    const page = await openPage(browser, width);
    page.page.setDefaultTimeout(15_000);
    opened.push({ ...page, name });
    return page.page;
  }

  async function staffPage(name: string): Promise<Page> {
    const page = await openSignedInPage(browser, staffToken);
    page.page.setDefaultTimeout(15_000);
    opened.push({ ...page, name });
    return page.page;
  }

  const mailTo = (to: string, subject: RegExp) => deliveredMail(smtp, received, to, subject);

  const spaceToken = (mail: ReceivedMail) => linkToken(mail, SPACE_LINK);

  /** The space at both widths: a full-page screenshot and axe's verdict at each, then back to the page's own width. */
  async function captureBothWidths(page: Page, name: string): Promise<void> {
    const own = page.viewportSize()!;
    for (const [label, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
      await screenshot(page, `${name}-${label}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.setViewportSize(own);
  }

  /** On a wide screen the actions sit side by side: buttons sharing a line have one height, whatever their size. */
  async function expectEvenActionRows(page: Page): Promise<void> {
    const own = page.viewportSize()!;
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const boxes = await page
      .getByRole('region', { name: 'Ce que vous pouvez faire' })
      .locator('a, button')
      .evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()).map((r) => ({ middle: Math.round(r.top + r.height / 2), height: Math.round(r.height) })));
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(box.middle, [...(rows.get(box.middle) ?? []), box.height]);
    expect(boxes.length).toBeGreaterThan(1);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
    await page.setViewportSize(own);
  }

  /** The request form as a parent fills it; `extra` fills the optional fields. */
  async function fillRequestForm(page: Page, who: { firstname: string; lastname: string; email: string; child: string }, desiredInDays: number, extra: Record<string, string> = {}) {
    await page.goto(`${server.url}/parents`);
    await scrollToForm(page);
    await fillParentForm(page, { ...who, age: '7', children: '6', desiredInDays, address: '5 place du Marché' });
    for (const [label, value] of Object.entries(extra)) await field(page, label).fill(value);
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Envoyer/ }).click();
  }

  /** From the payment page the form leads to, the demo deposit, to the confirmation; answers the request's id. */
  async function payDeposit(page: Page): Promise<string> {
    await page.waitForURL(/\/parents\/payment\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByText('Mode démonstration', { exact: false }).waitFor();
    await page.getByRole('button', { name: "Payer l'acompte de 30 €" }).click();
    await page.waitForURL(`${server.url}/parents/confirmation/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Paiement autorisé' }).waitFor();
    return id;
  }

  /** The status under the space's title (its chip reads "Statut de la demande : …" to a screen reader). */
  const spaceStatus = (page: Page, label: string) => page.locator('header').getByText(`Statut de la demande : ${label}`, { exact: true }).waitFor();

  const parentRow = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });
  const tab = (page: Page, label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(`) });

  it('1-2. the parent asks with allergies, pays the deposit, and the confirmation mail carries the personal link', async () => {
    const page = await parentPage('deposit');
    await fillRequestForm(page, { firstname: 'Claire', lastname: 'Dubois', email: journey.email, child: 'Léo' }, 30, {
      'Allergies ou régimes particuliers': 'Allergie aux arachides',
    });
    journey.requestId = await payDeposit(page);
    await page.context().close();

    const mail = await mailTo(journey.email, /^Paiement autorisé/);
    journey.token = spaceToken(mail);
    // The operator hears of the paid request too.
    await mailTo('operateur@test.fr', /^Nouvelle demande payée : Claire Dubois/);

    // Before any proposal: the request as the parent sent it, allergies included, and the artisan still looked for.
    const space = await parentPage('space-submitted', WIDTHS.desktop);
    await space.goto(`${server.url}/mon-espace/${journey.token}`);
    await space.getByRole('heading', { level: 1, name: 'Mon espace' }).waitFor();
    await space.getByText('Allergie aux arachides').waitFor();
    await space.getByText('Nous cherchons votre artisan', { exact: false }).waitFor();
    await expect(space.getByRole('button', { name: /Accepter et régler le solde/ }).count()).resolves.toBe(0);
    await space.context().close();
  });

  it('3. the staff reply from the back office without a payment link: the dialog says the parent pays online', async () => {
    const page = await staffPage('staff-proposal');
    await page.goto(`${server.url}/admin/parents/${journey.requestId}/show`);
    await page.locator('.MuiChip-label', { hasText: 'En attente de traitement' }).first().waitFor();
    await page.getByText('Allergie aux arachides').waitFor();
    await button(page, 'Répondre').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sans lien de paiement, le parent règle le solde (150 €) en ligne depuis son espace.').waitFor();
    await dialog.getByLabel(/Nom de l'établissement/).fill('Boulangerie du Parc');
    await dialog.getByLabel(/^Adresse/).fill('8 rue Mercière, 69002 Lyon');
    await dialog.getByLabel(/Date et heure de l'atelier/).fill(`${day(inDays(35))}T15:30`);
    await screenshot(page, 'space-journey-staff-proposal-dialog');
    await button(page, 'Envoyer la proposition').click();
    await notification(page, 'Proposition envoyée au parent.');
    await page.locator('.MuiChip-label', { hasText: 'Transmise au client' }).first().waitFor();
    await page.context().close();
  });

  it('4. from the proposal mail the parent accepts and pays the balance on pages whose address never holds the token', async () => {
    const mail = await mailTo(journey.email, /notre proposition$/);
    expect(spaceToken(mail)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Each mail brings its own fresh link; both open the same space.
    const token = spaceToken(mail);

    const page = await parentPage('space-accept');
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto(`${server.url}/mon-espace/${token}`);
    const section = page.getByRole('region', { name: 'La proposition' });
    await section.getByText('Boulangerie du Parc').waitFor();
    await section.getByText('8 rue Mercière, 69002 Lyon').waitFor();
    await page.getByText('150 €, à régler au plus tard le', { exact: false }).waitFor();
    const accept = page.getByRole('button', { name: 'Accepter et régler le solde (150 €)' });
    await accept.waitFor();
    await expectEvenActionRows(page);
    await captureBothWidths(page, 'space-proposal-sent');

    await accept.click();
    await page.waitForURL(`${server.url}/mon-espace/paiement-solde`);
    await page.getByText('Mode démonstration', { exact: false }).waitFor();
    await page.getByText('150,00 €', { exact: true }).waitFor();
    await screenshot(page, 'space-balance-payment-mobile');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Payer le solde de 150 €' }).click();

    // The return page checks the payment, then brings the parent back to the space.
    await page.waitForURL(`${server.url}/mon-espace/${token}`);
    await page.getByText("Votre solde est réglé : l'atelier est confirmé.", { exact: false }).waitFor();
    await spaceStatus(page, 'Proposition acceptée');
    await page.getByText('150 €, réglé').waitFor();

    const paymentPages = addresses.filter((url) => /\/mon-espace\/(paiement-solde|retour-paiement)/.test(url));
    expect(paymentPages.some((url) => url.includes('/mon-espace/paiement-solde'))).toBe(true);
    expect(paymentPages.some((url) => url.includes('/mon-espace/retour-paiement'))).toBe(true);
    for (const url of paymentPages) {
      expect(url).not.toContain(token);
      expect(url).not.toContain(journey.token);
    }
    await captureBothWidths(page, 'space-accepted');

    // Both sides are told, exactly once.
    const paid = await mailTo(journey.email, /^Solde réglé : l'atelier de Léo est confirmé/);
    expect(paid.parsed.attachments.some((file) => file.contentType.startsWith('text/calendar'))).toBe(true);
    await mailTo('operateur@test.fr', /^Solde réglé en ligne : Claire Dubois/);
    journey.token = token;
    await page.context().close();
  });

  it('5. "Ajouter à mon agenda" downloads the workshop as an iCalendar file', async () => {
    const page = await parentPage('space-calendar', WIDTHS.desktop);
    await page.goto(`${server.url}/mon-espace/${journey.token}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ajouter à mon agenda' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('Boulangerie du Parc');
    expect(ics.replace(/\r?\n[ \t]/g, '')).toContain('8 rue Mercière');
    await page.context().close();
  });

  it('6. the back office lists the request under "Anniversaire réglé" with the badge "Solde réglé en ligne"', async () => {
    const page = await staffPage('staff-settled');
    await page.goto(`${server.url}/admin/parents?tab=2`);
    await expect(tab(page, 'Anniversaire réglé').getAttribute('aria-selected')).resolves.toBe('true');
    const row = parentRow(page, 'Claire Dubois');
    await row.waitFor();
    await row.getByTestId('parent-badges').getByText('Solde réglé en ligne', { exact: true }).waitFor();
    await screenshot(page, 'space-journey-admin-settled');
    await page.context().close();
  });

  it('7. a cancellation more than 15 days ahead gives a credit, and the credit pays the deposit of a new request', async () => {
    const page = await parentPage('space-cancel');
    await fillRequestForm(page, { firstname: 'Julie', lastname: 'Moreau', email: cancelled.email, child: 'Inès' }, 40);
    cancelled.requestId = await payDeposit(page);
    cancelled.token = spaceToken(await mailTo(cancelled.email, /^Paiement autorisé/));

    await page.goto(`${server.url}/mon-espace/${cancelled.token}`);
    await page.getByRole('heading', { level: 1, name: 'Mon espace' }).waitFor();
    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/avoir de 30 €/).waitFor();
    await screenshot(page, 'space-cancel-dialog-mobile');
    await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await dialog.waitFor({ state: 'detached' });

    const codeText = page.getByText(/^AVOIR-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await codeText.waitFor();
    cancelled.code = (await codeText.textContent())!;
    await page.getByText('Votre réservation est annulée.', { exact: false }).waitFor();
    await spaceStatus(page, 'Archivée');
    // A cancelled request owes nothing: no balance "to pay by" any more.
    const amounts = page.getByRole('region', { name: 'Les montants' });
    await amounts.getByText('Rien à régler', { exact: true }).waitFor();
    await expect(amounts.innerText()).resolves.not.toContain('à régler au plus tard');
    await expect(page.getByText("L'anniversaire d'Inès", { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Annuler la réservation' }).count()).resolves.toBe(0);
    await captureBothWidths(page, 'space-cancelled-credit');
    await mailTo(cancelled.email, /^Annulation de l'atelier d'Inès/);

    // The code in place of the deposit: no payment page, straight to the confirmation.
    const paymentPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/parents/payment')) paymentPages.push(frame.url());
    });
    await fillRequestForm(page, { firstname: 'Julie', lastname: 'Moreau', email: cancelled.email, child: 'Inès' }, 60, { "Code d'avoir": cancelled.code });
    await page.waitForURL(/\/parents\/confirmation\/[0-9a-f-]{36}$/);
    cancelled.creditRequestId = page.url().split('/').pop()!;
    expect(paymentPages).toEqual([]);

    // Back in the cancelled request's space, the code is still there, now used.
    await page.goto(`${server.url}/mon-espace/${cancelled.token}`);
    await page.getByText(/a réglé l'acompte d'une autre demande le \d{1,2} \S+ \d{4} : il ne peut plus servir\.$/).waitFor();
    await expect(page.getByText(cancelled.code, { exact: true }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('7. the back office shows the new request paid and the cancelled one archived with its badges', async () => {
    const page = await staffPage('staff-cancelled');
    await page.goto(`${server.url}/admin/parents?tab=0`);
    await expect(tab(page, 'Acompte payé').getAttribute('aria-selected')).resolves.toBe('true');
    const paid = parentRow(page, 'Julie Moreau');
    await paid.waitFor();
    await expect(paid.count()).resolves.toBe(1);
    await expect(paid.innerText()).resolves.toMatch(/En attente de traitement[\s\S]*Acompte payé/);

    await tab(page, 'Archive').click();
    await page.waitForURL(/tab=4$/);
    const archived = parentRow(page, 'Julie Moreau');
    await archived.getByTestId('parent-badges').getByText('Annulée par le client', { exact: true }).waitFor();
    await archived.getByTestId('parent-badges').getByText('Avoir émis', { exact: true }).waitFor();
    await expect(archived.innerText()).resolves.toMatch(/Archivée/);
    await screenshot(page, 'space-journey-admin-archived');

    await page.goto(`${server.url}/admin/parents/${cancelled.requestId}/show`);
    await page.locator('td.column-reason', { hasText: 'Annulée par le client' }).first().waitFor();
    await page.context().close();
  });

  it('8. the link-request page at both widths', async () => {
    const page = await parentPage('space-link-request');
    await page.goto(`${server.url}/mon-espace`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await captureBothWidths(page, 'space-link-request');
    await page.context().close();
  });

  it('9. no page logged an error', () => {
    expect(opened.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`))).toEqual([]);
  });
});
