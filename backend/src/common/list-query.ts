import { BadRequestException } from '@nestjs/common';
import { addDays, isCalendarDay, parisMidnight } from '@ptits-mitrons/domain';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import { jsonProblem } from './hostile-input';

/** ra-data-simple-rest query: ?sort=["field","ASC"]&range=[0,24]&filter={"q":"…"} */
export interface ListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

const MAX_PAGE = 1000;

function parseJson(value: unknown, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequestException(`Le paramètre ${name} est invalide.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new BadRequestException(`Le paramètre ${name} doit être du JSON valide.`);
  }
  // The URL check let "\u0000" through as six plain characters; JSON.parse has just made them a NUL.
  const problem = jsonProblem(parsed);
  if (problem) throw new BadRequestException(problem);
  return parsed;
}

/**
 * Parses and checks the three list parameters; `sortable` lists the fields a client may sort on.
 * Without range the whole list is answered (a client that sends none reads the whole list).
 */
export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[]): ListQuery {
  const result: ListQuery = { filter: {} };
  const sort = parseJson(query.sort, 'sort');
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw new BadRequestException('Le paramètre sort doit être de la forme ["champ","ASC"].');
    }
    const field = sort[0] === '_id' ? 'id' : sort[0];
    if (!sortable.includes(field)) throw new BadRequestException(`Le tri sur le champ « ${sort[0]} » n'est pas possible.`);
    result.sort = { field, order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  const range = parseJson(query.range, 'range');
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      !Number.isInteger(range[0]) ||
      !Number.isInteger(range[1]) ||
      range[0] < 0 ||
      range[1] < range[0] ||
      range[1] - range[0] >= MAX_PAGE
    ) {
      throw new BadRequestException(`Le paramètre range doit être de la forme [début,fin] (au plus ${MAX_PAGE} lignes).`);
    }
    result.range = { start: range[0], end: range[1] };
  }
  const filter = parseJson(query.filter, 'filter');
  if (filter !== undefined) {
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw new BadRequestException('Le paramètre filter doit être un objet JSON.');
    }
    result.filter = filter as Record<string, unknown>;
  }
  return result;
}

/** The ids of a getMany call (filter {"id":[…]}), or undefined when the filter has none. */
export function filterIds(filter: Record<string, unknown>): string[] | undefined {
  const ids = filter.id ?? filter._id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  if (!list.every((id) => typeof id === 'string' || typeof id === 'number') || list.length > MAX_PAGE) {
    throw new BadRequestException('Le filtre id doit être une liste d’identifiants.');
  }
  return list.map(String);
}

/** A string filter value, or undefined; anything else is a 400. */
export function filterString(filter: Record<string, unknown>, name: string, maxLength = 200): string | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > maxLength) {
    throw new BadRequestException(`Le filtre ${name} est invalide.`);
  }
  return value;
}

const listContentRanges = new WeakMap<FastifyReply, string>();

/**
 * Sends a page with its Content-Range header: `<resource> start-end/total`. The header is added by
 * setListContentRange once the body is compressed (see configureApp).
 */
export function sendListPage<T>(reply: FastifyReply, resource: string, query: ListQuery, page: ListPage<T>): T[] {
  const start = query.range?.start ?? 0;
  const end = page.rows.length === 0 ? start : start + page.rows.length - 1;
  listContentRanges.set(reply, `${resource} ${start}-${end}/${page.total}`);
  void reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return page.rows;
}

/** onSend hook: the Content-Range of a list page, set aside by sendListPage. */
export const setListContentRange: onSendHookHandler = (_request, reply, payload, done) => {
  const contentRange = listContentRanges.get(reply);
  if (contentRange !== undefined) void reply.header('Content-Range', contentRange);
  done(null, payload);
};

/** Every record leaves the API with `_id` (the API's documented id) and `id` (react-admin), same value. */
export function withIds<T extends { id: string }>(record: T): T & { _id: string } {
  return { _id: record.id, ...record };
}

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date filter (`createdAt_gte`, `createdAt_lte`…) as a Date, or undefined; anything unreadable is a 400.
 * A bare day (react-admin's DateInput sends YYYY-MM-DD) is a Paris calendar day, as staff mean it: `_gte` from its
 * first instant, `_lte` to its last; a day the calendar does not have (2026-02-30) is refused, not moved to March.
 * Years 1 to 9999 only: JavaScript writes the others with a sign (+010000-01-01), which PostgreSQL misreads.
 */
export function filterDate(filter: Record<string, unknown>, name: string): Date | undefined {
  const value = filterString(filter, name, 40);
  if (value === undefined) return undefined;
  const refusal = () => new BadRequestException(`Le filtre ${name} doit être une date.`);
  let date: Date;
  if (BARE_DAY.test(value)) {
    if (!isCalendarDay(value)) throw refusal();
    date = name.endsWith('_lte') ? new Date(parisMidnight(addDays(value, 1)).getTime() - 1) : parisMidnight(value);
  } else date = new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) throw refusal();
  return date;
}
