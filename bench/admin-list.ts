/**
 * npm run bench:admin-list — the back office's parent request list on 50,000 requests, on PostgreSQL:
 * a page of 25 filtered by tab and searched by q (accented and not), as react-admin asks for it.
 * Target (issue 4): p95 ≤ 50 ms. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres):
 * a database is created for the run and dropped after.
 */
import { sql } from 'drizzle-orm';
import { cities } from '../backend/src/cities/cities.schema';
import { openDatabase } from '../backend/src/database/database.client';
import { parentRequests } from '../backend/src/database/schema';
import { buildSearchText } from '../backend/src/parents/parent-request-search';
import { PARENT_REQUEST_TAB_IDS as PARENT_REQUEST_TABS } from '@ptits-mitrons/domain';
import { startServer } from '../test/support/server';
import { TEST_ENV } from '../test/support/test-env';
import { fmt, percentile, runLoad, sequentialTimes } from './support/load';
import { withScratchDatabase } from './support/scratch-database';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const FIRST = ['Hélène', 'Camille', 'Zoé', 'Léa', 'Émilie', 'Thomas', 'Nicolas', 'Chloé', 'Maël', 'Inès', 'Jérôme', 'Gaëlle', 'Anaïs', 'Noé', 'François', 'Céline', 'Julien', 'Sarah', 'Karim', 'Amélie', 'Louis', 'Jade', 'Hugo', 'Manon', 'Gabriel', 'Lucie', 'Arthur', 'Clémence', 'Yanis', 'Margaux', 'Raphaël', 'Océane', 'Mathis', 'Elsa', 'Théo', 'Agathe', 'Rémi', 'Nora', 'Adèle', 'Benoît'];
const LAST = [
  'Lefèvre', 'Martin', 'Dupont', 'Moreau', 'Girard', 'Benali', 'Bérénger', 'Leroy', 'Fournier', 'Rousseau', 'Mercier', 'Faure', 'Gauthier', 'Chevalier', 'Lambert',
  'Bonnet', 'François', 'Garnier', 'Perrin', 'Nguyen', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Laurent', 'Simon', 'Michel',
  'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Morel', 'Fontaine', 'André', 'Guérin', 'Boyer', 'Blanc', 'Gérard', 'Brun', 'Clément', 'Muller',
  'Lemaire', 'Noël', 'Masson', 'Marchand', 'Duval', 'Denis', 'Dumont', 'Marie', 'Lemoine', 'Joly', 'Roger', 'Roche', 'Barbier', 'Meyer', 'Renaud',
];
/** One family name in three is a double name (Lefèvre-Martin): about as varied as real requests. */
function lastName(i: number): string {
  const first = LAST[(i * 17 + (i >> 5)) % LAST.length];
  return i % 3 === 0 ? `${first}-${LAST[(i * 7 + 3) % LAST.length]}` : first;
}
const STATUSES: [string, boolean, number][] = [
  ['submitted', false, 30],
  ['submitted', true, 15],
  ['proposal_sent', true, 15],
  ['accepted', true, 20],
  ['parent_rejected', true, 8],
  ['admin_closed', false, 12],
];
/** Searches an operator types: names with and without accents, a town, an e-mail, a phone, a date. */
const QUERIES = ['lefevre', 'Lefèvre', 'hélène', 'helene', 'GAËLLE', 'berenger', 'saint etienne', 'martin.camille', '06 12', '15/06', 'chocolatier', 'zoe'];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length];
}

