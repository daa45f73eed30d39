/**
 * How long personal data is kept. The purge jobs (backend/src/retention, the page-view purge of backend/src/tracking)
 * delete or anonymise by these figures and the privacy policy (/confidentialite) states them: changing one is a
 * legal choice, reviewed like code (docs/decisions.md, "Hardening: personal data retention and mail worker").
 */

/** A parent's request: after the workshop and the last contact (the CNIL's framework for customers and prospects). */
export const PARENT_REQUEST_RETENTION_MONTHS = 36;
/** A rejected merchant application, after the rejection or the last contact. */
export const REJECTED_APPLICATION_RETENTION_MONTHS = 12;
/** The body of a mail sent; its recipient, subject and dates stay as long as the record it belongs to. */
export const SENT_MAIL_BODY_RETENTION_DAYS = 90;
/** Raw page views; only the daily figures remain afterwards. */
export const PAGE_VIEW_RETENTION_MONTHS = 25;
/** Per-page daily figures go with the raw page views they were computed from. */
export const PAGE_STATS_RETENTION_MONTHS = PAGE_VIEW_RETENTION_MONTHS;
/** Receipts, credit notes and the payments they record: accounting documents (Code de commerce, art. L123-22). */
export const ACCOUNTING_RETENTION_YEARS = 10;
/**
 * What an erased artisan who was paid keeps for the tax administration (payout details, statements, amounts): the
 * accounting period, counted from the end of the year of the last payment (DAC7 records, Code de commerce L123-22).
 */
export const ARTISAN_TAX_RECORDS_RETENTION_YEARS = ACCOUNTING_RETENTION_YEARS;
