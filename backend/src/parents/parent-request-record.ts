import type { ParentRequestMailData, ProposalMailData } from '../mail/templates/mail-data';
import {
  canRefund,
  PARENT_REQUEST_STATUS_LABELS,
  PAYMENT_STATE_LABELS,
  paymentState,
  type ParentRequestBadge,
  type ParentRequestStatus,
  type ProposalStatus,
  cityLabel,
} from '@ptits-mitrons/domain';
import type { parentRequests, proposals } from './parents.schema';
import type { ParentRequestResponse, ProposalResponse } from './dto/parent-request.response';

export type ParentRequestRow = typeof parentRequests.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
export type CityLabel = { id: string; nom: string; code_postal: string };

/** Who acted, as the audit history records it: an admin id, or `public`, `stripe`, `system`. */
export type Actor = string;

/** What the parent mails say about a request. */
export function mailData(row: ParentRequestRow, city: CityLabel | undefined): ParentRequestMailData {
  return {
    _id: row.id,
    parent_firstname: row.parentFirstname,
    parent_lastname: row.parentLastname,
    child_firstname: row.childFirstname,
    child_age: row.childAge,
    desired_date: row.desiredDate,
    number_of_children: row.numberOfChildren,
    city_label: city ? cityLabel(city) : row.targetCityId,
    merchant_type: row.merchantType,
  };
}

/** What a parent's or the operator's mail says of a proposal. */
export function proposalMailData(proposal: ProposalRow): ProposalMailData {
  return { establishment_name: proposal.establishmentName, address: proposal.address, date: proposal.date.toISOString(), payment_link: proposal.paymentLink };
}

/** The audit history's fields for a request after a change, by whoever acted. */
export function auditOf(row: ParentRequestRow, actor: Actor) {
  return { entityType: 'parent_request' as const, entityId: row.id, actor, statusAfter: row.status };
}

function toProposalRecord(row: ProposalRow): ProposalResponse {
  return {
    _id: row.id,
    id: row.id,
    establishment_name: row.establishmentName,
    address: row.address,
    date: row.date.toISOString(),
    payment_link: row.paymentLink,
    status: row.status as ProposalStatus,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

const BADGE_FACTS: Record<ParentRequestBadge, (row: ParentRequestRow) => Date | null> = {
  balance_paid_online: (row) => row.balancePaidAt,
  declined_by_parent: (row) => row.declinedByParentAt,
  cancelled_by_parent: (row) => row.cancelledByParentAt,
  credit_issued: (row) => row.creditIssuedAt,
};

/** What the parent did from their space, in the package's badge order. */
function badgesOf(row: ParentRequestRow): ParentRequestBadge[] {
  return (Object.keys(BADGE_FACTS) as ParentRequestBadge[]).filter((badge) => BADGE_FACTS[badge](row) !== null);
}

/** The API's record of a request: its row, its city and its proposals (newest first). */
export function toParentRequestRecord(row: ParentRequestRow, city: CityLabel | null, history: ProposalRow[]): ParentRequestResponse {
  const status = row.status as ParentRequestStatus;
  const current = history.find((p) => p.status !== 'closed');
  const state = paymentState(row);
  return {
    _id: row.id,
    id: row.id,
    parent_firstname: row.parentFirstname,
    parent_lastname: row.parentLastname,
    parent_email: row.parentEmail,
    parent_phone: row.parentPhone,
    child_firstname: row.childFirstname,
    child_age: row.childAge,
    target_address: row.targetAddress,
    target_city_id: {
      _id: row.targetCityId,
      id: row.targetCityId,
      nom: city?.nom ?? '',
      code_postal: city?.code_postal ?? '',
    },
    desired_date: row.desiredDate,
    number_of_children: row.numberOfChildren,
    merchant_type: row.merchantType,
    allergies: row.allergies,
    badges: badgesOf(row),
    status,
    status_label: PARENT_REQUEST_STATUS_LABELS[status] ?? status,
    isPaymentAuthorized: row.isPaymentAuthorized,
    paymentIntentId: row.paymentIntentId,
    paidAt: row.paidAt?.toISOString() ?? null,
    payment_state: state,
    payment_state_label: PAYMENT_STATE_LABELS[state],
    can_refund: canRefund(row),
    refunded_amount: row.refundedAmount,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    disputed_at: row.disputedAt?.toISOString() ?? null,
    admin_notes: row.adminNotes,
    terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
    terms_version: row.termsVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    proposal: current ? toProposalRecord(current) : null,
    proposals: history.map(toProposalRecord),
  };
}
