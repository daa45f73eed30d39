import { OPERATOR_REMINDER_KINDS, OPERATOR_REMINDER_TABS, PARENT_REQUEST_TABS } from '@ptits-mitrons/domain';
import type { Page } from 'playwright-core';
import { demoBackOffice } from '../support/admin-session';
import { screenshot } from '../support/browser';

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
