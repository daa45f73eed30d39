import { HttpStatus } from '@nestjs/common';
import { MERCHANT_TABS } from '@ptits-mitrons/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { activitySectors, cities } from '../cities/cities.schema';
import { ApiError } from '../common/api-error';
import { filterDate, filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { tabCondition } from '../common/tab-condition';
import { normalizeSearchText } from '@ptits-mitrons/domain';
import { escapeLike } from '../common/text-search';
import { isUuid } from '../common/uuid';
import type { DbOrTx } from '../database/database.types';
import { toMerchantRecord } from './merchant-request-record';
import { merchantRequests, merchantSpaceTokens } from './merchants.schema';
import type { MerchantRequestCountsResponse, MerchantRequestResponse } from './dto/merchant-request.response';

export const MERCHANT_NOT_FOUND = 'Cette candidature est introuvable.';

export const MERCHANT_SORTABLE = [
  'id',
  'createdAt',
  'updatedAt',
  'establishment_name',
  'manager_lastname',
  'email',
  'status',
  'capacity',
  'city_id',
  'activity_sector_id',
] as const;

const SORT_COLUMNS: Record<(typeof MERCHANT_SORTABLE)[number], SQL | AnyPgColumn> = {
  id: merchantRequests.id,
  createdAt: merchantRequests.createdAt,
  updatedAt: merchantRequests.updatedAt,
  establishment_name: sql`lower(${merchantRequests.establishmentName})`,
  manager_lastname: sql`lower(${merchantRequests.managerLastname})`,
  email: merchantRequests.email,
  status: merchantRequests.status,
  capacity: merchantRequests.capacity,
  city_id: cities.nom,
  activity_sector_id: activitySectors.nom,
};

/** The SQL of one back-office tab (the list's `status` filter), from the tab's data. */
function merchantTabCondition(tab: (typeof MERCHANT_TABS)[number]): SQL {
  return tabCondition(tab.when, { status: merchantRequests.status });
}

/** The list's filters as one condition; the counts leave the tab out, each count being one tab. */
function listConditions(filter: Record<string, unknown>, withTab: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  const ids = filterIds(filter);
  if (ids) conditions.push(inArray(merchantRequests.id, ids.filter(isUuid)));
  const tabId = withTab ? filterString(filter, 'status') : undefined;
  if (tabId) {
    const tab = MERCHANT_TABS.find((definition) => definition.id === tabId);
    if (!tab) throw new ApiError(HttpStatus.BAD_REQUEST, `Le filtre status doit valoir ${MERCHANT_TABS.map((t) => t.id).join(', ')}.`);
    conditions.push(merchantTabCondition(tab));
  }
  const sector = filterString(filter, 'activity_sector_id');
  if (sector) conditions.push(eq(merchantRequests.activitySectorId, sector));
  const city = filterString(filter, 'city_id');
  if (city) conditions.push(eq(merchantRequests.cityId, city));
  const after = filterDate(filter, 'createdAt_gte');
  if (after) conditions.push(gte(merchantRequests.createdAt, after));
  const before = filterDate(filter, 'createdAt_lte');
  if (before) conditions.push(lte(merchantRequests.createdAt, before));
  // Every word of q, anywhere: "renommee lyon" finds the Boulangerie Renommée in Lyon.
  const words = normalizeSearchText(filterString(filter, 'q') ?? '').split(' ').filter(Boolean).slice(0, 8);
  for (const word of words) conditions.push(sql`${merchantRequests.searchText} LIKE ${'%' + escapeLike(word) + '%'}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** When the artisan's newest live space link was mailed, one subquery per listed row. */
const spaceLinkSentAt = sql<Date | null>`(
  select max(${merchantSpaceTokens.createdAt}) from ${merchantSpaceTokens}
  where ${merchantSpaceTokens.merchantRequestId} = ${merchantRequests.id}
    and ${merchantSpaceTokens.kind} = 'space' and ${merchantSpaceTokens.revokedAt} is null
)`.mapWith(merchantSpaceTokens.createdAt);

function selectRecords(db: DbOrTx) {
  return db
    .select({
      row: merchantRequests,
      cityNom: cities.nom,
      cityCodePostal: cities.codePostal,
      sectorNom: activitySectors.nom,
      spaceLinkSentAt,
    })
    .from(merchantRequests)
    .innerJoin(cities, eq(cities.id, merchantRequests.cityId))
    .innerJoin(activitySectors, eq(activitySectors.id, merchantRequests.activitySectorId));
}

/** One page of the back-office list, with its total under the same filters. */
export async function listMerchantRequests(db: DbOrTx, query: ListQuery): Promise<ListPage<MerchantRequestResponse>> {
  const where = listConditions(query.filter, true);
  const field = (query.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? merchantRequests.createdAt;
  const order = (query.sort?.order ?? 'DESC') === 'ASC' ? asc(column) : desc(column);
  let select = selectRecords(db).where(where).orderBy(order, desc(merchantRequests.createdAt), asc(merchantRequests.id)).$dynamic();
  if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
  const [rows, [{ total }]] = await Promise.all([
    select,
    db.select({ total: count() }).from(merchantRequests).innerJoin(cities, eq(cities.id, merchantRequests.cityId)).where(where),
  ]);
  return { rows: rows.map(toMerchantRecord), total };
}

/** How many applications under each tab, with the list's other filters (the tabs' counts). */
export async function countMerchantRequestsByTab(db: DbOrTx, filter: Record<string, unknown>): Promise<MerchantRequestCountsResponse> {
  const columns = Object.fromEntries(
    MERCHANT_TABS.map((tab) => [tab.id, sql<number>`count(*) filter (where ${merchantTabCondition(tab)})`.mapWith(Number)]),
  ) as Record<keyof MerchantRequestCountsResponse, SQL<number>>;
  const [row] = await db
    .select(columns)
    .from(merchantRequests)
    .innerJoin(cities, eq(cities.id, merchantRequests.cityId))
    .where(listConditions(filter, false));
  return row as MerchantRequestCountsResponse;
}

/** An application as the API shows it; 404 when the id is not one. */
export async function findMerchantRequest(db: DbOrTx, id: string): Promise<MerchantRequestResponse> {
  const [row] = isUuid(id) ? await selectRecords(db).where(eq(merchantRequests.id, id)).limit(1) : [];
  if (!row) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
  return toMerchantRecord(row);
}
