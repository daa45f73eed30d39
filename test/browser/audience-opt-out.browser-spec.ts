import {
  ACCOUNTING_RETENTION_YEARS,
  ARTISAN_TAX_RECORDS_RETENTION_YEARS,
  PAGE_STATS_RETENTION_MONTHS,
  PAGE_VIEW_RETENTION_MONTHS,
  PARENT_REQUEST_RETENTION_MONTHS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  SENT_MAIL_BODY_RETENTION_DAYS,
} from '@ptits-mitrons/domain';
import type { Browser, Page } from 'playwright-core';
import { WIDTHS } from '../support/browser';
import type { RunningServer } from '../support/server';
import { openVisitorPage, settle, startKeptServer } from './public-support';

jest.setTimeout(180_000);

/** Counts the page-view beacons the page sends from now on (sendBeacon, or fetch where it is refused). */
function countBeacons(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/track') count += 1;
  });
  return { count: () => count };
}

/** Visits pages as a visitor does: a full load, then a link followed inside the site. */
async function browse(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/about`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'CGV' }).click();
  await page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }).waitFor();
  await settle(page);
}

describe('La politique de confidentialité : durées de conservation et « Ne pas être mesuré »', () => {
  let server: RunningServer;
  let browser: Browser;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ server, browser, dispose } = await startKeptServer());
  });
  afterAll(() => dispose?.());

  it('states, as served to a visitor, the retention periods the purge jobs apply (their constants) and no other', async () => {
    const { page, errors } = await openVisitorPage(browser, WIDTHS.mobile);
    await page.goto(`${server.url}/confidentialite`);
    const text = await page.getByRole('region', { name: 'Durées de conservation' }).innerText();
    expect([...text.matchAll(/\d+ (?:mois|jours|ans)/g)].map(([figure]) => figure)).toEqual([
      `${PARENT_REQUEST_RETENTION_MONTHS} mois`,
      `${ACCOUNTING_RETENTION_YEARS} ans`,
      `${REJECTED_APPLICATION_RETENTION_MONTHS} mois`,
      `${ARTISAN_TAX_RECORDS_RETENTION_YEARS} ans`,
      `${SENT_MAIL_BODY_RETENTION_DAYS} jours`,
      `${PAGE_VIEW_RETENTION_MONTHS} mois`,
      `${PAGE_STATS_RETENTION_MONTHS} mois`,
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stops every page-view beacon from this browser, across pages and reloads, until the visitor undoes it', async () => {
    const { page, errors } = await openVisitorPage(browser, WIDTHS.desktop);
    const beacons = countBeacons(page);
    await browse(page, server.url);
    expect(beacons.count()).toBe(2);

    await page.goto(`${server.url}/confidentialite`);
    const section = page.getByRole('region', { name: "Mesure d'audience" });
    await section.getByRole('button', { name: 'Ne pas être mesuré' }).click();
    await section.getByRole('status').filter({ hasText: "ce navigateur n'envoie plus aucune mesure d'audience" }).waitFor();
    const afterChoice = beacons.count();
    await browse(page, server.url);
    await page.reload();
    await settle(page);
    expect(beacons.count()).toBe(afterChoice);

    await page.goto(`${server.url}/confidentialite`);
    await section.getByRole('button', { name: "Accepter de nouveau la mesure d'audience" }).click();
    await section.getByRole('status').filter({ hasText: "Ce navigateur participe actuellement à la mesure d'audience." }).waitFor();
    const beforeUndoneVisit = beacons.count();
    await browse(page, server.url);
    expect(beacons.count()).toBe(beforeUndoneVisit + 2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
