import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, WIDTHS, type OpenedPage } from './browser';
import { startServer, type RunningServer } from './server';
import { TEST_ENV } from './test-env';

/** A token for the seeded admin (or another account), as the login page gets it. */
export async function adminToken(serverUrl: string, email = TEST_ENV.ADMIN_EMAIL, password = TEST_ENV.ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${serverUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Connexion refusée (${response.status}) pour ${email}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Every page the context opens is signed in with the token. It is stored in the top frame only: init scripts run in
 * every frame, and a sandboxed frame (a mail's HTML) rightly has no storage.
 */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    if (window === window.top) localStorage.setItem('adminToken', value);
  }, token);
}

/** A page whose back office is already signed in with the token. */
export async function openSignedInPage(browser: Browser, token: string, width: number = WIDTHS.desktop): Promise<OpenedPage> {
  const opened = await openPage(browser, width);
  await signIn(opened.page.context(), token);
  return opened;
}

/** A back-office button by its exact label. */
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Waits for react-admin's notification holding the text. */
export const notification = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root', { hasText: text }).waitFor();

export interface DemoBackOffice {
  /** The server's address. */
  readonly url: string;
  /** The seeded admin's token. */
  readonly token: string;
  /** The browser, for a page that is not signed in. */
  readonly browser: Browser;
  /** A new page already signed in; the test closes its context. */
  open(width?: number): Promise<OpenedPage>;
}

/** The built product on the demo data a first start seeds, and a browser, for the tests of one file. */
export function demoBackOffice(): DemoBackOffice {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { DEMO_DATA: 'true' } }), launchBrowser()]);
    token = await adminToken(server.url);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url() {
      return server.url;
    },
    get token() {
      return token;
    },
    get browser() {
      return browser;
    },
    open: (width) => openSignedInPage(browser, token, width),
  };
}
