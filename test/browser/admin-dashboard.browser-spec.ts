import { OPERATIONS_WARNINGS_TITLE, OPERATOR_REMINDER_KINDS, OPERATOR_REMINDER_TABS, PARENT_REQUEST_TABS } from '@ptits-mitrons/domain';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { projectRoot } from '../../backend/src/common/project-root';
import { openDatabase } from '../../backend/src/database/database.client';
import { scheduledJobRuns } from '../../backend/src/jobs/jobs.schema';
import { mailOutbox } from '../../backend/src/mail/mail.schema';
import { adminToken, demoBackOffice, openSignedInPage } from '../support/admin-session';
import { launchBrowser, screenshot, WIDTHS } from '../support/browser';
import { DISK_TEMPLATE, startServer, type RunningServer } from '../support/server';

/** The dashboard's cards, on the demo data a first start seeds: each opens a list showing the same number. */
describe('Back-office : tableau de bord', () => {
  const demo = demoBackOffice();

  const cardCount = async (page: Page, card: string) => {
    const locator = page.getByTestId(`dashboard-${card}`);
    await page.waitForFunction((id) => /^\d+$/.test(document.querySelector(`[data-testid="dashboard-${id}"]`)?.textContent ?? ''), card);
    return Number(await locator.innerText());
  };

  /** The selected tab's "(N)" once loaded, and the rows shown (one page of 25 at most). */
  const listCounts = async (page: Page) => {
    const tab = page.locator('[role="tab"][aria-selected="true"]');
    await page.waitForFunction(() => /\(\d+\)$/.test(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? ''));
    const tabCount = Number(/\((\d+)\)$/.exec(await tab.innerText())![1]);
    await page.waitForFunction(
      (expected) => document.querySelectorAll('tbody tr').length === expected || !!document.querySelector('.RaEmpty-message, .RaList-noResults'),
      Math.min(tabCount, 25),
    );
    return { tabCount, rows: await page.locator('tbody tr').count() };
  };

  const openFromCard = async (page: Page, card: string, url: RegExp) => {
    await page.goto(`${demo.url}/admin`);
    const count = await cardCount(page, card);
    await page.getByTestId(`dashboard-${card}`).click();
    await page.waitForURL(url);
    return { count, ...(await listCounts(page)) };
  };

  it('every card opens its list with the same count, whatever filters the list had before', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.url}/admin`);
    await screenshot(page, 'admin-dashboard-cards');
    const counts: Record<string, number> = {};
    for (const [card, url] of [
      ['deposit_paid', /\/admin\/parents\?tab=0$/],
      ['awaiting_balance', /\/admin\/parents\?tab=1$/],
      ['settled', /\/admin\/parents\?tab=2$/],
      ['pending_merchants', /\/admin\/merchants/],
    ] as const) {
      const { count, tabCount, rows } = await openFromCard(page, card, url);
      expect({ card, tabCount, rows }).toEqual({ card, tabCount: count, rows: Math.min(count, 25) });
      counts[card] = count;
    }
    // The demo data has something behind each card but the month's settled birthdays, which depend on the day.
    expect(counts.deposit_paid + counts.awaiting_balance + counts.pending_merchants).toBeGreaterThan(0);

    // A filter typed in the parents list does not survive a card: the card's own filters replace it.
    await page.goto(`${demo.url}/admin/parents?tab=0`);
    await page.getByPlaceholder('Rechercher').fill('zzz-personne');
    await page.waitForFunction(() => /\(0\)$/.test(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? ''));
    const again = await openFromCard(page, 'deposit_paid', /\/admin\/parents\?tab=0$/);
    expect(again.tabCount).toBe(counts.deposit_paid);
    await screenshot(page, 'admin-dashboard-card-list');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('each late card opens its tab showing exactly its requests, behind a filter the operator can remove', async () => {
    const { page, errors } = await demo.open();
    expect(OPERATOR_REMINDER_TABS[OPERATOR_REMINDER_KINDS[OPERATOR_REMINDER_KINDS.length - 1]]).toBe('awaiting_balance');
    for (const kind of OPERATOR_REMINDER_KINDS) {
      const tab = PARENT_REQUEST_TABS.findIndex((t) => t.id === OPERATOR_REMINDER_TABS[kind]);
      const { count, tabCount, rows } = await openFromCard(page, `late-${kind}`, new RegExp(`/admin/parents\\?tab=${tab}$`));
      expect({ kind, tabCount, rows }).toEqual({ kind, tabCount: count, rows: Math.min(count, 25) });
      await page.getByTestId('ids-filter').waitFor();
    }
    // The last card's tab is « Demande en attente du solde »: removing the chip shows the whole tab again.
    await page.goto(`${demo.url}/admin`);
    const whole = await cardCount(page, 'awaiting_balance');
    const last = OPERATOR_REMINDER_KINDS[OPERATOR_REMINDER_KINDS.length - 1];
    await openFromCard(page, `late-${last}`, /\/admin\/parents\?tab=\d$/);
    await page.getByTestId('ids-filter').locator('xpath=ancestor::*[contains(@class, "filter-field")]').getByRole('button').click();
    await page.getByTestId('ids-filter').waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.endsWith(`(${n})`), whole);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** A server whose ledger and outbox say something is wrong: the dashboard says it first, at both widths. */
describe('Back-office : tableau de bord, alertes d’exploitation', () => {
  const HOUR = 3_600_000;
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let dataDir: string;

  beforeAll(async () => {
    const base = join(projectRoot(), '.tmp', 'servers');
    mkdirSync(base, { recursive: true });
    dataDir = mkdtempSync(join(base, 'operations-'));
    cpSync(DISK_TEMPLATE, dataDir, { recursive: true });
    const handle = await openDatabase({ dataDir });
    const threeDaysAgo = new Date(Date.now() - 72 * HOUR);
    await handle.db.insert(scheduledJobRuns).values({ job: 'stats-rollup', dueAt: threeDaysAgo, instance: 'test:1', startedAt: threeDaysAgo, finishedAt: threeDaysAgo });
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await handle.db.insert(mailOutbox).values({
      dedupKey: 'operations:1',
      template: 'merchant-application-received',
      recipient: 'jeanne@boulangerie.fr',
      subject: 'Votre candidature',
      html: '<p>Bonjour</p>',
      text: 'Bonjour',
      createdAt: twoHoursAgo,
      nextAttemptAt: twoHoursAgo,
    });
    await handle.close();
    [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
    token = await adminToken(server.url);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([WIDTHS.mobile, WIDTHS.desktop])('shows the late job and the old mail above the cards at %i px', async (width) => {
    const { page, errors } = await openSignedInPage(browser, token, width);
    await page.goto(`${server.url}/admin`);
    const alert = page.getByTestId('dashboard-operations-warnings');
    await alert.getByText(OPERATIONS_WARNINGS_TITLE).waitFor();
    expect(await alert.getByRole('listitem').allInnerTexts()).toEqual([
      "La tâche « Calcul des statistiques de visite » n'a pas réussi depuis 3 jours.",
      "1 e-mail attend d'être envoyé, le plus ancien depuis 2 heures : vérifiez l'envoi des e-mails (SMTP).",
    ]);
    // Above the first card, where the day starts.
    const [alertBox, cardBox] = await Promise.all([alert.boundingBox(), page.getByTestId('dashboard-deposit_paid').boundingBox()]);
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(cardBox!.y);
    expect(alertBox!.x + alertBox!.width).toBeLessThanOrEqual(width);
    await screenshot(page, `admin-dashboard-operations-warnings-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
