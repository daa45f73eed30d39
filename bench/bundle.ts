/**
 * npm run bench:bundle — the JavaScript and CSS each public route loads first (fresh browser, no cache, until the
 * network is idle), read from dist/frontend and compressed with gzip -9 and brotli -11, plus the bytes the server
 * sends for them (its own brotli).
 * Budgets of gzip-compressed JavaScript (KB = 1000 bytes): `/` 110 KB (issue 19); `/parents`, the parent space
 * `/mon-espace/{token}` and the artisan space `/espace-artisan/{token}` 110 KB (issue 34; 150 KB before);
 * `/merchants` 150 KB (issue 19). Exit code 1 otherwise.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { projectRoot } from '../backend/src/common/project-root';
import { launchBrowser, openPage, WIDTHS } from '../test/support/browser';
import { startServer } from '../test/support/server';
import type { MerchantSpaceResponse, ParentSpaceResponse } from '@ptits-mitrons/api-types';

/** A made-up request id: the payment pages load their code the same way for any id. */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/**
 * A made-up space token. Its API call is answered with a sample space (a proposal to accept), so the bench weighs the
 * page a parent sees from their mail, not the new-link form a bad token gets (that form is the /mon-espace row).
 */
const SAMPLE_TOKEN = 'bench-token-00000000000000000000000';
const SPACE_ROUTE = `/mon-espace/${SAMPLE_TOKEN}`;
const SAMPLE_SPACE: ParentSpaceResponse = {
  request: {
    _id: SAMPLE_ID,
    parent_firstname: 'Claire',
    child_firstname: 'Léo',
    child_age: 7,
    desired_date: '2030-09-14',
    number_of_children: 8,
    allergies: null,
    city_label: 'Lyon (69001)',
    merchant_type: 'boulanger',
    workshop_day: '2030-09-14',
  },
  status: 'proposal_sent',
  status_label: 'Transmise au client',
  timeline: [{ at: '2030-07-01T08:00:00.000Z', label: 'Demande reçue' }],
  amounts: { total: 18000, deposit: 3000, balance: 15000, depositPaid: true, depositCredited: false, balancePaid: false, balanceRefunded: 0, balanceDueBy: '2030-09-13' },
  proposal: { establishment_name: 'Boulangerie', address: '5 place du Marché, Lyon', date: '2030-09-14T12:30:00.000Z', payment_link: null, status: 'sent' },
  actions: ['accept', 'decline', 'cancel', 'edit_details'],
  receipts: [],
  credit: null,
};
/** The artisan's space the same way: a pending offer to answer, a confirmed workshop, their availability. */
const MERCHANT_SPACE_ROUTE = `/espace-artisan/${SAMPLE_TOKEN}`;
const SAMPLE_MERCHANT_SPACE: MerchantSpaceResponse = {
  profile: { establishment_name: 'Boulangerie', address: '5 place du Marché', city_label: 'Lyon (69001)', sector: 'Boulanger', manager_firstname: 'Paul', max_children: 8 },
  availability: { available_days: ['Mercredi', 'Samedi'], available_hours: ['14:00', '14:30', '15:00'], days_off: ['2030-12-24'], max_children: 8 },
  offers: [
    {
      id: SAMPLE_ID,
      status: 'pending',
      status_label: 'En attente de réponse',
      date: '2030-09-14T12:30:00.000Z',
      expiresAt: '2030-09-01T12:00:00.000Z',
      city_label: 'Lyon (69003)',
      child_age: 7,
      number_of_children: 8,
      allergies: null,
    },
  ],
  workshops: [{ date: '2030-08-01T12:30:00.000Z', child_firstname: 'Léo', child_age: 6, number_of_children: 8, allergies: null }],
};
const ROUTES = [
  '/',
  '/parents',
  `/parents/payment/${SAMPLE_ID}`,
  `/parents/payment-return/${SAMPLE_ID}`,
  `/parents/confirmation/${SAMPLE_ID}`,
  `/parents/refund/${SAMPLE_ID}`,
  '/mon-espace',
  SPACE_ROUTE,
  '/espace-artisan',
  MERCHANT_SPACE_ROUTE,
  '/merchants',
  '/about',
  '/contact',
  '/mentions-legales',
  '/cgv',
  '/cgu',
  '/page-inconnue',
];
/** First-load gzip JavaScript budgets, per route. */
const JS_BUDGETS: Record<string, number> = {
  '/': 110_000,
  '/parents': 110_000,
  '/merchants': 150_000,
  [SPACE_ROUTE]: 110_000,
  [MERCHANT_SPACE_ROUTE]: 110_000,
};

interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  sent: number;
}

interface RouteWeight {
  route: string;
  js: Weight;
  css: Weight;
  external: string[];
}

const empty = (): Weight => ({ files: 0, raw: 0, gzip: 0, brotli: 0, sent: 0 });

/** What the server sends for a path when the browser accepts brotli and gzip (the body as it travels). */
function sentBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      let total = 0;
      response.on('data', (chunk: Buffer) => (total += chunk.length));
      response.on('end', () => resolve(total));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function weigh(browser: Browser, origin: string, route: string): Promise<RouteWeight> {
  const { page } = await openPage(browser, WIDTHS.mobile);
  const loaded: Array<{ url: string; kind: 'js' | 'css' }> = [];
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) external.push(request.url());
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push({ url: request.url(), kind: type === 'script' ? 'js' : 'css' });
  });
  if (route === SPACE_ROUTE) {
    await page.route(`**/api/parent-space/${SAMPLE_TOKEN}`, (answer) => answer.fulfill({ json: SAMPLE_SPACE }));
  }
  if (route === MERCHANT_SPACE_ROUTE) {
    await page.route(`**/api/merchant-space/${SAMPLE_TOKEN}`, (answer) => answer.fulfill({ json: SAMPLE_MERCHANT_SPACE }));
  }
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  // The route's own chunk comes after the configuration answer: wait until the page has drawn its heading.
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.context().close();
  const result: RouteWeight = { route, js: empty(), css: empty(), external };
  for (const { url, kind } of loaded.filter((item) => item.url.startsWith(origin))) {
    const body = readFileSync(join(projectRoot(), 'dist', 'frontend', new URL(url).pathname));
    const weight = result[kind];
    weight.files += 1;
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 9 }).length;
    weight.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    weight.sent += await sentBytes(url);
  }
  return result;
}

const label = (route: string) => route.replace(SAMPLE_ID, ':id').replace(SAMPLE_TOKEN, ':token');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);

async function main(): Promise<void> {
  const [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: 'error' } }), launchBrowser()]);
  try {
    const rows: RouteWeight[] = [];
    for (const route of ROUTES) rows.push(await weigh(browser, server.url, route));
    console.log('Chargé en premier (navigateur neuf, jusqu’au réseau au repos) ; KB = 1000 octets');
    console.log(`${'route'.padEnd(28)} ${'JS fichiers'.padStart(11)} ${'JS brut'.padStart(9)} ${'JS gzip'.padStart(9)} ${'JS brotli'.padStart(9)} ${'JS envoyé'.padStart(9)}   ${'CSS gzip'.padStart(9)} ${'CSS envoyé'.padStart(10)}`);
    for (const { route, js, css } of rows) {
      console.log(`${label(route).padEnd(28)} ${String(js.files).padStart(11)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(js.brotli)} ${kb(js.sent)}   ${kb(css.gzip)} ${kb(css.sent).padStart(10)}`);
    }
    const external = rows.flatMap((row) => row.external.map((url) => `${label(row.route)} → ${url}`));
    console.log(external.length ? `Requêtes hors du site :\n${external.join('\n')}` : 'Aucune requête hors du site.');
    for (const [route, budget] of Object.entries(JS_BUDGETS)) {
      const row = rows.find((candidate) => candidate.route === route)!;
      const ok = row.js.gzip <= budget;
      console.log(`${label(route)} : ${kb(row.js.gzip).trim()} de JavaScript gzip pour un budget de ${kb(budget).trim()} : ${ok ? 'OK' : 'DÉPASSÉ'}`);
      if (!ok) process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
