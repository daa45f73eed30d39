/**
 * npm run bench:mixed — a busy minute on PostgreSQL (issue 19): BENCH_VISITORS simulated visitors (default 200), each
 * from its own address behind the proxy (TRUST_PROXY, X-Forwarded-For), viewing pages (POST /api/track) and searching
 * towns (GET /api/cities/search) about once a second; one public parent form a second (with the fake reCAPTCHA and
 * Stripe servers of the tests); BENCH_STAFF operators (default 5) paging the back office's lists over BENCH_ROWS
 * parent requests (default 50,000), tab counts included. Prints p95 per endpoint beside GET /api/health measured in
 * the same run, the error count (must be 0) and the lost views: rows stored against 204 answers (must be 0).
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is created and dropped.
 */
import { sql } from 'drizzle-orm';
import { PARENT_REQUEST_TAB_IDS } from '@ptits-mitrons/domain';
import { openDatabase, queryRows } from '../backend/src/database/database.client';
import { adminToken } from '../test/support/admin-session';
import { startFakeRecaptcha } from '../test/support/fake-recaptcha';
import { startFakeStripe } from '../test/support/fake-stripe';
import { parentForm } from '../test/support/parent-requests';
import { startServer } from '../test/support/server';
import { fmt, percentile } from './support/load';
import { seedParentRequests } from './support/parent-requests-seed';
import { withScratchDatabase } from './support/scratch-database';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 200);
const STAFF = Number(process.env.BENCH_STAFF ?? 5);
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const PAGES = ['/', '/parents', '/merchants', '/about', '/contact', '/parents/confirmation/abc'];
const TOWNS = ['lyo', 'paris', 'mars', 'toulo', 'bord', 'nant', 'lille', 'stras', 'saint-e', '690', '750', 'mont'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Visitor n's address: 10.x.y.z as the proxy would forward it (never contacted: only a header). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, string>();
  errorCount = 0;
  views = 0;

  /** Times one request; any non-2xx answer or network failure is an error, kept with its first message. */
  async call(label: string, url: string, init: RequestInit = {}): Promise<void> {
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`);
      if (label === 'POST /api/track') this.views++;
      const list = this.times.get(label) ?? [];
      list.push(performance.now() - started);
      this.times.set(label, list);
    } catch (error) {
      this.errorCount++;
      if (!this.errors.has(label)) this.errors.set(label, String(error));
    }
  }
}

async function main(): Promise<void> {
  const recaptcha = await startFakeRecaptcha();
  const stripe = await startFakeStripe();
  try {
    await withScratchDatabase('ptm_bench_mixed', async (url) => {
      const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url, TRUST_PROXY: '127.0.0.1', ...recaptcha.env, ...stripe.env } });
      try {
        await seedParentRequests(url, ROWS);
        const tokens = await Promise.all(Array.from({ length: STAFF }, () => adminToken(server.url)));
        const recorder = new Recorder();
        const ends = Date.now() + DURATION_S * 1000;
        let formsSent = 0;

        const visitor = async (n: number) => {
          const session = `visiteur-${n}-${Date.now()}`;
          const headers = { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': addressOf(n) };
          await sleep(Math.random() * 1000);
          for (let i = 0; Date.now() < ends; i++) {
            const page = PAGES[(n + i) % PAGES.length];
            await recorder.call('POST /api/track', `${server.url}/api/track`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ session_id: session, page, ts: Date.now(), device: n % 3 === 0 ? 'desktop' : 'mobile' }),
            });
            if (page === '/parents') {
              await recorder.call('GET /api/cities/search', `${server.url}/api/cities/search?q=${encodeURIComponent(TOWNS[(n + i) % TOWNS.length])}`, { headers });
            }
            await sleep(500 + Math.random() * 1000);
          }
        };
        const forms = async () => {
          for (let n = 0; Date.now() < ends; n++) {
            const next = Date.now() + 1000;
            await recorder.call('POST /api/parents', `${server.url}/api/parents`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': addressOf(VISITORS + n) },
              body: JSON.stringify(parentForm({ parent_email: `parent${n}@exemple.fr` })),
            });
            formsSent++;
            await sleep(Math.max(0, next - Date.now()));
          }
        };
        const staff = async (token: string, n: number) => {
          const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': addressOf(60_000 + n) };
          for (let i = 0; Date.now() < ends; i++) {
            const tab = PARENT_REQUEST_TAB_IDS[(n + i) % PARENT_REQUEST_TAB_IDS.length];
            const page = new URLSearchParams({ filter: JSON.stringify({ tab }), range: `[${(i % 8) * 25},${(i % 8) * 25 + 24}]`, sort: '["createdAt","DESC"]' });
            await recorder.call('GET /api/admin/parent-requests', `${server.url}/api/admin/parent-requests?${page}`, { headers });
            await recorder.call('GET /api/admin/parent-requests/counts', `${server.url}/api/admin/parent-requests/counts?filter=%7B%7D`, { headers });
            const merchants = new URLSearchParams({ range: '[0,24]', sort: '["createdAt","DESC"]' });
            await recorder.call('GET /api/admin/merchant-requests', `${server.url}/api/admin/merchant-requests?${merchants}`, { headers });
            await sleep(1000 + Math.random() * 1000);
          }
        };
        // The machine's own share of every figure, in the same run: GET /api/health every 100 ms.
        const reference = async () => {
          while (Date.now() < ends) {
            await recorder.call('GET /api/health (référence)', `${server.url}/api/health`);
            await sleep(100);
          }
        };

        const started = Date.now();
        await Promise.all([
          ...Array.from({ length: VISITORS }, (_, n) => visitor(n)),
          forms(),
          ...tokens.map((token, n) => staff(token, n)),
          reference(),
        ]);
        const seconds = (Date.now() - started) / 1000;
        // SIGTERM writes what the tracking buffer still holds (as a deploy would); then the stored rows are counted.
        await server.stop();
        const handle = await openDatabase({ url, poolSize: 1 });
        const [{ views }] = await queryRows<{ views: number }>(handle.db, sql`SELECT count(*)::int AS views FROM page_views`);
        await handle.close();

        console.log(
          `${fmt(seconds, 0)} s sur PostgreSQL : ${VISITORS} visiteurs, ${formsSent} formulaires, ${STAFF} opérateurs, ${ROWS} demandes en base`,
        );
        for (const [label, list] of [...recorder.times].sort(([a], [b]) => a.localeCompare(b))) {
          list.sort((a, b) => a - b);
          console.log(
            `  ${label.padEnd(42)} ${String(list.length).padStart(6)} réponses   p50 ${fmt(percentile(list, 50)).padStart(6)} ms   p95 ${fmt(percentile(list, 95)).padStart(6)} ms   p99 ${fmt(percentile(list, 99)).padStart(6)} ms`,
          );
        }
        console.log(`Erreurs : ${recorder.errorCount} (objectif 0)`);
        for (const [label, message] of recorder.errors) console.log(`  ${label} : ${message}`);
        console.log(`Pages vues : ${recorder.views} réponses 204, ${views} lignes enregistrées, ${recorder.views - views} perdues (objectif 0)`);
        if (recorder.errorCount > 0 || views !== recorder.views) process.exitCode = 1;
      } finally {
        await server.stop();
      }
    });
  } finally {
    await recaptcha.stop();
    await stripe.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
