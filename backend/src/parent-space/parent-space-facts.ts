import { parentSpaceActions, type ParentRequestStatus, type ParentSpaceAction } from '@ptits-mitrons/domain';
import type { ParentSpaceSubject } from '../parents/parent-space-tokens';

/** The actions open now on a resolved space: what the page lists and what each route enforces. */
export function openActions(subject: ParentSpaceSubject, now: Date): ParentSpaceAction[] {
  const { row, proposal, workshopDay } = subject;
  return parentSpaceActions(
    {
      status: row.status as ParentRequestStatus,
      depositPaid: row.isPaymentAuthorized,
      balancePaid: row.balancePaidAt !== null,
      proposal: proposal ? { status: proposal.status, paymentLink: proposal.paymentLink } : null,
      workshopDay,
    },
    now,
  );
}
