import { CONFIRMED_WORKSHOP_STATUS, HOLDING_PROPOSAL_STATUSES, HOLDING_REQUEST_STATUSES } from '@ptits-mitrons/domain';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parentRequests, proposals } from '../parents/parents.schema';

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
