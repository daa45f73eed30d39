/**
 * The addresses of the parent's and the artisan's spaces. A module of their own: the public site's router reads them
 * on every page, and whatever shares their module lands in the JavaScript every page loads first.
 */

/** The public site's page of the parent space: the link form here, a request's space under it with its token. */
export const PARENT_SPACE_PATH = '/mon-espace';
export const parentSpacePath = (token: string) => `${PARENT_SPACE_PATH}/${token}`;
/**
 * The balance is paid on token-less pages (Stripe's scripts and return address see them): the payment page and the
 * page the card payment comes back to. No token can take these names (tokens are 32 characters).
 */
export const PARENT_SPACE_PAY_PATH = `${PARENT_SPACE_PATH}/paiement-solde`;
export const PARENT_SPACE_RETURN_PATH = `${PARENT_SPACE_PATH}/retour-paiement`;
/** The erasure's confirmation page: the mailed link carries its signed token after `#`, which no server log sees. */
export const PARENT_SPACE_ERASURE_PATH = `${PARENT_SPACE_PATH}/effacement`;
export const PARENT_SPACE_FIXED_PAGES: readonly string[] = [PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH, PARENT_SPACE_ERASURE_PATH];

/** The artisan's space: `/espace-artisan/{token}`, opened by the link each mail to an approved artisan carries. */
export const MERCHANT_SPACE_PATH = '/espace-artisan';
export const merchantSpacePath = (token: string) => `${MERCHANT_SPACE_PATH}/${token}`;
/** The calendar feed's address, under the API: calendar services fetch it with the calendar-only token. */
export const merchantCalendarPath = (calendarToken: string) => `/api/merchant-space/${calendarToken}/calendar.ics`;
