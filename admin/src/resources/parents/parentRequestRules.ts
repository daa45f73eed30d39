import { OPEN_PROPOSAL_STATUSES, PARENT_REQUEST_TABS, awaitsArtisan, tabIndex, type ParentRequestTab } from '@ptits-mitrons/domain';
import type { ParentRequestResponse } from '@ptits-mitrons/api-types';

/** The tab index `?tab=` asks for (a position in the package's tab list), or the first tab when absent or not a tab. */
export function tabIndexFrom(value: string | null): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < PARENT_REQUEST_TABS.length ? index : 0;
}

/** The address of a tab of the parents workspace (`?tab=N` is its position in the package's tab list). */
export const parentTabLink = (tab: ParentRequestTab) => `/parents?tab=${tabIndex(PARENT_REQUEST_TABS, tab)}`;

/** The payment link is optional, but when given it must be an http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** A request's page, and its « Trouver un artisan » page. */
export const parentShowPath = (id: string | number) => `/parents/${encodeURIComponent(String(id))}/show`;
export const artisanSearchPath = (id: string | number) => `/parents/${encodeURIComponent(String(id))}/artisans`;

/** The package's rule, on a request as the API answers it. */
export const requestAwaitsArtisan = (record: Pick<ParentRequestResponse, 'status' | 'isPaymentAuthorized' | 'proposal'>) =>
  awaitsArtisan({
    status: record.status,
    depositPaid: record.isPaymentAuthorized,
    hasOpenProposal: !!record.proposal && (OPEN_PROPOSAL_STATUSES as readonly string[]).includes(record.proposal.status),
  });
