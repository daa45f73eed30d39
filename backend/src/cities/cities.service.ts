import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike, normalizeSearchText } from '../common/text-search';
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

export const CITY_SEARCH_MIN_LENGTH = 3;
const CITY_SEARCH_LIMIT = 20;
export const CITY_SORTABLE = ['id', 'nom', 'code_postal', 'population'] as const;
export const SECTOR_SORTABLE = ['id', 'nom'] as const;

const cityColumns = { id: cities.id, nom: cities.nom, code_postal: cities.codePostal };

function toCity(row: { id: string; nom: string; code_postal: string }): CityDto {
  return { _id: row.id, id: row.id, nom: row.nom, code_postal: row.code_postal };
}

@Injectable()
export class CitiesService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Autocomplete: under 3 characters, nothing. Digits search postcodes by prefix; text searches names ignoring
   * case, accents, hyphens and apostrophes. Best first: exact name, then name prefix, then substring; bigger towns first.
   */
  async search(rawQuery: string): Promise<CityDto[]> {
    const query = rawQuery.trim();
    if (query.length < CITY_SEARCH_MIN_LENGTH) return [];
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
    // Prefix matches first, from the btree index; substring matches fill the rest from the trigram index.
    const prefixRows = await this.db
      .select(cityColumns)
      .from(cities)
      .where(sql`${cities.searchName} LIKE ${prefix}`)
      .orderBy(sql`${cities.searchName} = ${name} DESC`, desc(cities.population), asc(cities.nom), asc(cities.codePostal))
      .limit(CITY_SEARCH_LIMIT);
    if (prefixRows.length === CITY_SEARCH_LIMIT) return prefixRows.map(toCity);
    const substringRows = await this.db
      .select(cityColumns)
      .from(cities)
      .where(and(sql`${cities.searchName} LIKE ${'%' + escapeLike(name) + '%'}`, sql`${cities.searchName} NOT LIKE ${prefix}`))
      .orderBy(desc(cities.population), asc(cities.nom), asc(cities.codePostal))
      .limit(CITY_SEARCH_LIMIT - prefixRows.length);
    return [...prefixRows, ...substringRows].map(toCity);
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
