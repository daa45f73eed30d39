import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { and, asc, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CITY_SEARCH_MIN_LENGTH, normalizeSearchText } from '@ptits-mitrons/domain';
import { escapeLike } from '../common/text-search';
import { filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { DATABASE, type Database } from '../database/database.types';
import { activitySectors, cities } from './cities.schema';

export interface CityDto {
  _id: string;
  id: string;
  nom: string;
  code_postal: string;
}
export interface SectorDto {
  _id: string;
  id: string;
  nom: string;
}

const CITY_SEARCH_LIMIT = 20;
/** Distinct autocomplete answers kept in memory (about 2 KB each). */
const CITY_SEARCH_CACHE_SIZE = 10_000;
export const CITY_SORTABLE = ['id', 'nom', 'code_postal', 'population'] as const;
export const SECTOR_SORTABLE = ['id', 'nom'] as const;

const cityColumns = { id: cities.id, nom: cities.nom, code_postal: cities.codePostal };

function toCity(row: { id: string; nom: string; code_postal: string }): CityDto {
  return { _id: row.id, id: row.id, nom: row.nom, code_postal: row.code_postal };
}

@Injectable()
export class CitiesService {
  /**
   * Cities only change when the seed runs, before the server listens, and people type the same first letters:
   * autocomplete answers are kept per normalised query.
   */
  private readonly searchCache = new LRUCache<string, CityDto[]>({ max: CITY_SEARCH_CACHE_SIZE });

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Autocomplete: under 3 characters, nothing. Digits search postcodes by prefix; text searches names ignoring
   * case, accents, hyphens and apostrophes. Best first: exact name, then name prefix, then substring; bigger towns first.
   */
  async search(rawQuery: string): Promise<CityDto[]> {
    const query = rawQuery.trim();
    if (query.length < CITY_SEARCH_MIN_LENGTH) return [];
    const key = /^\d+$/.test(query) ? query : normalizeSearchText(query);
    const cached = this.searchCache.get(key);
    if (cached) return cached;
    const found = await this.lookup(query);
    this.searchCache.set(key, found);
    return found;
  }

  private async lookup(query: string): Promise<CityDto[]> {
    if (/^\d+$/.test(query)) {
      const rows = await this.db
        .select(cityColumns)
        .from(cities)
        .where(sql`${cities.codePostal} LIKE ${escapeLike(query) + '%'}`)
        .orderBy(asc(cities.codePostal), desc(cities.population), asc(cities.nom))
        .limit(CITY_SEARCH_LIMIT);
      return rows.map(toCity);
    }
    const name = normalizeSearchText(query);
    if (name.length < CITY_SEARCH_MIN_LENGTH) return [];
    const prefix = escapeLike(name) + '%';
    const biggestFirst = [sql`${cities.population} DESC NULLS LAST`, asc(cities.codePostal)];
    // Each step reads an index in population order and stops at 20 rows, so common prefixes never sort thousands.
    const steps: SQL[] = [
      sql`${cities.searchName} = ${name}`,
      name.length === CITY_SEARCH_MIN_LENGTH
        ? sql`left(${cities.searchName}, 3) = ${name} AND ${cities.searchName} <> ${name}`
        : sql`left(${cities.searchName}, 3) = ${name.slice(0, 3)} AND ${cities.searchName} LIKE ${prefix} AND ${cities.searchName} <> ${name}`,
      sql`${cities.searchName} LIKE ${'%' + escapeLike(name) + '%'} AND ${cities.searchName} NOT LIKE ${prefix}`,
    ];
    const found: CityDto[] = [];
    for (const where of steps) {
      const rows = await this.db
        .select(cityColumns)
        .from(cities)
        .where(where)
        .orderBy(...biggestFirst)
        .limit(CITY_SEARCH_LIMIT - found.length);
      found.push(...rows.map(toCity));
      if (found.length === CITY_SEARCH_LIMIT) break;
    }
    return found;
  }

  async list(query: ListQuery): Promise<ListPage<CityDto>> {
    const conditions: SQL[] = [];
    const ids = filterIds(query.filter);
    if (ids) conditions.push(inArray(cities.id, ids));
    const q = filterString(query.filter, 'q');
    if (q) {
      const name = normalizeSearchText(q);
      conditions.push(
        or(
          sql`${cities.searchName} LIKE ${'%' + escapeLike(name) + '%'}`,
          sql`${cities.codePostal} LIKE ${escapeLike(q.trim()) + '%'}`,
        )!,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const sortColumn = {
      id: cities.id,
      nom: cities.nom,
      code_postal: cities.codePostal,
      population: cities.population,
    }[query.sort?.field ?? (q ? 'population' : 'nom')] ?? cities.nom;
    const order = (query.sort?.order ?? (q ? 'DESC' : 'ASC')) === 'ASC' ? asc(sortColumn) : desc(sortColumn);
    let select = this.db.select(cityColumns).from(cities).where(where).orderBy(order, asc(cities.id)).$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([select, this.db.select({ total: count() }).from(cities).where(where)]);
    return { rows: rows.map(toCity), total };
  }

  async findCity(id: string): Promise<CityDto | undefined> {
    const [row] = await this.db.select(cityColumns).from(cities).where(sql`${cities.id} = ${id}`).limit(1);
    return row ? toCity(row) : undefined;
  }

  async listSectors(query: ListQuery): Promise<ListPage<SectorDto>> {
    const conditions: SQL[] = [];
    const ids = filterIds(query.filter);
    if (ids) conditions.push(inArray(activitySectors.id, ids));
    const q = filterString(query.filter, 'q');
    if (q) conditions.push(ilike(activitySectors.searchKey, '%' + escapeLike(normalizeSearchText(q)) + '%'));
    const where = conditions.length ? and(...conditions) : undefined;
    const sortColumn = query.sort?.field === 'id' ? activitySectors.id : activitySectors.nom;
    const order = query.sort?.order === 'DESC' ? desc(sortColumn) : asc(sortColumn);
    let select = this.db
      .select({ id: activitySectors.id, nom: activitySectors.nom })
      .from(activitySectors)
      .where(where)
      .orderBy(order)
      .$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([
      select,
      this.db.select({ total: count() }).from(activitySectors).where(where),
    ]);
    return { rows: rows.map((r) => ({ _id: r.id, id: r.id, nom: r.nom })), total };
  }
}
