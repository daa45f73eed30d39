import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../backend/src/database/database.client';
import { merchantRequests } from '../../backend/src/merchants/merchants.schema';
import { openPage, screenshot, WIDTHS } from '../support/browser';
import type { RunningServer } from '../support/server';
import { field, scrollToForm, startKeptServer } from './public-support';

jest.setTimeout(180_000);

async function fillApplication(page: Page, establishment: string, email: string): Promise<void> {
  await field(page, 'Nom de la boulangerie').fill(establishment);
  await field(page, 'Superficie du commerce (en m²)').fill('75');
  await field(page, 'Adresse complète').fill('12 rue du Fournil');
  await page.getByRole('combobox', { name: /Ma ville/ }).pressSequentially('lyon');
  await page.getByRole('option', { name: /^Lyon \(/ }).first().click();
  await field(page, 'Nom').fill('Boulanger');
  await field(page, 'Prénom').fill('Camille');
  await field(page, 'Email').fill(email);
  await field(page, 'Téléphone').fill('06 11 22 33 44');
  await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales d'utilisation/ }).check();
}

describe('Candidature d’un artisan', () => {
  let server: RunningServer;
  let browser: Browser;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ server, browser, dispose } = await startKeptServer());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it.each(Object.entries(WIDTHS))('stores an application sent through the form at %s width', async (label, width) => {
    const { page, errors } = await openPage(browser, width);
    await page.goto(`${server.url}/merchants`);
    await scrollToForm(page);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Veuillez choisir une ville dans la liste').waitFor();
    await fillApplication(page, `Fournil ${label}`, `camille.${label}@exemple.fr`);
    await field(page, 'Téléphone').fill('06 11');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Veuillez entrer un numéro de téléphone valide (10 chiffres)').waitFor();
    await field(page, 'Téléphone').fill('06 11 22 33 44');
    await screenshot(page, `public-merchant-form-${label}`);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/merchants/request') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByRole('heading', { name: "Merci d'avoir rempli le formulaire !" }).waitFor();
    await page.getByText('Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais.').waitFor();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({ activity_sector_id: 'boulanger', capacity: 75, phone: '0611223344', website: '', terms_accepted: true });
    expect(body).not.toHaveProperty('description');
    await screenshot(page, `public-merchant-thanks-${label}`);
    await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the error modal on a server error and keeps what was typed', async () => {
    const { page, errors } = await openPage(browser, WIDTHS.mobile);
    await page.route('**/api/merchants/request', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable' }) }),
    );
    await page.goto(`${server.url}/merchants`);
    await scrollToForm(page);
    await fillApplication(page, 'Fournil en panne', 'panne@exemple.fr');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Une erreur est survenue' });
    await dialog.getByText("Une erreur est survenue lors de l'envoi du formulaire").waitFor();
    await screenshot(page, 'public-merchant-error-mobile');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'Nom de la boulangerie').inputValue()).toBe('Fournil en panne');
    expect(await field(page, 'Email').inputValue()).toBe('panne@exemple.fr');
    expect(await page.getByRole('combobox', { name: /Ma ville/ }).inputValue()).toMatch(/^Lyon \(/);
    // The browser logs the refused request itself; the page adds nothing.
    expect(errors.filter((e) => !/503/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('shows the server’s own message when it refuses the application', async () => {
    const { page } = await openPage(browser, WIDTHS.desktop);
    await page.goto(`${server.url}/merchants`);
    await scrollToForm(page);
    await fillApplication(page, 'Fournil géant', 'geant@exemple.fr');
    await field(page, 'Superficie du commerce (en m²)').fill('999999');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Une erreur est survenue' });
    await dialog.getByText(/La capacité ne doit pas dépasser/).waitFor();
    expect(await field(page, 'Superficie du commerce (en m²)').inputValue()).toBe('999999');
    await page.context().close();
  });

  it('has stored exactly the applications sent', async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: server.dataDir });
    try {
      const rows = await handle.db.select().from(merchantRequests);
      const stored = rows.map((r) => ({ name: r.establishmentName, email: r.email, sector: r.activitySectorId, capacity: r.capacity, phone: r.phone, status: r.status }));
      expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'Fournil desktop', email: 'camille.desktop@exemple.fr', sector: 'boulanger', capacity: 75, phone: '0611223344', status: 'pending_validation' },
        { name: 'Fournil mobile', email: 'camille.mobile@exemple.fr', sector: 'boulanger', capacity: 75, phone: '0611223344', status: 'pending_validation' },
      ]);
    } finally {
      await handle.close();
    }
  });
});
