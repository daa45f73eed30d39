import {
  CONFIRMED_WORKSHOP_STATUS,
  HOLDING_PROPOSAL_STATUSES,
  HOLDING_REQUEST_STATUSES,
  parisDayAndTime,
  WORKSHOP_DURATION_MINUTES,
} from '@ptits-mitrons/domain';
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import { merchantOffers } from './matching.schema';

/**
 * Which proposals hold an artisan's time: made from their accepted offer (proposals.merchant_request_id), still
 * open or accepted, on a request still alive (a parent's refusal or cancellation frees the time).
 * Join parent_requests on proposals.parent_request_id to use it. The artisan: an id, a column, or an SQL expression
 * (the candidates' correlated subqueries).
 */
export function workshopHeld(merchantRequestId?: string | AnyPgColumn | SQL): SQL {
  return and(
    merchantRequestId === undefined ? isNotNull(proposals.merchantRequestId) : eq(proposals.merchantRequestId, merchantRequestId),
    inArray(proposals.status, [...HOLDING_PROPOSAL_STATUSES]),
    inArray(parentRequests.status, [...HOLDING_REQUEST_STATUSES]),
  ) as SQL;
}

/**
 * A confirmed workshop: the parent accepted the artisan's proposal and the booking is settled (request `accepted`).
 * This is what the artisan's space lists, what their calendar feed holds, what the D-3 reminder is about and what
 * the ranking counts over the last 30 days.
 */
export function workshopConfirmed(merchantRequestId?: string | AnyPgColumn | SQL): SQL {
  return and(
    merchantRequestId === undefined ? isNotNull(proposals.merchantRequestId) : eq(proposals.merchantRequestId, merchantRequestId),
    eq(proposals.status, CONFIRMED_WORKSHOP_STATUS.proposal),
    eq(parentRequests.status, CONFIRMED_WORKSHOP_STATUS.request),
  ) as SQL;
}

/** A workshop starting at `at` overlaps the WORKSHOP_DURATION_MINUTES from `start`. */
function overlaps(at: AnyPgColumn, start: Date): SQL {
  const end = new Date(start.getTime() + WORKSHOP_DURATION_MINUTES * 60_000);
  const duration = sql.raw(`interval '${WORKSHOP_DURATION_MINUTES} minutes'`);
  return sql`${at} < ${end.toISOString()}::timestamptz and ${at} + ${duration} > ${start.toISOString()}::timestamptz`;
}

/**
 * The one definition of an artisan busy for a workshop at `start`: a workshop they hold, or an offer of another
 * request pending with them, overlapping it. The artisan as in workshopHeld (the candidates pass their subquery's
 * column). Days off are a rule of their own for the candidates (their reason is shown apart); merchantBusy adds them.
 */
export function busyCondition(merchantRequestId: string | AnyPgColumn | SQL, start: Date, exceptRequestId: string): SQL {
  return sql`(exists (select 1 from ${proposals} join ${parentRequests} on ${parentRequests.id} = ${proposals.parentRequestId}
      where ${workshopHeld(merchantRequestId)} and ${overlaps(proposals.date, start)})
    or exists (select 1 from ${merchantOffers}
      where ${and(eq(merchantOffers.merchantRequestId, merchantRequestId), eq(merchantOffers.status, 'pending'), ne(merchantOffers.parentRequestId, exceptRequestId))}
        and ${overlaps(merchantOffers.workshopAt, start)}))`;
}

/** Whether the artisan cannot take a workshop at `start` for that request: busy then (busyCondition), or off that day. */
export async function merchantBusy(db: DbOrTx, merchantRequestId: string, start: Date, exceptRequestId: string): Promise<boolean> {
  const { day } = parisDayAndTime(start);
  const [row] = await db
    .select({ busy: sql<boolean>`${busyCondition(merchantRequestId, start, exceptRequestId)} or ${day}::date = any(${merchantRequests.daysOff})` })
    .from(merchantRequests)
    .where(eq(merchantRequests.id, merchantRequestId));
  return row?.busy === true;
}
