import { sql } from 'drizzle-orm';
import { normalizeSearchText } from '@ptits-mitrons/domain';
import type { Database } from '../database/database.types';
import { ACTIVITY_SECTORS } from '@ptits-mitrons/domain';
import { activitySectors, cities } from './cities.schema';
import { fillCityCoordinates } from './commune-coordinates';
import { loadCommunes } from './communes';

type CityRow = typeof cities.$inferInsert;

/** One row per (current commune, postcode), from the official data shipped in @etalab/decoupage-administratif. */
export function loadCityRows(): CityRow[] {
  const communes = loadCommunes();
  const rows: CityRow[] = [];
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle') continue;
    for (const codePostal of new Set(commune.codesPostaux ?? [])) {
      rows.push({
        id: `${commune.code}-${codePostal}`,
        inseeCode: commune.code,
        nom: commune.nom,
        codePostal,
        departement: commune.departement ?? null,
        population: commune.population ?? 0,
        searchName: normalizeSearchText(commune.nom),
      });
    }
  }
  return rows;
}

const BATCH = 2000;
/** A progress line every this many communes while they are inserted (a first start inserts about 39,000). */
const PROGRESS_EVERY = 10_000;

/**
 * Inserts the sectors and cities that are missing, then gives coordinates to the rows without (all of them after a
 * seed; a database seeded before coordinates existed is backfilled at its next start). The cities go in one
 * transaction, so a start interrupted mid-seed leaves none and the next start seeds again; once there, a start
 * costs one count and one probe for rows without coordinates.
 */
export async function seedCitiesAndSectors(
  db: Database,
  progress: (line: string) => void = () => undefined,
): Promise<{ citiesInserted: number; sectorsInserted: number; coordinatesFilled: number }> {
  const sectorRows = ACTIVITY_SECTORS.map((s) => ({ ...s, searchKey: normalizeSearchText(s.nom) }));
  const insertedSectors = await db.insert(activitySectors).values(sectorRows).onConflictDoNothing().returning({ id: activitySectors.id });
  const sectorsInserted = insertedSectors.length;

  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if (count > 0) return { citiesInserted: 0, sectorsInserted, coordinatesFilled: (await fillCityCoordinates(db)).filled };
  const rows = loadCityRows();
  const total = rows.length.toLocaleString('fr-FR');
  progress(`Premier démarrage : ajout des communes (0 / ${total})`);
  const citiesInserted = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = await tx.insert(cities).values(rows.slice(i, i + BATCH)).onConflictDoNothing().returning({ id: cities.id });
      inserted += batch.length;
      const done = Math.min(i + BATCH, rows.length);
      if (done % PROGRESS_EVERY < BATCH && done < rows.length) progress(`Communes ajoutées : ${done.toLocaleString('fr-FR')} / ${total}`);
    }
    return inserted;
  });
  progress(`Communes ajoutées : ${total} / ${total} ; calcul de leurs coordonnées`);
  const coordinatesFilled = (await fillCityCoordinates(db)).filled;
  // Fresh statistics now: until autovacuum comes round, the planner would guess and autocomplete would scan.
  await db.execute(sql`ANALYZE cities`);
  return { citiesInserted, sectorsInserted, coordinatesFilled };
}
