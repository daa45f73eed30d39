import { applyDecorators, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Per address and per payment route: a parent needs a handful of calls per payment; this leaves room for several
 * families behind one address and for retries, and bounds the Stripe calls one address can cause.
 */
export const PAYMENT_LIMIT = 60;
export const TOO_MANY_PAYMENT_CALLS = 'Trop de demandes de paiement depuis cette connexion. Veuillez réessayer dans 15 minutes.';
const PAYMENT_THROTTLED = 'payment-throttled';

export const isPaymentRoute = (context: ExecutionContext): boolean =>
  Reflect.getMetadata(PAYMENT_THROTTLED, context.getHandler()) === true;

/** Named throttler of the payment routes, skipped on every other handler (throttlers.ts registers it with the others). */
export const PAYMENT_THROTTLER: ThrottlerOptions = {
  name: 'payment',
  ttl: FIFTEEN_MINUTES,
  limit: PAYMENT_LIMIT,
  blockDuration: FIFTEEN_MINUTES,
  skipIf: (context) => !isPaymentRoute(context),
};

/** The per-address limit of the public payment routes (status, intent creation, demo confirmation). */
export const PaymentThrottled = () => applyDecorators(SetMetadata(PAYMENT_THROTTLED, true), UseGuards(ThrottlerGuard));
