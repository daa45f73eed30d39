import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { button, notification } from '../support/admin-session';
import { launchBrowser, openPage, screenshot, WIDTHS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { TEST_ENV } from '../support/test-env';

/**
 * The parents workspace against the built product: requests are made through the public API (form, demo deposit)
 * and moved to each status through the admin API, then the operator works on them through the UI.
 */
describe('Back-office : espace des demandes des parents', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  const ids: Record<string, string> = {};

  async function api(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}): Promise<any> {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'Content-Type': 'application/json', ...(init.auth === false ? {} : { Authorization: `Bearer ${token}` }) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  /** What a datetime-local input takes, in the browser's time zone (Europe/Paris). */
  const localDateTime = (date: Date) => `${day(date)}T15:30`;

  async function request(firstname: string, lastname: string, cityId: string, paid: boolean): Promise<string> {
    const { id } = await api('/api/parents', {
      auth: false,
      body: {
        parent_firstname: firstname,
        parent_lastname: lastname,
        parent_email: `${firstname}.${lastname}@example.fr`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        parent_phone: '0612345678',
        child_firstname: 'Zoé',
        child_age: 7,
        target_address: '12 rue de la République',
        target_city_id: cityId,
        desired_date: day(inDays(40)),
        number_of_children: 8,
        merchant_type: 'boulanger',
        recaptchaToken: 'jeton-de-test',
        terms_accepted: true,
      },
    });
    if (paid) {
      const intent = await api('/api/payments/create-payment-intent', { auth: false, body: { amount: 3000, currency: 'eur', metadata: { requestId: id } } });
      await api('/api/payments/demo/confirm', { auth: false, body: { clientSecret: intent.clientSecret } });
    }
    return id;
  }

  const proposal = (name: string) => ({ establishment_name: name, address: '3 place Bellecour, 69002 Lyon', date: inDays(45).toISOString() });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    token = (await api('/api/admin/login', { auth: false, body: { email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD } })).token;
    const [saintEtienne] = (await api('/api/cities/search?q=saint%20etienne', { auth: false })) as { _id: string; nom: string }[];
    expect(saintEtienne.nom).toBe('Saint-Étienne');
    const [lyon] = (await api('/api/cities/search?q=lyon', { auth: false })) as { _id: string }[];
    // One request per tab (docs/domain.md), and fresh ones for the operator to work on.
    ids.camille = await request('Camille', 'Arnaud', saintEtienne._id, true);
    ids.bruno = await request('Bruno', 'Moreau', lyon._id, true);
    ids.chloe = await request('Chloé', 'Girard', lyon._id, true);
    ids.david = await request('David', 'Roux', lyon._id, true);
    ids.emma = await request('Emma', 'Fournier', lyon._id, true);
    ids.farid = await request('Farid', 'Benali', lyon._id, false);
    for (const name of ['gaelle', 'hugo', 'ines', 'jules', 'karim', 'lea']) {
      const [first, last] = {
        gaelle: ['Gaëlle', 'Petit'],
        hugo: ['Hugo', 'Lambert'],
        ines: ['Inès', 'Marchand'],
        jules: ['Jules', 'Renard'],
        karim: ['Karim', 'Dupuis'],
        lea: ['Léa', 'Mercier'],
      }[name]!;
      ids[name] = await request(first, last, lyon._id, true);
    }
    await api(`/api/admin/parent-requests/${ids.bruno}/proposal`, { body: proposal('Boulangerie Moreau') });
    await api(`/api/admin/parent-requests/${ids.chloe}/proposal`, { body: proposal('Boulangerie Girard') });
    await api(`/api/admin/parent-requests/${ids.chloe}/validate`, { body: {} });
    await api(`/api/admin/parent-requests/${ids.david}/reject`, { body: { reason: 'Plus de disponibilité' } });
    await api(`/api/admin/parent-requests/${ids.emma}/close`, { body: {} });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A page already signed in with the API's token. */
  async function signedInPage(width: number = WIDTHS.desktop) {
    const opened = await openPage(browser, width);
    await opened.page.context().addInitScript((value) => {
      if (!localStorage.getItem('adminToken')) localStorage.setItem('adminToken', value);
    }, token);
    return opened;
  }

  const TAB_NAMES = ['Acompte payé', 'Demande en attente du solde', 'Anniversaire réglé', 'Demande refusée', 'Archive'];
  const ALL = ['Camille Arnaud', 'Bruno Moreau', 'Chloé Girard', 'David Roux', 'Emma Fournier', 'Farid Benali', 'Gaëlle Petit', 'Hugo Lambert', 'Inès Marchand', 'Jules Renard', 'Karim Dupuis', 'Léa Mercier'];

  /**
   * Waits until the grid shows exactly `names` (react-admin keeps the previous rows on screen while the next
   * query runs), and fails with what it shows if that never happens.
   */
  async function expectRows(page: Page, names: string[]): Promise<void> {
    const want = [...names].sort();
    let shown: string[] = [];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const texts = await rows(page).allInnerTexts();
      shown = ALL.filter((name) => texts.some((text) => text.includes(name))).sort();
      if (texts.length === want.length && JSON.stringify(shown) === JSON.stringify(want)) return;
      await page.waitForTimeout(200);
    }
    expect(shown).toEqual(want);
  }

  /** The grid's rows on a wide screen, the list's lines on a phone. */
  const rows = (page: Page) => page.locator('tbody tr, ul.parent-rows > li');

  const tab = (page: Page, index: number) => page.getByRole('tab', { name: new RegExp(`^${TAB_NAMES[index]} \\(`) });

  it('sends a signed-out visitor of ?tab=1 to the login page, then back to that tab', async () => {
    const { page, errors } = await openPage(browser, WIDTHS.desktop);
    await page.goto(`${server.url}/admin/parents?tab=1`);
    await page.waitForURL(/\/admin\/login$/);
    await page.locator('input[name="username"]').fill(TEST_ENV.ADMIN_EMAIL);
    await page.locator('input[name="password"]').fill(TEST_ENV.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.waitForURL(/\/admin\/parents\?tab=1$/);
    await expect(tab(page, 1).getAttribute('aria-selected')).resolves.toBe('true');
    await expectRows(page, ['Bruno Moreau']);
    await screenshot(page, 'admin-parents-return-after-login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows exactly the right requests in each tab, with the counts, and ?tab follows the tab clicked', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents`);
    const expected = [
      ['Camille Arnaud', 'Gaëlle Petit', 'Hugo Lambert', 'Inès Marchand', 'Jules Renard', 'Karim Dupuis', 'Léa Mercier'],
      ['Bruno Moreau'],
      ['Chloé Girard'],
      ['David Roux'],
      ['Emma Fournier', 'Farid Benali'],
    ];
    // Without ?tab the first tab shows; then each tab in turn, ending back on the first.
    await expectRows(page, expected[0]);
    for (const index of [1, 2, 3, 4, 0]) {
      const names = expected[index];
      await tab(page, index).click();
      await page.waitForURL(new RegExp(`/admin/parents\\?tab=${index}$`));
      await expectRows(page, names);
      await expect(tab(page, index).innerText()).resolves.toBe(`${TAB_NAMES[index]} (${names.length})`.toUpperCase());
      if (index === 4) {
        await screenshot(page, 'admin-parents-archive-tab');
        // The status and the deposit read with their French labels (docs/domain.md).
        await expect(page.locator('tbody tr', { hasText: 'Farid Benali' }).innerText()).resolves.toMatch(/En attente de traitement[\s\S]*Non payé/);
        await expect(page.locator('tbody tr', { hasText: 'Emma Fournier' }).innerText()).resolves.toMatch(/Archivée[\s\S]*Acompte payé/);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has four sidebar entries, and any other admin path shows the dashboard cards with the tabs\' counts', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/nimporte/quoi`);
    await page.getByText('Bienvenue dans le back-office.').waitFor();
    // Each card has its own query and shows "…" until it answers.
    const card = (id: string, count: string) => page.getByTestId(`dashboard-${id}`).getByText(count, { exact: true }).waitFor();
    await card('deposit_paid', '7');
    await card('awaiting_balance', '1');
    await card('pending_merchants', '0');
    // Birthdays settled this month: the settled requests whose date falls in the current (Paris) month.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const month = encodeURIComponent(JSON.stringify({ desired_date_gte: `${today.slice(0, 7)}-01`, desired_date_lte: today }));
    const { settled } = await api(`/api/admin/parent-requests/counts?filter=${month}`);
    await card('settled', String(settled));
    const menu = page.locator('.RaSidebar-fixed a');
    await expect(menu.allInnerTexts()).resolves.toEqual(['Tableau de bord', 'Commerçants', 'Parents', 'Statistiques détaillées']);
    await expect(menu.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).resolves.toEqual([
      '/admin',
      '/admin/merchants',
      '/admin/parents',
      '/admin/statistics',
    ]);
    await screenshot(page, 'admin-dashboard-unknown-path');
    // A card leads to its tab.
    await page.getByTestId('dashboard-awaiting_balance').click();
    await page.waitForURL(/\/admin\/parents\?tab=1$/);
    await expectRows(page, ['Bruno Moreau']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('exports the current tab as CSV with French headers', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents?tab=4`);
    await expectRows(page, ['Emma Fournier', 'Farid Benali']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter' }).click()]);
    expect(download.suggestedFilename()).toBe('demandes-parents.csv');
    const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0].split(';').slice(0, 3)).toEqual(['Créée le', 'Nom du parent', 'Prénom du parent']);
    expect(lines.slice(1).map((line) => line.split(';')[1]).sort()).toEqual(['Benali', 'Fournier']);
    expect(lines.find((line) => line.includes('Fournier'))).toContain(';Archivée;oui;');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(Object.entries(WIDTHS))('finds a request by its accented city typed without accents (%s)', async (label, width) => {
    const { page, errors } = await signedInPage(width);
    await page.goto(`${server.url}/admin/parents?tab=0`);
    await rows(page).nth(6).waitFor();
    await page.getByPlaceholder('Rechercher').fill('saint etienne');
    await expectRows(page, ['Camille Arnaud']);
    await expect(rows(page).innerText()).resolves.toMatch(/Saint-Étienne \(42\d{3}\)/);
    // The counts follow the search.
    await expect(tab(page, 0).innerText()).resolves.toBe('ACOMPTE PAYÉ (1)');
    await screenshot(page, `admin-parents-search-${label}`);
    await page.getByPlaceholder('Rechercher').fill('');
    await rows(page).nth(6).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  const status = (page: Page, label: string) => page.locator('.MuiChip-label', { hasText: label }).first().waitFor();

  async function fillProposal(page: Page, name: string, link?: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Nom de l'établissement/).fill(name);
    await dialog.getByLabel(/^Adresse/).fill('8 rue Mercière, 69002 Lyon');
    await dialog.getByLabel(/Date et heure de l'atelier/).fill(localDateTime(inDays(50)));
    if (link !== undefined) await dialog.getByLabel(/Lien de paiement/).fill(link);
  }

  it('replies, replies again closing the old proposal (forceNew), then validates', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents/${ids.gaelle}/show`);
    await status(page, 'En attente de traitement');
    await button(page, 'Répondre').click();
    await fillProposal(page, 'Boulangerie du Parc', 'paiement.example.fr');
    await button(page, 'Envoyer la proposition').click();
    await page.getByText('Veuillez entrer une URL valide (commençant par http:// ou https://)').waitFor();
    await page.getByRole('dialog').getByLabel(/Lien de paiement/).fill('https://paiement.example.fr/solde');
    await button(page, 'Envoyer la proposition').click();
    await notification(page, 'Proposition envoyée au parent.');
    await status(page, 'Transmise au client');
    await page.getByTestId('current-proposal').getByText('Boulangerie du Parc').waitFor();

    await button(page, 'Répondre').click();
    await fillProposal(page, 'Fournil des Pentes');
    await button(page, 'Envoyer la proposition').click();
    await page.getByRole('dialog').getByText(/n'est plus disponible pour une proposition/).waitFor();
    await screenshot(page, 'admin-parents-proposal-exists');
    await button(page, "Clôturer l'ancienne et envoyer la nouvelle").click();
    await notification(page, 'Proposition envoyée au parent.');
    await page.getByTestId('current-proposal').getByText('Fournil des Pentes').waitFor();
    // Both proposals in the history, the first one closed.
    await page.locator('tr', { hasText: 'Boulangerie du Parc' }).getByText('Clôturée').waitFor();

    await button(page, 'Valider').click();
    await button(page, 'Valider la demande').click();
    await notification(page, 'Demande validée.');
    await status(page, 'Proposition acceptée');
    for (const name of ['Répondre', 'Valider', 'Refuser', 'Archiver']) await expect(button(page, name).isDisabled()).resolves.toBe(true);
    await page.getByText('Demande validée', { exact: true }).waitFor();
    await screenshot(page, 'admin-parents-validated');
    // The browser logs the expected PROPOSAL_EXISTS answer; nothing else may fail.
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('validating a request without a proposal asks for the validated proposal and creates it', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents/${ids.hugo}/show`);
    await status(page, 'En attente de traitement');
    await button(page, 'Valider').click();
    await button(page, 'Valider la demande').click();
    await page.getByRole('dialog').getByText('Proposition validée', { exact: true }).waitFor();
    await fillProposal(page, 'Atelier Lambert');
    await button(page, 'Créer la proposition validée').click();
    await notification(page, 'Proposition validée créée et demande validée.');
    await status(page, 'Proposition acceptée');
    await page.getByTestId('current-proposal').getByText('Atelier Lambert').waitFor();
    await page.getByTestId('current-proposal').getByText('Validée').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('rejecting needs a reason', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents/${ids.ines}/show`);
    await status(page, 'En attente de traitement');
    await button(page, 'Refuser').click();
    await button(page, 'Refuser la demande').click();
    await page.getByRole('dialog').getByText('Le motif est obligatoire').waitFor();
    await page.getByRole('dialog').getByLabel(/^Motif/).fill('Aucun artisan disponible à cette date');
    await button(page, 'Refuser la demande').click();
    await notification(page, 'Demande refusée.');
    await status(page, 'Refusé par le parent');
    await page.locator('td.column-reason', { hasText: 'Aucun artisan disponible à cette date' }).waitFor();
    await expect(button(page, 'Archiver').isDisabled()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves the internal comment and archives with the default reason', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents/${ids.jules}/show`);
    await status(page, 'En attente de traitement');
    await page.getByLabel('Commentaire interne').fill('Rappeler la maman lundi matin');
    await button(page, 'Enregistrer le commentaire').click();
    await notification(page, 'Commentaire enregistré.');
    await page.reload();
    await expect(page.getByLabel('Commentaire interne').inputValue()).resolves.toBe('Rappeler la maman lundi matin');

    await button(page, 'Archiver').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archiver' }).click();
    await notification(page, 'Demande archivée.');
    await status(page, 'Archivée');
    await page.locator('td.column-reason', { hasText: "Archivé par l'administrateur" }).waitFor();
    await screenshot(page, 'admin-parents-archived');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('archives the selected requests from the list', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${server.url}/admin/parents?tab=0`);
    await expectRows(page, ['Camille Arnaud', 'Karim Dupuis', 'Léa Mercier']);
    for (const name of ['Karim Dupuis', 'Léa Mercier']) await page.locator('tbody tr', { hasText: name }).getByRole('checkbox').check();
    await button(page, 'Archiver').click();
    await page.getByRole('dialog').getByText('Archiver 2 demandes').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Archiver' }).click();
    await notification(page, '2 demandes archivées.');
    await expectRows(page, ['Camille Arnaud']);
    await expect(tab(page, 4).innerText()).resolves.toBe('ARCHIVE (5)');
    await screenshot(page, 'admin-parents-bulk-archived');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an expired token sends the admin to the login page', async () => {
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const expiredPayload = Buffer.from(JSON.stringify({ ...claims, iat: claims.iat - 7200, exp: claims.iat - 3600 })).toString('base64url');
    const signature = createHmac('sha256', TEST_ENV.JWT_SECRET).update(`${header}.${expiredPayload}`).digest('base64url');
    const expired = `${header}.${expiredPayload}.${signature}`;
    const { page } = await openPage(browser, WIDTHS.desktop);
    await page.goto(`${server.url}/admin/login`);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), expired);
    await page.goto(`${server.url}/admin/parents?tab=2`);
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.locator('input[name="password"]').waitFor();
    await screenshot(page, 'admin-parents-expired-token');
    await page.context().close();
  });
});
