import { HttpStatus } from '@nestjs/common';
import {
  countLimit,
  isCalendarDay,
  isSearchQuery,
  PARENT_REQUEST_STATUSES,
  PARENT_REQUEST_TAB_IDS,
  PARENT_REQUEST_TABS,
  tabsOf,
  type ParentRequestStatus,
  type ParentRequestTab,
  type TabFacts,
} from '@ptits-mitrons/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import { cities } from '../cities/cities.schema';
import { ApiError } from '../common/api-error';
import { filterDate, filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { tabCondition } from '../common/tab-condition';
import { isUuid } from '../common/uuid';
import { queryRows } from '../database/database.client';
import type { DbOrTx, Transaction } from '../database/database.types';
import { searchCondition, searchNamesDay } from './parent-request-search';
import { toParentRequestRecord, type CityLabel, type ParentRequestRow, type ProposalRow } from './parent-request-record';
import { parentRequests, parentRequestTallies, proposals } from './parents.schema';
import type { ParentRequestCountsResponse, ParentRequestResponse } from './dto/parent-request.response';

export const NOT_FOUND_MESSAGE = 'Demande introuvable.';

/**
 * The most matches of a search read at once to count them by tab: enough for every tab of a common word to show
 * « plus de 100 » from the one scan, few enough that reading them costs less than a trigram index scan per tab.
 */
const COUNT_SAMPLE = 1000;

/** The most matches of a search naming a day read at once and sorted (about a 365th of the requests: 2,740 at a million). */
const DAY_MATCHES_READ = 5000;

export const PARENT_REQUEST_SORTABLE = [
  'id',
  'createdAt',
  'updatedAt',
  'desired_date',
  'parent_lastname',
  'parent_firstname',
  'child_firstname',
  'child_age',
  'number_of_children',
  'status',
] as const;

const SORT_COLUMNS = {
  id: parentRequests.id,
  createdAt: parentRequests.createdAt,
  updatedAt: parentRequests.updatedAt,
  desired_date: parentRequests.desiredDate,
  parent_lastname: parentRequests.parentLastname,
  parent_firstname: parentRequests.parentFirstname,
  child_firstname: parentRequests.childFirstname,
  child_age: parentRequests.childAge,
  number_of_children: parentRequests.numberOfChildren,
  status: parentRequests.status,
} as const;

const CITY_LABEL = { id: cities.id, nom: cities.nom, code_postal: cities.codePostal };

/** The SQL of one admin tab, from the tab's data: on the requests, or on their tallies. */
export function parentRequestTabCondition(tab: ParentRequestTab, on: 'requests' | 'tallies' = 'requests'): SQL {
  const { when } = PARENT_REQUEST_TABS.find((definition) => definition.id === tab)!;
  const table = on === 'requests' ? parentRequests : parentRequestTallies;
  return tabCondition(when, { status: table.status, depositPaid: table.isPaymentAuthorized });
}

/**
 * Without any filter but the tab, the totals are sums of the tallies (kept exact by a trigger): counting a tab of a
 * million requests would cost a scan of hundreds of thousands of index entries on every page.
 */
const tallied = (tab: ParentRequestTab | undefined) =>
  sql<number>`coalesce(sum(${parentRequestTallies.requests})${tab ? sql` filter (where ${parentRequestTabCondition(tab, 'tallies')})` : sql``}, 0)`.mapWith(Number);

function tabFilter(filter: Record<string, unknown>): ParentRequestTab | undefined {
  const tab = filterString(filter, 'tab', 40);
  if (tab !== undefined && !(PARENT_REQUEST_TAB_IDS as readonly string[]).includes(tab)) {
    throw new ApiError(HttpStatus.BAD_REQUEST, `Le filtre tab doit valoir ${PARENT_REQUEST_TAB_IDS.join(', ')}.`);
  }
  return tab as ParentRequestTab | undefined;
}

/** A filter on a calendar-day column (desired_date_gte…): YYYY-MM-DD, or a date-time whose day is taken. */
function dayFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const value = filterString(filter, name, 40)?.slice(0, 10);
  if (value !== undefined && !isCalendarDay(value)) {
    throw new ApiError(HttpStatus.BAD_REQUEST, `Le filtre ${name} doit être une date (AAAA-MM-JJ).`);
  }
  return value;
}

