import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** Helpers shared by the public site's browser specs (public-*, parents-*). */

/** The input of a form label, whether or not MUI appends the required asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** Waits for the page to be quiet, scrolling once to the bottom so lazy images are in full-page screenshots. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls to a page's form, as a visitor does: its code loads only as it nears the screen. */
export async function scrollToForm(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('form').waitFor();
}

/** A desktop Chrome user agent: headless Chromium's own is (rightly) recognised as a robot and not tracked. */
const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Like support/browser's openPage, as a person's browser, so that page views are stored. */
export async function openVisitorPage(browser: Browser, width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris', userAgent: VISITOR_USER_AGENT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * A server and a browser for one spec file. The data folder outlives server.stop(), so the last test can open the
 * database read-only (PGlite is single-process); dispose() removes it.
 */
export async function startKeptServer(): Promise<{ server: RunningServer; browser: Browser; dispose: () => Promise<void> }> {
  const [server, browser] = await Promise.all([startServer({ keepData: true }), launchBrowser()]);
  return {
    server,
    browser,
    dispose: async () => {
      await browser.close();
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** A day `days` from today, as the date input wants it. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
}

export interface ParentFormValues {
  firstname: string;
  lastname: string;
  email: string;
  child: string;
  age: string;
  children: string;
  desiredInDays: number;
  address: string;
}

/** Fills the parent request form as a parent types it, Lyon picked from the suggestions; the terms box is left to the caller. */
export async function fillParentForm(page: Page, values: ParentFormValues): Promise<void> {
  await field(page, 'Votre prénom').fill(values.firstname);
  await field(page, 'Votre nom').fill(values.lastname);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Téléphone').fill('06 12 34 56 78');
  await field(page, "Prénom de l'enfant").fill(values.child);
  await field(page, "Âge de l'enfant").fill(values.age);
  await field(page, "Nombre d'enfants").fill(values.children);
  await field(page, 'Date souhaitée').fill(dateInDays(values.desiredInDays));
  await field(page, "Adresse de l'atelier souhaité").fill(values.address);
  await page.getByRole('combobox', { name: /Ma ville/ }).pressSequentially('lyon');
  await page.getByRole('option', { name: /^Lyon \(/ }).first().click();
}
