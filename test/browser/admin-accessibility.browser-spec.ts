import type { BrowserContext, Page } from 'playwright-core';
import { demoBackOffice, signIn } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { newContext, newWatchedPage, screenshot, WIDTHS } from '../support/browser';

jest.setTimeout(180_000);

/** Every back-office page, on the demo data, with no axe-core violation of any impact (as the public site). */
describe('Back-office : accessibilité', () => {
  const demo = demoBackOffice();

  const api = async (path: string, body?: object) => {
    const response = await fetch(`${demo.url}/api/admin/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${demo.token}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`);
    return response.json();
  };
  /** The id of the first record the API lists under this filter, newest first (or oldest). */
  const firstId = async (resource: string, filter: Record<string, unknown> = {}, order = 'DESC') => {
    const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,0]', sort: `["createdAt","${order}"]` });
    const [record] = (await api(`${resource}?${query}`)) as Array<{ id: string }>;
    if (!record) throw new Error(`Aucune donnée de démonstration pour ${resource} ${JSON.stringify(filter)}`);
    return record.id;
  };

  // The demo seeds no mail: refusing its oldest paid request puts one in the outbox.
  beforeAll(async () => {
    const oldest = await firstId('parent-requests', { tab: 'deposit_paid' }, 'ASC');
    await api(`parent-requests/${oldest}/reject`, { reason: 'Aucun artisan disponible à cette date.' });
  });
  const merchantTab = (status: string) => `/merchants?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`;

  const PAGES: Array<{ name: string; path: () => Promise<string> | string }> = [
    { name: 'dashboard', path: () => '/' },
    ...[0, 1, 2, 3, 4].map((tab) => ({ name: `parents-tab-${tab}`, path: () => `/parents?tab=${tab}` })),
    ...['deposit_paid', 'awaiting_balance', 'settled', 'refused', 'archive'].map((tab) => ({
      name: `parent-show-${tab}`,
      path: async () => `/parents/${await firstId('parent-requests', { tab })}/show`,
    })),
    ...['pending_validation', 'active', 'rejected'].map((status) => ({ name: `merchants-${status}`, path: () => merchantTab(status) })),
    ...['pending_validation', 'active', 'rejected'].map((status) => ({
      name: `merchant-show-${status}`,
      path: async () => `/merchants/${await firstId('merchant-requests', { status })}/show`,
    })),
    { name: 'merchant-edit', path: async () => `/merchants/${await firstId('merchant-requests', { status: 'active' })}` },
    { name: 'mails', path: () => '/mails' },
    { name: 'mail-show', path: async () => `/mails/${await firstId('mails')}/show` },
    { name: 'admins', path: () => '/admins' },
    { name: 'admin-create', path: () => '/admins/create' },
    { name: 'statistics', path: () => '/statistics' },
  ];

  /** Waits until react-admin has drawn the page: no request, no loading indicator, no transition under way. */
  const settled = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.locator('main, .RaLogin-card').first().waitFor();
    await page.waitForFunction(
      () =>
        !document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root') &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
  };

  // react-admin follows the system's colour scheme: the dark theme is checked too, on a computer's screen.
  const VIEWS = [
    { label: 'mobile', width: WIDTHS.mobile, colorScheme: 'light' },
    { label: 'desktop', width: WIDTHS.desktop, colorScheme: 'light' },
    { label: 'desktop-dark', width: WIDTHS.desktop, colorScheme: 'dark' },
  ] as const;

  describe.each(VIEWS)('on $label', ({ label, width, colorScheme }) => {
    /**
     * One signed-in context per view: its pages share the HTTP cache, so the back office's bundle is not fetched and
     * compiled again for every page. Each page still starts as in a new context: a new document whose storage holds
     * the token only (react-admin keeps list settings there).
     */
    let context: BrowserContext;
    beforeAll(async () => {
      context = await newContext(demo.browser, width, { colorScheme });
      // Init scripts run in the order added: the storage is emptied, then signIn puts the token back.
      await context.addInitScript(() => {
        if (window === window.top) localStorage.clear();
      });
      await signIn(context, demo.token);
    });
    afterAll(() => context?.close());

    it.each(PAGES)('shows $name with no axe violation', async ({ name, path }) => {
      const { page, errors } = await newWatchedPage(context);
      await page.goto(`${demo.url}/admin${await path()}`);
      await settled(page);
      await screenshot(page, `admin-a11y-${name}-${label}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('shows the sign-in page with no axe violation', async () => {
      const { page, errors } = await newWatchedPage(await newContext(demo.browser, width, { colorScheme }));
      await page.goto(`${demo.url}/admin/login`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
