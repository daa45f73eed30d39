import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../backend/src/database/database.client';
import { mailOutbox } from '../../backend/src/mail/mail.schema';
import { parentRequests } from '../../backend/src/parents/parents.schema';
import { pageViews } from '../../backend/src/tracking/tracking.schema';
import { TERMS_MESSAGES, TERMS_VERSIONS } from '@ptits-mitrons/domain';
import { axeViolations } from '../support/axe';
import { pdfText } from '../support/documents';
import { screenshot, WIDTHS } from '../support/browser';
import type { RunningServer } from '../support/server';
import { dateInDays, field, fillParentForm, openVisitorPage, settle, startKeptServer } from './public-support';

jest.setTimeout(240_000);

async function expectMessage(page: Page, label: string, value: string, message: string): Promise<void> {
  await field(page, label).fill(value);
  await page.getByText(message, { exact: true }).waitFor();
}

describe('Parcours d’un parent (fournisseur de paiement de démonstration)', () => {
  let server: RunningServer;
  let browser: Browser;
  let dispose: (() => Promise<void>) | undefined;
  const requestIds: Record<string, string> = {};
  beforeAll(async () => {
    ({ server, browser, dispose } = await startKeptServer());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it.each(Object.entries(WIDTHS))('books and pays the deposit at %s width', async (label, width) => {
    const { page, errors } = await openVisitorPage(browser, width);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/.test(request.url())) stripeRequests.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Réserver un atelier' }).click();
    await page.waitForURL(/\/parents$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    await screenshot(page, `parents-form-${label}`);
    expect(await axeViolations(page)).toEqual([]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.endsWith('.js')));
    for (const script of scripts) expect(await (await fetch(script)).text()).not.toContain('js.stripe.com');

    await expectMessage(page, "Âge de l'enfant", 'sept', 'Le champ âge doit être un nombre');
    await expectMessage(page, "Âge de l'enfant", '6.5', 'Le champ âge doit être un nombre entier');
    await expectMessage(page, "Nombre d'enfants", 'huit', "Le champ nombre d'enfants doit être un nombre");
    await expectMessage(page, "Nombre d'enfants", '2.5', "Le champ nombre d'enfants doit être un nombre entier");
    await expectMessage(page, "Nombre d'enfants", '9', "Le nombre d'enfants doit être compris entre 1 et 8.");
    await expectMessage(page, 'Téléphone', '01234', 'Veuillez entrer un numéro de téléphone valide (10 chiffres)');
    await expectMessage(page, 'Date souhaitée', dateInDays(3), "La date souhaitée doit être au moins 21 jours après aujourd'hui.");
    expect(await field(page, 'Email').getAttribute('type')).toBe('email');
    await screenshot(page, `parents-form-errors-${label}`);

    await fillParentForm(page, {
      firstname: 'Claire',
      lastname: `Martin-${label}`,
      email: `claire.${label}@exemple.fr`,
      child: 'Léo',
      age: '7',
      children: '8',
      desiredInDays: 30,
      address: '5 place du Marché',
    });
    // Code de la consommation L221-14: nothing is sent, nothing is paid, until the CGV are accepted.
    const parentPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/parents') && request.method() === 'POST') parentPosts.push(request.url());
    });
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText(TERMS_MESSAGES.parentRequired, { exact: true }).waitFor();
    const termsBox = page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ });
    expect(await termsBox.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.getByText('Atelier à date fixe : pas de droit de rétractation', { exact: false }).waitFor();
    await screenshot(page, `parents-form-terms-${label}`);
    expect(parentPosts).toEqual([]);
    await termsBox.check();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/parents') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      child_age: 7,
      number_of_children: 8,
      merchant_type: 'boulanger',
      parent_phone: '0612345678',
      website: '',
      terms_accepted: true,
    });

    await page.waitForURL(/\/parents\/payment\/[0-9a-f-]{36}$/);
    requestIds[label] = page.url().split('/').pop()!;
    await page.getByText('Mode démonstration', { exact: false }).waitFor();
    await page.getByText('30.00 €', { exact: true }).waitFor();
    await screenshot(page, `parents-payment-${label}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: "Payer l'acompte de 30 €" }).click();

    await page.waitForURL(/\/parents\/confirmation\//);
    await page.getByRole('heading', { level: 1, name: 'Paiement autorisé' }).waitFor();
    await screenshot(page, `parents-confirmation-${label}`);
    expect(await axeViolations(page)).toEqual([]);

    // Back to the payment page: an already-paid request goes straight to the confirmation.
    await page.goto(`${server.url}/parents/payment/${requestIds[label]}`);
    await page.waitForURL(/\/parents\/confirmation\//);
    await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    expect(stripeRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a robot that fills the honeypot to a payment page that cannot be initialised', async () => {
    const { page } = await openVisitorPage(browser, WIDTHS.desktop);
    await page.goto(`${server.url}/parents`);
    await page.locator('#parent-website').evaluate((input: HTMLInputElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'http://robot.example');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await fillParentForm(page, {
      firstname: 'Robot',
      lastname: 'Robot',
      email: 'robot@exemple.fr',
      child: 'R2',
      age: '5',
      children: '3',
      desiredInDays: 40,
      address: '1 rue des Robots',
    });
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    // The honeypot's answer is a make-believe id: the parent goes to a payment page that cannot be paid.
    await page.waitForURL(/\/parents\/payment\//);
    await page.getByText('Erreur de paiement').waitFor();
    await page.context().close();
  });

  it('renders the refund page and the return page’s failure path', async () => {
    const { page, errors } = await openVisitorPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}/parents/refund/${requestIds.mobile}`);
    await page.getByRole('heading', { level: 1, name: 'Annulation et remboursement' }).waitFor();
    await page.getByText(/plus de 15 jours avant/).waitFor();
    await screenshot(page, 'parents-refund-mobile');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${server.url}/parents/payment-return/${requestIds.mobile}`);
    // Without the intent's client secret in the query there is nothing to check: back to the payment page.
    await page.waitForURL(/\/parents\/(payment|confirmation)\//);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has stored the paid requests, queued the confirmation mails and the page views with collapsed paths', async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: server.dataDir });
    try {
      for (const label of Object.keys(WIDTHS)) {
        const [request] = await handle.db.select().from(parentRequests).where(eq(parentRequests.id, requestIds[label]));
        expect(request).toMatchObject({
          parentEmail: `claire.${label}@exemple.fr`,
          isPaymentAuthorized: true,
          childAge: 7,
          numberOfChildren: 8,
          termsVersion: TERMS_VERSIONS.cgv,
        });
        expect(request.termsAcceptedAt).toBeInstanceOf(Date);
        const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, `claire.${label}@exemple.fr`));
        // The deposit's confirmation carries the accepted CGV as a PDF (L221-13: a durable medium).
        const confirmation = mails.find((mail) => mail.template === 'parent-deposit-paid');
        const cgv = confirmation?.attachments?.find((file) => file.filename === `CGV-${TERMS_VERSIONS.cgv}.pdf`);
        expect(pdfText(Buffer.from(cgv!.content, 'base64'))).toContain('Conditions générales de vente');
      }
      const views = await handle.db.select({ page: pageViews.page, device: pageViews.device }).from(pageViews);
      const pages = new Set(views.map((v) => v.page));
      for (const page of ['/', '/parents', '/parents/payment/:id', '/parents/payment-return/:id', '/parents/confirmation/:id', '/parents/refund/:id']) {
        expect(pages).toContain(page);
      }
      expect(views.some((v) => Object.values(requestIds).some((id) => v.page.includes(id)))).toBe(false);
      expect(new Set(views.map((v) => v.device))).toEqual(new Set(['mobile', 'desktop']));
    } finally {
      await handle.close();
    }
  });
});
