import { PARENT_REQUEST_TABS, tabIndex, type ParentRequestTab } from '@ptits-mitrons/domain';

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
