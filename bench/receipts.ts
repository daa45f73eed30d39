/**
 * npm run bench:receipts — issuing receipts through the real ReceiptsService (request row lock, source key check,
 * yearly counter row, PDF drawn with pdfkit, stored with its SHA-256), one transaction each as a payment does, beside
 * a plain INSERT of a row of the same size in its own transaction, in the same run.
 * On the embedded database (PGlite, in memory) by default; BENCH_DATABASE_URL set: on a PostgreSQL database created
 * and dropped for the run.
 */
import { ConfigService } from '@nestjs/config';
import { addDays, parisDay } from '@ptits-mitrons/domain';
import { sql } from 'drizzle-orm';
import { cities } from '../backend/src/cities/cities.schema';
import { Clock } from '../backend/src/common/clock';
import { moneyOutConfig } from '../backend/src/config/configuration';
import { openDatabase } from '../backend/src/database/database.client';
import type { DatabaseHandle } from '../backend/src/database/database.types';
import { parentRequests, receipts } from '../backend/src/database/schema';
import { ReceiptsService } from '../backend/src/receipts/receipts.service';
import { fmt, percentile } from './support/load';
import { withScratchDatabase } from './support/scratch-database';

const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 1000);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(sorted, 50), 2).padStart(7)} ms   p95 ${fmt(percentile(sorted, 95), 2).padStart(7)} ms`;
}

/** RECEIPTS paid requests to issue for, in one commune. */
async function seed(handle: DatabaseHandle): Promise<string[]> {
  await handle.db
    .insert(cities)
    .values({ id: '69123-69001', inseeCode: '69123', nom: 'Lyon', codePostal: '69001', searchName: 'lyon' })
    .onConflictDoNothing();
  const ids: string[] = [];
  for (let start = 0; start < RECEIPTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, RECEIPTS - start) }, (_, k) => ({
      parentFirstname: 'Hélène',
      parentLastname: `Lefèvre ${start + k}`,
      parentEmail: `helene.${start + k}@exemple.fr`,
      parentPhone: '0612345678',
      childFirstname: 'Zoé',
      childAge: 7,
      targetAddress: '12 rue de la République',
      targetCityId: '69123-69001',
      desiredDate: addDays(parisDay(), 30),
      numberOfChildren: 8,
      isPaymentAuthorized: true,
      paidAt: new Date(),
    }));
    ids.push(...(await handle.db.insert(parentRequests).values(rows).returning({ id: parentRequests.id })).map((r) => r.id));
  }
  return ids;
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const service = new ReceiptsService(handle.db, new ConfigService({ moneyOut: moneyOutConfig() }), new Clock());
  const ids = await seed(handle);

  const issued: number[] = [];
  for (const [i, requestId] of ids.entries()) {
    const started = performance.now();
    await handle.db.transaction((tx) => service.issue(tx, { requestId, sourceKey: `payment:pi_bench_${i}`, purpose: 'deposit', amount: 3000 }));
    issued.push(performance.now() - started);
  }
  const [{ bytes }] = await handle.db.select({ bytes: sql<number>`avg(length(${receipts.pdf}))::int` }).from(receipts);

  // The same bytes per row, with no counter, no lock, no PDF: what storing alone costs.
  await handle.db.execute(sql`CREATE TABLE bench_plain_rows (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), number text NOT NULL, pdf bytea NOT NULL, sha256 text NOT NULL)`);
  const payload = Buffer.alloc(Number(bytes), 7);
  const plain: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const started = performance.now();
    await handle.db.transaction((tx) => tx.execute(sql`INSERT INTO bench_plain_rows (number, pdf, sha256) VALUES (${String(i)}, ${payload}, ${'0'.repeat(64)})`));
    plain.push(performance.now() - started);
  }
  const [{ count }] = await handle.db.select({ count: sql<number>`count(DISTINCT ${receipts.sequence})::int` }).from(receipts);
  console.log(`${label} — ${ids.length} reçus (PDF de ${bytes} octets en moyenne), ${count} numéros distincts`);
  console.log(`  reçu émis (verrou, compteur, PDF, empreinte, INSERT)   ${summary(issued)}`);
  console.log(`  INSERT simple d'une ligne de même taille               ${summary(plain)}`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) {
    await withScratchDatabase('ptm_bench_receipts', async (url) => {
      const handle = await openDatabase({ url, poolSize: 4 });
      try {
        await measure('PostgreSQL', handle);
      } finally {
        await handle.close();
      }
    });
    return;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await measure('Base embarquée (PGlite)', handle);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