/** The list's filters as one condition; the counts leave the tab out, each count being one tab. */
function listConditions(filter: Record<string, unknown>, withTab: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  const ids = filterIds(filter);
  if (ids) conditions.push(inArray(parentRequests.id, ids.filter(isUuid)));
  const tab = withTab ? tabFilter(filter) : undefined;
  if (tab !== undefined) conditions.push(parentRequestTabCondition(tab));
  const status = filter.status;
  if (status !== undefined && status !== null && status !== '') {
    const statuses = Array.isArray(status) ? status : [status];
    if (!statuses.every((s) => (PARENT_REQUEST_STATUSES as readonly unknown[]).includes(s))) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Le filtre status est invalide.');
    }
    conditions.push(inArray(parentRequests.status, statuses as string[]));
  }
  const paid = filter.isPaymentAuthorized;
  if (paid !== undefined && paid !== null && paid !== '') {
    if (typeof paid !== 'boolean') throw new ApiError(HttpStatus.BAD_REQUEST, 'Le filtre isPaymentAuthorized doit valoir true ou false.');
    conditions.push(paid ? eq(parentRequests.isPaymentAuthorized, true) : not(parentRequests.isPaymentAuthorized));
  }
  const desiredFrom = dayFilter(filter, 'desired_date_gte');
  if (desiredFrom) conditions.push(gte(parentRequests.desiredDate, desiredFrom));
  const desiredTo = dayFilter(filter, 'desired_date_lte');
  if (desiredTo) conditions.push(lte(parentRequests.desiredDate, desiredTo));
  const createdFrom = filterDate(filter, 'createdAt_gte');
  if (createdFrom) conditions.push(gte(parentRequests.createdAt, createdFrom));
  const createdTo = filterDate(filter, 'createdAt_lte');
  if (createdTo) conditions.push(lte(parentRequests.createdAt, createdTo));
  const q = filterString(filter, 'q');
  const search = q ? searchCondition(q) : undefined;
  if (search) conditions.push(search);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The number of requests matching `where`, exact up to `limit` and `limit + 1` beyond (a lower bound, see
 * COUNT_LIMIT): the scan stops at its first `limit + 1` matches instead of reading every match of a common word.
 */
async function cappedCount(db: DbOrTx, where: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ matches: unknown }>(
    db,
    sql`SELECT count(*) AS matches FROM (SELECT 1 FROM ${parentRequests} WHERE ${where} LIMIT ${limit + 1}) capped`,
  );
  return Number(row.matches);
}

/**
 * Folds the tallies' signed rows (one per write statement, appended by the trigger) into one row per status and
 * deposit state, keeping every sum. Rows appended meanwhile are not in the statement's snapshot and stay as they are.
 */
export async function foldParentRequestTallies(db: DbOrTx): Promise<void> {
  await db.execute(sql`WITH folded AS (DELETE FROM ${parentRequestTallies} RETURNING *)
    INSERT INTO ${parentRequestTallies} (status, is_payment_authorized, requests)
    SELECT status, is_payment_authorized, sum(requests) FROM folded GROUP BY 1, 2 HAVING sum(requests) <> 0`);
}

/** Whether the filter holds a search (isSearchQuery): only a search's totals are capped (COUNT_LIMIT). */
function isSearched(filter: Record<string, unknown>): boolean {
  return isSearchQuery(filterString(filter, 'q'));
}

/**
 * One page of the admin list, with its total under the same filters: exact for a tab alone (the tallies), without a
 * range (every row is read) or without a search (dates and states have btree indexes); a search's total is counted
 * no further than countLimit(start) (COUNT_LIMIT).
 */
