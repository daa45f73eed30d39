import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, WIDTHS } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { settle } from './public-support';

jest.setTimeout(180_000);

const ROUTES: Array<{ path: string; name: string; heading: RegExp; title: RegExp }> = [
  { path: '/', name: 'home', heading: /Un anniversaire gourmand/, title: /^Les P'tits Mitrons · Ateliers/ },
  { path: '/merchants', name: 'merchants', heading: /Pourquoi rejoindre l'aventure Les P'tits Mitrons/, title: /^Devenir artisan partenaire/ },
  { path: '/about', name: 'about', heading: /Qui sommes-nous \?/, title: /^Qui sommes-nous/ },
  { path: '/contact', name: 'contact', heading: /Nous contacter/, title: /^Nous contacter/ },
  { path: '/mentions-legales', name: 'mentions-legales', heading: /Mentions légales/, title: /^Mentions légales/ },
  { path: '/cgv', name: 'cgv', heading: /Conditions générales de vente/, title: /^Conditions générales de vente/ },
  { path: '/cgu', name: 'cgu', heading: /Conditions générales d'utilisation/, title: /^Conditions générales d'utilisation/ },
  { path: '/conditions-artisans', name: 'conditions-artisans', heading: /Conditions des artisans/, title: /^Conditions des artisans/ },
  { path: '/confidentialite', name: 'confidentialite', heading: /Politique de confidentialité/, title: /^Politique de confidentialité/ },
  { path: '/accessibilite', name: 'accessibilite', heading: /Déclaration d'accessibilité/, title: /^Déclaration d'accessibilité/ },
  { path: '/page-qui-n-existe-pas', name: '404', heading: /Page introuvable/, title: /^Page introuvable/ },
];

describe('Site public', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(Object.entries(WIDTHS))('at %s width', (label, width) => {
    it.each(ROUTES)('renders $path with its title, no console error and no axe violation', async (route) => {
      const { page, errors } = await openPage(browser, width);
      await page.goto(`${server.url}${route.path}`);
      await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
      await settle(page);
      expect(await page.title()).toMatch(route.title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await screenshot(page, `public-${route.name}-${label}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('opens the gift card modal from the footer, with the configured e-mail and phone, and closes it with Escape', async () => {
      const { page, errors } = await openPage(browser, width);
      await page.goto(`${server.url}/`);
      const opener = page.getByRole('button', { name: 'Offrir une carte cadeau' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Carte Cadeau' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: /contact@test\.fr/ }).getAttribute('href')).toBe('mailto:contact@test.fr');
      expect(await dialog.getByRole('link', { name: /01 23 45 67 89/ }).getAttribute('href')).toBe('tel:0123456789');
      await screenshot(page, `public-gift-card-${label}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it.each([
      ['/parents', 'ParentForm'],
      ['/merchants', 'MerchantForm'],
    ])('holds the place of the form of %s while it loads: the footer does not move when it arrives', async (path, chunk) => {
      const { page, errors } = await openPage(browser, width);
      // The form's code is held back a moment, so that the page is measured with its placeholder first.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}${path}`);
      const footerTop = () => page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
      await page.locator('[aria-busy="true"]').waitFor();
      const before = await footerTop();
      release();
      await page.locator('form textarea').first().waitFor();
      expect(Math.abs((await footerTop()) - before)).toBeLessThanOrEqual(2);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  it.each(['/parents', '/merchants'])('draws the form of %s without scrolling nor key press once the page is idle (screen readers read it as it is)', async (path) => {
    const { page, errors } = await openPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('form').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves robots.txt and sitemap.xml', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Disallow: /admin/');
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const path of ['/merchants', '/about', '/contact', '/cgv', '/cgu', '/conditions-artisans', '/mentions-legales', '/confidentialite', '/accessibilite']) expect(xml).toContain(`${path}</loc>`);
  });

  it('opens the menu drawer on a small screen, navigates from it and closes it', async () => {
    const { page, errors } = await openPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Artisans' }).or(page.getByRole('link', { name: 'Artisans' })).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.click();
    const drawerLink = page.getByRole('link', { name: 'Qui sommes-nous ?' });
    await drawerLink.waitFor();
    const paper = page.locator('#site-drawer .MuiDrawer-paper');
    expect((await paper.boundingBox())!.width).toBe(240);
    await screenshot(page, 'public-drawer-mobile');
    await page.keyboard.press('Escape');
    await drawerLink.waitFor({ state: 'hidden' });
    await menuButton.click();
    await page.getByRole('link', { name: 'Nous contacter' }).click();
    await page.waitForURL(/\/contact$/);
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    await page.getByRole('link', { name: 'Nous contacter' }).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the header links, not the menu button, on a wide screen', async () => {
    const { page } = await openPage(browser, WIDTHS.desktop);
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Artisans' }).click();
    await page.getByRole('heading', { level: 1, name: /Pourquoi rejoindre/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
