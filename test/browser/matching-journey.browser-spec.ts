import { WEEK_DAYS } from '@ptits-mitrons/domain';
import type { Browser, Page } from 'playwright-core';
import { adminToken, notification, openSignedInPage } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, WIDTHS, type OpenedPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { deliveredMail, linkToken, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp';
import { field, scrollToForm, settle } from './public-support';

jest.setTimeout(300_000);

/** The desired day, a month ahead (the date input's 'YYYY-MM-DD'), and its weekday as artisans declare it. */
const DESIRED_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const DESIRED_WEEKDAY = WEEK_DAYS[(new Date(`${DESIRED_DAY}T12:00:00Z`).getUTCDay() + 6) % 7];

/** The links' paths in a mail, the tokens being 32 base64url characters. */
const MERCHANT_LINK = /\/espace-artisan\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;
const PARENT_LINK = /\/mon-espace\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/;

/** Three bakers around Lyon 1er (the request's commune), nearest first: Lyon 4e ≈ 1 km, Lyon 7e ≈ 4 km, Villeurbanne ≈ 4.6 km. */
const ARTISANS = [
  { key: 'croix-rousse', name: 'Fournil de la Croix-Rousse', address: '12 boulevard de la Croix-Rousse', city: 'Lyon (69004)' },
  { key: 'gerland', name: 'Boulangerie de Gerland', address: '40 avenue Jean Jaurès', city: 'Lyon (69007)' },
  { key: 'gratte-ciel', name: 'Au Pain des Gratte-Ciel', address: '3 avenue Henri Barbusse', city: 'Villeurbanne (69100)' },
] as const;

/**
 * Matching end to end on the built product: artisans apply and are approved, a parent pays a deposit, staff rank
 * the candidates and send an offer in the back office, the first artisan accepts from the link of their mail (caught
 * by a real SMTP server), the parent accepts the proposal and pays, and the artisan's calendar feed holds the workshop.
 */
describe('Mise en relation : de la demande payée au flux agenda de l’artisan', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  let staffToken: string;
  const received: ReceivedMail[] = [];
  const opened: Array<OpenedPage & { name: string }> = [];
  const ids: Record<string, string> = {};
  const journey = { requestId: '', parentEmail: 'sophie.bernard@exemple.fr', merchantToken: '', parentToken: '', offerIds: [] as string[] };

  async function api<T = unknown>(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}): Promise<T> {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'Content-Type': 'application/json', ...(init.auth === false ? {} : { Authorization: `Bearer ${staffToken}` }) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
    return json as T;
  }

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

  async function newPage(name: string, width: number = WIDTHS.mobile): Promise<Page> {
    const page = await openPage(browser, width);
    page.page.setDefaultTimeout(15_000);
    opened.push({ ...page, name });
    return page.page;
  }

  async function staffPage(name: string, width: number = WIDTHS.desktop): Promise<Page> {
    const page = await openSignedInPage(browser, staffToken, width);
    page.page.setDefaultTimeout(15_000);
    opened.push({ ...page, name });
    return page.page;
  }

  const mailTo = (to: string, subject: RegExp) => deliveredMail(smtp, received, to, subject);

  const offers = () => api<Array<{ id: string; merchantId: string; rank: number; status: string }>>(`/api/admin/parent-requests/${journey.requestId}/offers`);

  /** Nothing wider than the screen, a full-page screenshot, and axe's verdict. */
  async function capture(page: Page, name: string, width: number): Promise<void> {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    // The back office's sidebar animates when the width crosses its breakpoint: wait for the layout to come to rest
    // (a page that really overflows still fails, after the wait).
    await page.waitForFunction((max) => document.documentElement.scrollWidth <= max, width, { timeout: 5_000 }).catch(() => undefined);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await screenshot(page, name);
    expect(await axeViolations(page)).toEqual([]);
  }

  it('1. three bakers apply around Lyon and are approved; the parent pays the deposit for a request in Lyon 1er', async () => {
    for (const artisan of ARTISANS) {
      const [city] = await api<Array<{ _id: string; nom: string; code_postal: string }>>(`/api/cities/search?q=${encodeURIComponent(artisan.city.replace(/ \(.*/, ''))}`, {
        auth: false,
      }).then((list) => list.filter((c) => `${c.nom} (${c.code_postal})` === artisan.city));
      expect(city).toBeDefined();
      await api('/api/merchants/request', {
        auth: false,
        body: {
          establishment_name: artisan.name,
          activity_sector_id: 'boulanger',
          address: artisan.address,
          city_id: city._id,
          manager_firstname: 'Camille',
          manager_lastname: 'Rivière',
          email: `${artisan.key}@exemple.fr`,
          phone: '0478123456',
          description: 'Fournil ouvert, ateliers le week-end.',
          capacity: 60,
          available_days: [DESIRED_WEEKDAY],
          available_hours: ['13:30', '14:00', '14:30', '15:00', '15:30', '16:00'],
          recaptchaToken: 'jeton-de-test',
          terms_accepted: true,
        },
      });
    }
    const list = await api<Array<{ id: string; establishment_name: string }>>('/api/admin/merchant-requests');
    for (const record of list) ids[record.establishment_name] = record.id;
    for (const artisan of ARTISANS) await api(`/api/admin/merchant-requests/${ids[artisan.name]}/status`, { method: 'PUT', body: { status: 'active' } });
    // The approval mail carries the artisan's space link.
    const welcome = await mailTo('croix-rousse@exemple.fr', /^Bienvenue parmi les artisans/);
    expect(linkToken(welcome, MERCHANT_LINK)).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const page = await newPage('parent-deposit');
    await page.goto(`${server.url}/parents`);
    await scrollToForm(page);
    await field(page, 'Votre prénom').fill('Sophie');
    await field(page, 'Votre nom').fill('Bernard');
    await field(page, 'Email').fill(journey.parentEmail);
    await field(page, 'Téléphone').fill('06 12 34 56 78');
    await field(page, "Prénom de l'enfant").fill('Lina');
    await field(page, "Âge de l'enfant").fill('8');
    await field(page, "Nombre d'enfants").fill('6');
    await field(page, 'Date souhaitée').fill(DESIRED_DAY);
    await field(page, "Adresse de l'atelier souhaité").fill('5 place des Terreaux');
    await field(page, 'Allergies ou régimes particuliers').fill('Sans gluten pour un invité');
    await page.getByRole('combobox', { name: /Ma ville/ }).pressSequentially('lyon');
    await page.getByRole('option', { name: /^Lyon \(69001\)/ }).click();
    await page.getByRole('checkbox', { name: /J'ai lu et j'accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.waitForURL(/\/parents\/payment\/[0-9a-f-]{36}$/);
    journey.requestId = page.url().split('/').pop()!;
    await page.getByText('Mode démonstration', { exact: false }).waitFor();
    await page.getByRole('button', { name: "Payer l'acompte de 30 €" }).click();
    await page.waitForURL(`${server.url}/parents/confirmation/${journey.requestId}`);
    await page.context().close();
    await mailTo(journey.parentEmail, /^Paiement autorisé/);
  });

  it('2. staff find the candidates ranked nearest first, pick two in order and send the offer', async () => {
    const page = await staffPage('staff-candidates');
    await page.goto(`${server.url}/admin/parents/${journey.requestId}/show`);
    await page.getByRole('link', { name: 'Trouver un artisan' }).click();
    await page.waitForURL(/\/parents\/[0-9a-f-]{36}\/artisans$/);
    await page.getByRole('heading', { level: 1, name: 'Trouver un artisan' }).waitFor();
    const rows = page.locator('tbody tr[data-eligible="true"]');
    await rows.first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-eligible="true"]').length === 3);

    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('p')?.textContent ?? ''));
    expect(names).toEqual(ARTISANS.map((a) => a.name));
    const distances = await page.getByTestId('candidate-distance').allTextContents();
    for (const text of distances) expect(text).toMatch(/^\d+(,\d)? km$/);
    const km = distances.map((text) => Number(text.replace(' km', '').replace(',', '.')));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeGreaterThan(0.5);
    expect(km[0]).toBeLessThan(2);
    expect(km[2]).toBeLessThan(6);

    // The nearest first, then Gerland: the order of the offers is the order of the clicks.
    await page.getByRole('checkbox', { name: `Choisir ${ARTISANS[0].name}` }).check();
    await page.getByRole('checkbox', { name: `Choisir ${ARTISANS[1].name}` }).check();
    const order = page.getByTestId('offer-order');
    await expect(order.innerText()).resolves.toMatch(new RegExp(`1\\. ${ARTISANS[0].name}[\\s\\S]*2\\. ${ARTISANS[1].name}`));
    await capture(page, 'matching-candidates-desktop', WIDTHS.desktop);
    await capture(page, 'matching-candidates-mobile', WIDTHS.mobile);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    await page.getByRole('button', { name: "Envoyer l'offre" }).click();
    await notification(page, `Offre envoyée à ${ARTISANS[0].name}.`);
    await page.waitForURL(new RegExp(`/parents/${journey.requestId}/show$`));
    const section = page.getByRole('table', { name: 'Offres aux artisans' });
    const first = section.locator('tbody tr').nth(0);
    const second = section.locator('tbody tr').nth(1);
    await first.getByText('En attente de réponse').waitFor();
    await expect(first.innerText()).resolves.toContain(ARTISANS[0].name);
    await second.getByText('En file d’attente').waitFor();
    await expect(second.innerText()).resolves.toContain(ARTISANS[1].name);
    // The whole queue fits the card on a laptop screen, the withdraw buttons included: no sideways scrolling.
    const container = section.locator('xpath=..');
    await expect(container.evaluate((box) => box.scrollWidth - box.clientWidth)).resolves.toBeLessThanOrEqual(0);
    // The request's history in the order things happened, even within one transaction: queued, then sent.
    await page.locator('td', { hasText: "Offre envoyée à l'artisan" }).waitFor();
    const history = await page.locator('td', { hasText: /^Offres? envoyées? (aux|à) / }).allTextContents();
    expect(history).toEqual(['Offres envoyées aux artisans', "Offre envoyée à l'artisan"]);
    await screenshot(page, 'matching-request-offers-desktop');
    await page.context().close();

    const queue = await offers();
    expect(queue.map((o) => [o.merchantId, o.rank, o.status])).toEqual([
      [ids[ARTISANS[0].name], 1, 'pending'],
      [ids[ARTISANS[1].name], 2, 'queued'],
    ]);
    journey.offerIds = queue.map((o) => o.id);
  });

  it('3. the first artisan opens the link of the offer mail; the offer waits for the click, then is accepted', async () => {
    const mail = await mailTo(`${ARTISANS[0].key}@exemple.fr`, /^Un atelier d'anniversaire pour vous le/);
    journey.merchantToken = linkToken(mail, MERCHANT_LINK);
    // Only the first artisan in the order is told.
    expect(received.some((m) => m.to.includes(`${ARTISANS[1].key}@exemple.fr`) && /^Un atelier/.test(m.parsed.subject ?? ''))).toBe(false);

    const page = await newPage('merchant-offer');
    await page.goto(`${server.url}/espace-artisan/${journey.merchantToken}`);
    await page.getByRole('heading', { level: 1, name: 'Mon espace artisan' }).waitFor();
    const offersRegion = page.getByRole('region', { name: 'Ateliers proposés' });
    await offersRegion.getByText('En attente de réponse').waitFor();
    await offersRegion.getByText(/^Il vous reste (1 j|2 j|\d+ h)/).waitFor();
    await offersRegion.getByText('Lyon (69001)').waitFor();
    await offersRegion.getByText('Sans gluten pour un invité').waitFor();
    // Opening the page (a GET, as a mail scanner would) changed nothing.
    await expect(offers().then((list) => list.map((o) => o.status))).resolves.toEqual(['pending', 'queued']);
    await capture(page, 'matching-merchant-offer-mobile', WIDTHS.mobile);
    await capture(page, 'matching-merchant-offer-desktop', WIDTHS.desktop);
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });

    await page.getByRole('button', { name: "Accepter l'atelier" }).click();
    await offersRegion.getByText('Acceptée').waitFor();
    await expect(page.getByRole('button', { name: "Accepter l'atelier" }).count()).resolves.toBe(0);
    await capture(page, 'matching-merchant-accepted-mobile', WIDTHS.mobile);
    await capture(page, 'matching-merchant-accepted-desktop', WIDTHS.desktop);
    await page.context().close();
    await expect(offers().then((list) => list.map((o) => o.status))).resolves.toEqual(['accepted', 'withdrawn']);
  });

  it('4. the parent receives the proposal with the artisan, accepts it and pays the balance', async () => {
    const mail = await mailTo(journey.parentEmail, /notre proposition$/);
    journey.parentToken = linkToken(mail, PARENT_LINK);
    expect(mail.parsed.text).toContain(ARTISANS[0].name);

    const page = await newPage('parent-proposal');
    await page.goto(`${server.url}/mon-espace/${journey.parentToken}`);
    const proposal = page.getByRole('region', { name: 'La proposition' });
    await proposal.getByText(ARTISANS[0].name).waitFor();
    await proposal.getByText(ARTISANS[0].address, { exact: false }).waitFor();
    await screenshot(page, 'matching-parent-proposal-mobile');
    await page.getByRole('button', { name: /^Accepter et régler le solde/ }).click();
    await page.waitForURL(`${server.url}/mon-espace/paiement-solde`);
    await page.getByText('Mode démonstration', { exact: false }).waitFor();
    await page.getByRole('button', { name: /^Payer le solde de/ }).click();
    await page.waitForURL(`${server.url}/mon-espace/${journey.parentToken}`);
    await page.getByText("Votre solde est réglé : l'atelier est confirmé.", { exact: false }).waitFor();
    await page.context().close();
  });

  it('5. the artisan space lists the confirmed workshop and its calendar feed holds it', async () => {
    const page = await newPage('merchant-confirmed', WIDTHS.desktop);
    await page.goto(`${server.url}/espace-artisan/${journey.merchantToken}`);
    const workshops = page.getByRole('region', { name: 'Ateliers confirmés' });
    await workshops.getByText('Lina, 8 ans').waitFor();
    await workshops.getByText('Sans gluten pour un invité').waitFor();

    await page.getByRole('button', { name: 'Abonner mon agenda' }).click();
    const address = await page.locator('#merchant-calendar-url').inputValue();
    const feed = new URL(address);
    expect(feed.pathname).toMatch(/^\/api\/merchant-space\/[A-Za-z0-9_-]{32}\/calendar\.ics$/);
    // The feed is fetched as a calendar service would: no session, no space token.
    const response = await fetch(`${server.url}${feed.pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = (await response.text()).replace(/\r?\n[ \t]/g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${DESIRED_DAY.replace(/-/g, '')}T140000`);
    expect(ics).toContain(`DTEND;TZID=Europe/Paris:${DESIRED_DAY.replace(/-/g, '')}T153000`);
    expect(ics).toContain('SUMMARY:Atelier d\'anniversaire (8 ans\\, 6 enfants)');
    expect(ics).toContain(ARTISANS[0].address);
    await capture(page, 'matching-merchant-calendar-desktop', WIDTHS.desktop);
    await capture(page, 'matching-merchant-calendar-mobile', WIDTHS.mobile);
    await page.context().close();
  });

  it('6. no page logged an error', () => {
    expect(opened.flatMap(({ name, errors }) => errors.map((error) => `${name}: ${error}`))).toEqual([]);
  });
});
