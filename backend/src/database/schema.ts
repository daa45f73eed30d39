/** Every table of the product, for Drizzle's typed client and drizzle-kit. */
export * from '../cities/cities.schema';
export * from '../auth/auth.schema';
export * from '../parents/parents.schema';
export * from '../merchants/merchants.schema';
export * from '../payments/payments.schema';
export * from '../mail/mail.schema';
export * from '../audit/audit.schema';
export * from '../tracking/tracking.schema';
export * from '../stats/stats.schema';
export * from '../matching/matching.schema';
export * from '../jobs/jobs.schema';
export * from '../throttling/throttling.schema';
export * from '../bot-check/bot-check.schema';
export * from '../receipts/receipts.schema';
export * from '../payout-details/payout-details.schema';
export * from '../payouts/payouts.schema';
export * from '../dac7/dac7.schema';
