import type { Browser, Page } from 'playwright-core';
import { button, notification } from '../support/admin-session';
import { launchBrowser, openPage, screenshot, WIDTHS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { TEST_ENV } from '../support/test-env';

/** The merchants workspace against the built product, on applications sent through the public endpoint. */
describe('Back-office : candidatures des commerçants', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  const ids: Record<string, string> = {};

  async function api(path: string, init: { body?: unknown; auth?: boolean } = {}): Promise<any> {
    const response = await fetch(`${server.url}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(init.auth === false ? {} : { Authorization: `Bearer ${token}` }) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    token = (await api('/api/admin/login', { auth: false, body: { email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD } })).token;
    const [lyon] = (await api('/api/cities/search?q=lyon', { auth: false })) as { _id: string }[];
    const sectors = (await api('/api/activity-sectors')) as { _id: string }[];
    for (const [key, name] of [
      ['fournil', 'Fournil des Canuts'],
      ['patisserie', 'Pâtisserie Bellecour'],
      ['mie', 'La Mie Dorée'],
      ['epi', "L'Épi de Fourvière"],
      ['croissant', 'Au Croissant Chaud'],
    ]) {
      await api('/api/merchants/request', {
        auth: false,
        body: {
          establishment_name: name,
          activity_sector_id: sectors[0]._id,
          address: '5 rue de la Charité',
          city_id: lyon._id,
          manager_firstname: 'Paul',
          manager_lastname: 'Bocuse',
          email: `${key}@example.fr`,
          phone: '0478123456',
          description: 'Nous aimons transmettre.',
          capacity: 10,
          recaptchaToken: 'jeton-de-test',
          terms_accepted: true,
        },
      });
    }
    const list = (await api('/api/admin/merchant-requests')) as { id: string; establishment_name: string }[];
    for (const record of list) ids[record.establishment_name] = record.id;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedInPage() {
    const opened = await openPage(browser, WIDTHS.desktop);
    await opened.page.context().addInitScript((value) => {
      if (!localStorage.getItem('adminToken')) localStorage.setItem('adminToken', value);
    }, token);
    return opened;
  }

  const chip = (page: Page, label: string) => page.locator('.MuiChip-label', { hasText: label }).first().waitFor();

  it('approves, rejects with a reason, and edits an application', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/merchants`);
    await page.getByRole('tab', { name: 'En attente (5)' }).waitFor();
    await page.locator('tbody tr', { hasText: 'Fournil des Canuts' }).click();
    await chip(page, 'En attente');
    await button(page, 'Valider').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
    await notification(page, 'Candidature validée.');
    await chip(page, 'Validé');
    await expect(button(page, 'Refuser').isDisabled()).resolves.toBe(true);

    await page.goto(`${server.url}/admin/merchants/${ids['Pâtisserie Bellecour']}/show`);
    await button(page, 'Refuser').click();
    await page.getByRole('dialog').getByLabel(/^Motif/).fill('Hors de notre zone de livraison');
    await page.getByRole('dialog').getByRole('button', { name: 'Refuser la candidature' }).click();
    await notification(page, 'Candidature refusée.');
    await chip(page, 'Refusé');
    await page.getByText('Hors de notre zone de livraison').waitFor();
    await expect(page.getByLabel('Éditer').getAttribute('aria-disabled')).resolves.toBe('true');

    await page.goto(`${server.url}/admin/merchants/${ids['La Mie Dorée']}/show`);
    await page.getByLabel('Éditer').click();
    const name = page.getByLabel(/Nom de l'établissement/);
    await expect(name.inputValue()).resolves.toBe('La Mie Dorée');
    await name.fill('');
    await page.getByLabel(/Téléphone/).fill('12345');
    await button(page, 'Enregistrer').click();
    await page.getByText('Veuillez entrer un numéro de téléphone valide (10 chiffres)').waitFor();
    await name.fill('La Mie Dorée de Lyon');
    await page.getByLabel(/Téléphone/).fill('0478999999');
    await page.getByLabel('Samedi').check();
    await button(page, 'Enregistrer').click();
    await page.waitForURL(/\/show$/);
    await page.getByText('La Mie Dorée de Lyon').first().waitFor();
    await page.getByText('0478999999').waitFor();
    await page.getByText('Samedi').waitFor();
    await screenshot(page, 'admin-merchants-edited');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('approves several applications at once, and the tabs count them', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/merchants`);
    await page.getByRole('tab', { name: 'En attente (3)' }).click();
    for (const name of ["L'Épi de Fourvière", 'Au Croissant Chaud']) await page.locator('tbody tr', { hasText: name }).getByRole('checkbox').check();
    await button(page, 'Valider').click();
    await page.getByRole('dialog').getByText('Valider 2 candidatures').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
    await notification(page, '2 candidatures validées.');
    await page.getByRole('tab', { name: 'En attente (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Validé (3)' }).click();
    await page.getByRole('tab', { name: 'Refusé (1)' }).waitFor();
    await page.locator('tbody tr', { hasText: 'Au Croissant Chaud' }).waitFor();
    await screenshot(page, 'admin-merchants-active-tab');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
