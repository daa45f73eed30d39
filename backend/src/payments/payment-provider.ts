/** An intent as any provider reports it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: string;
  amount: number;
  currency: string;
  /** metadata.requestId, as set at creation. */
  requestId?: string;
  /** metadata.purpose and metadata.proposalId of a balance (a deposit's metadata has neither). */
  purpose?: string;
  proposalId?: string;
  lastError?: string | null;
}

export interface CreateIntentParams {
  requestId: string;
  /** A balance names its proposal; the provider's metadata says both (never the parent's token). */
  balanceOf?: { proposalId: string };
  amount: number;
  currency: string;
  description: string;
  /** The same key always answers the same intent (double click, two tabs). */
  idempotencyKey: string;
}

export interface ProviderRefund {
  /** The provider's refund id (re_…): the key that makes the action and the webhook record it once. */
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  /** pending, succeeded, failed, canceled, requires_action (Stripe's refund statuses). */
  status: string;
}

export interface RefundParams {
  paymentIntentId: string;
  requestId: string;
  amount: number;
  /** The intent's currency (Stripe knows it from the charge; the demo provider answers it back). */
  currency: string;
  /** The same key always answers the same refund (double click, retry after a crash). */
  idempotencyKey: string;
}

/** Stripe, or the demo provider that stands in for it outside production without keys (README, demo provider). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  create(params: CreateIntentParams): Promise<ProviderIntent>;
  /** The provider's current view of an intent. */
  retrieve(id: string): Promise<ProviderIntent>;
  /** Refunds (part of) a paid intent. */
  refund(params: RefundParams): Promise<ProviderRefund>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** The provider answered, and said no (nothing to refund there, already refunded, disputed): not an outage. */
export class PaymentRefusedError extends Error {}

/** Statuses in which the parent can still pay the intent, so it is offered again rather than a new one. */
export const PAYABLE_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];
/** The deposit is secured: paid, or authorised for a later capture. */
export const AUTHORIZED_STATUSES = ['succeeded', 'requires_capture'];
/** Refunds that count: money on its way back or back (a failed or canceled refund returned nothing). */
export const COUNTED_REFUND_STATUSES = ['pending', 'succeeded', 'requires_action'];