export async function listParentRequests(db: DbOrTx, query: ListQuery): Promise<ListPage<ParentRequestResponse>> {
  const where = listConditions(query.filter, true);
  const sortColumn = SORT_COLUMNS[(query.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS] ?? parentRequests.createdAt;
  const direction = (query.sort?.order ?? 'DESC') === 'ASC' ? asc : desc;
  const page = (condition: SQL | undefined, offset = query.range?.start ?? 0) => {
    const select = db
      .select({ request: parentRequests, city: CITY_LABEL })
      .from(parentRequests)
      .leftJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(condition)
      .orderBy(direction(sortColumn), desc(parentRequests.id))
      .$dynamic();
    return query.range ? select.limit(query.range.end - query.range.start + 1).offset(offset) : select;
  };
  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (listConditions(query.filter, false) === undefined) {
    [rows, total] = await Promise.all([
      page(where),
      db.select({ total: tallied(tabFilter(query.filter)) }).from(parentRequestTallies).then(([row]) => row.total),
    ]);
  } else if (!query.range) {
    rows = await page(where);
    total = rows.length;
  } else if (!isSearched(query.filter)) {
    [rows, total] = await Promise.all([page(where), db.select({ total: count() }).from(parentRequests).where(where).then(([row]) => row.total)]);
  } else {
    // The matches up to the count limit, in no order, from the index that finds them soonest: their number is the
    // total. When that is all of them (a rare word, or none), the page is read among them (pageOfMatches); the
    // newest-first index scan filtered by the search is left to searches with many matches, which it meets early,
    // instead of reading a whole tab for a word planned common that the tab does not hold.
    // A search naming a day reads all its matches so (searchNamesDay).
    const limit = countLimit(query.range.start);
    const q = filterString(query.filter, 'q');
    const read = Math.max(limit, q && searchNamesDay(q) ? DAY_MATCHES_READ : 0);
    const matches = await db.select({ id: parentRequests.id }).from(parentRequests).where(where).limit(read + 1);
    total = Math.min(matches.length, limit + 1);
    if (matches.length <= read) {
      const ids = await pageOfMatches(db, matches.map((match) => match.id), { column: sortColumn, direction }, query.range);
      rows = ids.length ? await page(inArray(parentRequests.id, ids), 0) : [];
    } else {
      rows = await page(where);
    }
  }
  const proposalsByRequest = await proposalsOf(db, rows.map((r) => r.request.id));
  return {
    rows: rows.map((r) => toParentRequestRecord(r.request, r.city, proposalsByRequest.get(r.request.id) ?? [])),
    total,
  };
}

/**
 * The ids of one page among known matches, in the list's order. The matches are read by id behind a fence (a LIMIT
 * of them all, which keeps the planner from merging the subquery into the outer one; Drizzle leaves out an OFFSET 0):
 * asked for them with ORDER BY and LIMIT directly, the planner walked the creation-date index newest first and
 * filtered it by the id list, believing it would meet a page of them soon, and crossed a quarter of a million
 * requests to find June's birthdays (created in spring). The ids go as one array parameter, not one parameter each
 * (thousands of them for a day). The page itself is then read by its few ids.
 */
async function pageOfMatches(
  db: DbOrTx,
  ids: string[],
  sort: { column: (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS]; direction: typeof asc },
  range: { start: number; end: number },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const matched = db
    .select({ id: parentRequests.id, key: sql`${sort.column}`.as('sort_key') })
    .from(parentRequests)
    .where(sql`${parentRequests.id} = any(${sql.param(ids)}::uuid[])`)
    .limit(ids.length)
    .as('matched');
  const page = await db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(sort.direction(matched.key), desc(matched.id))
    .limit(range.end - range.start + 1)
    .offset(range.start);
  return page.map((row) => row.id);
}

/**
 * The number of requests under each tab, following every other filter of the list: exact from the tallies without a
 * filter, exact with filters but no search (the dashboard's month), capped at countLimit() + 1 per tab with a search.
 */
export async function countParentRequestsByTab(db: DbOrTx, filter: Record<string, unknown>): Promise<ParentRequestCountsResponse> {
  const where = listConditions(filter, false);
  if (where === undefined) {
    const sums = Object.fromEntries(PARENT_REQUEST_TAB_IDS.map((tab) => [tab, tallied(tab)])) as Record<ParentRequestTab, SQL<number>>;
    const [row] = await db.select(sums).from(parentRequestTallies);
    return row as ParentRequestCountsResponse;
  }
  if (!isSearched(filter)) {
    const columns = Object.fromEntries(
      PARENT_REQUEST_TAB_IDS.map((tab) => [tab, sql<number>`count(*) filter (where ${parentRequestTabCondition(tab)})`.mapWith(Number)]),
    ) as Record<ParentRequestTab, SQL<number>>;
    const [row] = await db.select(columns).from(parentRequests).where(where);
    return row as ParentRequestCountsResponse;
  }
  // One scan of the search's matches, COUNT_SAMPLE at most, in no order: their states give each tab's count (tabsOf,
  // the rule the SQL conditions are made from), exact when the scan met every match, and known to pass the limit
  // for every tab holding more than the limit of the scan's rows. Only the tabs still under it then get a capped
  // count of their own: one trigram index scan instead of one per tab, each of which reads the tab's whole entry.
  const limit = countLimit();
  const states = await db
    .select({ status: parentRequests.status, depositPaid: parentRequests.isPaymentAuthorized })
    .from(parentRequests)
    .where(where)
    .limit(COUNT_SAMPLE + 1);
  const counts = Object.fromEntries(PARENT_REQUEST_TAB_IDS.map((tab) => [tab, 0])) as Record<ParentRequestTab, number>;
  for (const state of states.slice(0, COUNT_SAMPLE)) {
    for (const tab of tabsOf(PARENT_REQUEST_TABS, state as TabFacts<ParentRequestStatus>)) counts[tab] += 1;
  }
  const everyMatch = states.length <= COUNT_SAMPLE;
  await Promise.all(
    PARENT_REQUEST_TAB_IDS.map(async (tab) => {
      if (counts[tab] > limit) counts[tab] = limit + 1;
      else if (!everyMatch) counts[tab] = await cappedCount(db, and(where, parentRequestTabCondition(tab))!, limit);
    }),
  );
  return counts;
}

/** A request as the API shows it; 404 when the id is not a request. */
export async function findParentRequest(db: DbOrTx, id: string): Promise<ParentRequestResponse> {
  if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({ request: parentRequests, city: CITY_LABEL })
    .from(parentRequests)
    .leftJoin(cities, eq(cities.id, parentRequests.targetCityId))
    .where(eq(parentRequests.id, id));
  if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
  const history = await proposalsOf(db, [id]);
  return toParentRequestRecord(row.request, row.city, history.get(id) ?? []);
}

/** The raw row (undefined when the id is not a request). */
export async function findParentRequestRow(db: DbOrTx, id: string): Promise<ParentRequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(parentRequests).where(eq(parentRequests.id, id));
  return row;
}

/** The row, locked for the caller's transaction; 404 when the id is not a request. */
export async function lockParentRequest(tx: Transaction, id: string): Promise<ParentRequestRow> {
  if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
  const [row] = await tx.select().from(parentRequests).where(eq(parentRequests.id, id)).for('update');
  if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
  return row;
}

export async function cityOf(db: DbOrTx, cityId: string): Promise<CityLabel | undefined> {
  const [city] = await db.select(CITY_LABEL).from(cities).where(eq(cities.id, cityId));
  return city;
}

/** Each request's proposals, newest first. */
async function proposalsOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, ProposalRow[]>> {
  const byRequest = new Map<string, ProposalRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(proposals)
    .where(inArray(proposals.parentRequestId, requestIds))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
  for (const row of rows) {
    const list = byRequest.get(row.parentRequestId) ?? [];
    list.push(row);
    byRequest.set(row.parentRequestId, list);
  }
  return byRequest;
}
