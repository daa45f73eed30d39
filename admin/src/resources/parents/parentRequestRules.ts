import type { ParentRequestTab } from '../../api/dataProvider';

/** SPEC.md §4: the tabs of the parents workspace, in order; `?tab=N` is an index into this list. */
export const PARENT_TABS: readonly ParentRequestTab[] = ['deposit_paid', 'awaiting_balance', 'settled', 'refused', 'archive'];

/** The tab index `?tab=` asks for, or the first tab when absent or not a tab. */
export function tabIndexFrom(value: string | null): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < PARENT_TABS.length ? index : 0;
}

export type ParentRequestStatus = 'submitted' | 'proposal_sent' | 'accepted' | 'rejected' | 'parent_rejected' | 'admin_closed';

/** SPEC.md §4: Reply, Validate and Reject only while the request is still being processed. */
const IN_PROCESS: readonly string[] = ['submitted', 'proposal_sent'];

export const canReply = (status?: string) => !!status && IN_PROCESS.includes(status);
export const canValidate = canReply;
export const canReject = canReply;
/** SPEC.md §4: Archive is enabled unless the birthday is settled. */
export const canArchive = (status?: string) => !!status && status !== 'accepted';

export const STATUS_COLORS: Record<ParentRequestStatus, 'warning' | 'info' | 'success' | 'error' | 'default'> = {
  submitted: 'warning',
  proposal_sent: 'info',
  accepted: 'success',
  rejected: 'error',
  parent_rejected: 'error',
  admin_closed: 'default',
};

/** SPEC.md §5: the payment link is optional, but when given it must be an http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}
