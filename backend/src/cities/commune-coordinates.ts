import { count, isNull, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../common/project-root';
import { queryRows } from '../database/database.client';
import type { Database } from '../database/database.types';
import { cities } from './cities.schema';
import { loadCommunes, type Commune } from './communes';

/** La Poste's points per INSEE code (see data/NOTICE.md), read from the repository both under jest and from dist/. */
export const COMMUNE_COORDINATES_FILE = join(projectRoot(), 'backend', 'src', 'cities', 'data', 'commune-coordinates.csv');

export interface Point {
  latitude: number;
  longitude: number;
}

export function loadCommuneCoordinates(file = COMMUNE_COORDINATES_FILE): Map<string, Point> {
  const points = new Map<string, Point>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [insee, latitude, longitude] = line.trim().split(',');
    if (insee && latitude && longitude) points.set(insee, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return points;
}

function mean(points: (Point | undefined)[]): Point | undefined {
  const known = points.filter((p): p is Point => p !== undefined);
  if (!known.length) return undefined;
  const round = (n: number) => Math.round((n / known.length) * 1e5) / 1e5;
  return {
    latitude: round(known.reduce((sum, p) => sum + p.latitude, 0)),
    longitude: round(known.reduce((sum, p) => sum + p.longitude, 0)),
  };
}

/**
 * Where each `cities` row (commune, postcode) stands: a Paris, Lyon or Marseille postcode at its arrondissement's
 * point; any other row at its commune's point, else the mean of its former codes (`anciensCodes`), of its
 * arrondissements, or of the communes sharing its postcode.
 */
export function cityPointLocator(points: Map<string, Point>, communes: Commune[]): (inseeCode: string, codePostal: string) => Point | undefined {
  // A delegated commune may carry its new commune's code: only current communes are looked up by code.
  const byCode = new Map(communes.filter((c) => c.type === 'commune-actuelle').map((c) => [c.code, c]));
  const arrondissements = new Map<string, Commune[]>();
  const communesByPostcode = new Map<string, string[]>();
  for (const commune of communes) {
    if (commune.type === 'arrondissement-municipal' && commune.commune) {
      arrondissements.set(commune.commune, [...(arrondissements.get(commune.commune) ?? []), commune]);
    }
    if (commune.type !== 'commune-actuelle') continue;
    for (const postcode of commune.codesPostaux ?? []) communesByPostcode.set(postcode, [...(communesByPostcode.get(postcode) ?? []), commune.code]);
  }
  return (inseeCode, codePostal) => {
    const ownArrondissements = arrondissements.get(inseeCode) ?? [];
    const arrondissement = ownArrondissements.find((a) => a.codesPostaux?.includes(codePostal));
    return (
      (arrondissement && points.get(arrondissement.code)) ??
      points.get(inseeCode) ??
      mean((byCode.get(inseeCode)?.anciensCodes ?? []).map((code) => points.get(code))) ??
      mean(ownArrondissements.map((a) => points.get(a.code))) ??
      mean((communesByPostcode.get(codePostal) ?? []).map((code) => points.get(code)))
    );
  };
}

const BATCH = 5000;

/**
 * Gives coordinates to the rows that have none (all of them right after the seed; on an existing database, those
 * the seed inserted before coordinates existed). Idempotent: when every row has coordinates it costs one probe of an
 * index and never reads the file; a row that cannot be placed (none with today's data) makes each start read it again.
 */
export async function fillCityCoordinates(db: Database): Promise<{ filled: number }> {
  const [missing] = await db.select({ id: cities.id }).from(cities).where(isNull(cities.latitude)).limit(1);
  if (!missing) return { filled: 0 };
  const rows = await db
    .select({ id: cities.id, inseeCode: cities.inseeCode, codePostal: cities.codePostal })
    .from(cities)
    .where(isNull(cities.latitude));
  const locate = cityPointLocator(loadCommuneCoordinates(), loadCommunes());
  const placed = rows.flatMap((row) => {
    const point = locate(row.inseeCode, row.codePostal);
    return point ? [{ id: row.id, ...point }] : [];
  });
  let filled = 0;
  for (let i = 0; i < placed.length; i += BATCH) {
    const batch = placed.slice(i, i + BATCH);
    const updated = await queryRows<{ id: string }>(db, sql`
      UPDATE cities SET latitude = v.latitude, longitude = v.longitude
      FROM unnest(${sql.param(batch.map((p) => p.id))}::text[], ${sql.param(batch.map((p) => p.latitude))}::float8[],
                  ${sql.param(batch.map((p) => p.longitude))}::float8[]) AS v(id, latitude, longitude)
      WHERE cities.id = v.id AND cities.latitude IS NULL
      RETURNING cities.id`);
    filled += updated.length;
  }
  return { filled };
}

/** How many `cities` rows have coordinates, out of all of them. */
export async function cityCoordinatesCoverage(db: Database): Promise<{ placed: number; total: number }> {
  const [{ placed, total }] = await db
    .select({ placed: count(cities.latitude), total: count() })
    .from(cities);
  return { placed, total };
}

/** "Coordonnées des communes : 39 190 / 39 192 lignes (99,9 %)", the line the seed logs. */
export function coverageLine({ placed, total }: { placed: number; total: number }): string {
  const percent = total ? (Math.floor((placed / total) * 1000) / 10).toLocaleString('fr-FR', { minimumFractionDigits: 1 }) : '0,0';
  return `Coordonnées des communes : ${placed.toLocaleString('fr-FR')} / ${total.toLocaleString('fr-FR')} lignes (${percent} %)`;
}

