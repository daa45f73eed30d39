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