async function seed(url: string): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const cityRows = await handle.db
      .select({ id: cities.id, nom: cities.nom, code_postal: cities.codePostal })
      .from(cities)
      .orderBy(sql`${cities.population} DESC`)
      .limit(3000);
    const weights = STATUSES.flatMap(([status, paid, n]) => Array.from({ length: n }, () => [status, paid] as const));
    const now = Date.now();
    const BATCH = 1000;
    for (let start = 0; start < ROWS; start += BATCH) {
      const batch = [];
      for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
        const [status, paid] = weights[(i * 7919) % weights.length];
        const first = pick(FIRST, i * 13);
        const last = lastName(i);
        const city = pick(cityRows, i * 31);
        const createdAt = new Date(now - ((i * 7_777_777) % (730 * 86_400_000)));
        const desiredDate = new Date(createdAt.getTime() + (21 + (i % 60)) * 86_400_000).toISOString().slice(0, 10);
        const values = {
          parentFirstname: first,
          parentLastname: last,
          parentEmail: `${last}.${first}${i}@exemple.fr`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase(),
          parentPhone: `06${String((i * 48_271) % 100_000_000).padStart(8, '0')}`,
          childFirstname: pick(FIRST, i * 3 + 1),
          desiredDate,
          merchantType: i % 9 === 0 ? 'chocolatier' : 'boulanger',
          adminNotes: i % 4 === 0 ? 'Rappeler la famille en fin de journée' : null,
        };
        batch.push({
          ...values,
          childAge: 3 + (i % 9),
          targetAddress: `${1 + (i % 120)} rue de la République`,
          targetCityId: city.id,
          numberOfChildren: 1 + (i % 8),
          status,
          isPaymentAuthorized: paid,
          searchText: buildSearchText(values, city),
          createdAt,
          updatedAt: createdAt,
        });
      }
      await handle.db.insert(parentRequests).values(batch);
    }
    // What autovacuum does on a live database: statistics and the visibility map (index-only counts).
    await handle.db.execute(sql`VACUUM ANALYZE parent_requests`);
  } finally {
    await handle.close();
  }
}

function listPath(filter: Record<string, string>): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,24]', sort: '["createdAt","DESC"]' });
  return `/api/admin/parent-requests?${query}`;
}

async function main(): Promise<void> {
  await withScratchDatabase('ptm_bench_admin_list', async (url, name) => {
    const server = await startServer({ empty: true, env: { LOG_LEVEL: 'error', DATABASE_URL: url } });
    try {
      const seeding = Date.now();
      await seed(url);
      console.log(`${ROWS} demandes insérées en ${fmt((Date.now() - seeding) / 1000)} s (PostgreSQL, base ${name})`);
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { Authorization: `Bearer ${token}` };

      const scenarios: [string, string[]][] = [
        // Baselines of the same run: the machine's and the token check's own share of each figure below.
        ['GET /api/health', ['/api/health']],
        ['GET /api/admin/me', ['/api/admin/me']],
        ['tab seul', PARENT_REQUEST_TABS.map((tab) => listPath({ tab }))],
        ['tab + q sans accents', PARENT_REQUEST_TABS.flatMap((tab) => QUERIES.filter((q) => q === q.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).map((q) => listPath({ tab, q })))],
        ['tab + q accentué', PARENT_REQUEST_TABS.flatMap((tab) => QUERIES.filter((q) => q !== q.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).map((q) => listPath({ tab, q })))],
        ['compteurs + q', QUERIES.map((q) => `/api/admin/parent-requests/counts?${new URLSearchParams({ filter: JSON.stringify({ q }) })}`)],
      ];
      console.log(`Requêtes une à une (${SEQUENTIAL} par scénario), page de 25 triée par date de création :`);
      for (const [label, paths] of scenarios) {
        const { times, rows: total } = await sequentialTimes(server.url, paths, SEQUENTIAL, headers);
        console.log(
          `  ${label.padEnd(22)} p50 ${fmt(percentile(times, 50)).padStart(6)} ms   p95 ${fmt(percentile(times, 95)).padStart(6)} ms   max ${fmt(times[times.length - 1]).padStart(6)} ms${total ? `   (${fmt(total / SEQUENTIAL, 1)} lignes par page en moyenne)` : ''}`,
        );
      }
      const mixed = scenarios.slice(2, 5).flatMap(([, paths]) => paths);
      const load = await runLoad({
        url: server.url,
        requests: [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: mixed[Math.floor(Math.random() * mixed.length)] }) }],
        connections: CONNECTIONS,
        duration: DURATION,
      });
      console.log(
        `Sous charge (autocannon, ${CONNECTIONS} connexions, ${DURATION} s, mélange des trois scénarios) : ${fmt(load.requestsPerSecond, 0)} req/s   p95 ${fmt(load.p95)} ms   p99 ${fmt(load.p99)} ms   non-2xx ${load.non2xx + load.errors}`,
      );
    } finally {
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
