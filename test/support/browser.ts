import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { projectRoot } from '../../backend/src/common/project-root';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/** Chromium's flags: the background traffic this closed network refuses turned off (also used by bench:lighthouse). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A context as every test page gets it: the width, French, Paris time, and the colour scheme when one is asked for. */
export function newContext(browser: Browser, width: number, options: { height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: options.height ?? 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris', colorScheme: options.colorScheme });
}

/** A new page of the context, whose console errors and uncaught exceptions are collected. */
export async function newWatchedPage(context: BrowserContext): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** A page in a context of its own. */
export async function openPage(browser: Browser, width: number, height = 900): Promise<OpenedPage> {
  return newWatchedPage(await newContext(browser, width, { height }));
}

/** Full-page screenshot under test-results/, for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(projectRoot(), 'test-results');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
