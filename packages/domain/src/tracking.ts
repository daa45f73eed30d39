import { MERCHANT_SPACE_PATH, PARENT_SPACE_FIXED_PAGES, PARENT_SPACE_PATH } from './space-paths';

/** Pages whose path carries something personal: a request id (payment pages), a parent's or an artisan's space token. */
const PAYMENT_PAGES = /^\/parents\/(payment|refund|confirmation|payment-return)\/[^/]+/;
const PARENT_SPACE_PAGES = new RegExp(`^${PARENT_SPACE_PATH}/[^/]+`);
const MERCHANT_SPACE_PAGES = new RegExp(`^${MERCHANT_SPACE_PATH}/[^/]+`);

/**
 * The path as statistics count it, on the site before sending and on the server before storing: query string and
 * fragment dropped, trailing slash removed, request ids collapsed to :id and personal-link tokens to :token (a
 * token opens a parent's or an artisan's space: it must never be stored, and one page per person would be no statistic).
 */
export function collapsePagePath(page: string): string {
  let path = page.split(/[?#]/, 1)[0];
  path = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  if (PARENT_SPACE_FIXED_PAGES.includes(path)) return path;
  return path
    .replace(PAYMENT_PAGES, '/parents/$1/:id')
    .replace(PARENT_SPACE_PAGES, `${PARENT_SPACE_PATH}/:token`)
    .replace(MERCHANT_SPACE_PAGES, `${MERCHANT_SPACE_PATH}/:token`);
}

/** The longest window of days the statistics answer for: a year, leap day included. */
export const MAX_STATS_WINDOW_DAYS = 366;

/** The statistics window's refusals, in the API's answer and in the back office before it asks. */
export const STATS_WINDOW_MESSAGES = {
  reversed: 'La date de début doit précéder la date de fin.',
  tooLong: `La période demandée ne peut pas dépasser ${MAX_STATS_WINDOW_DAYS} jours.`,
} as const;

/** The device a page view comes from, as the tracker reports it. */
export const DEVICES = ['mobile', 'desktop', 'unknown'] as const;
export type Device = (typeof DEVICES)[number];
