import Stripe from 'stripe';
import { PaymentRefusedError, type CreateIntentParams, type PaymentProvider, type ProviderIntent, type ProviderRefund, type RefundParams } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** STRIPE_API_BASE: another address speaking Stripe's API (tests run the real SDK against a local one). */
  apiBase?: string;
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    requestId: intent.metadata?.requestId,
    purpose: intent.metadata?.purpose,
    proposalId: intent.metadata?.proposalId,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

/** An id field Stripe may send as the id or as the expanded object. */
export function stripeId(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

export function fromStripeRefund(refund: Stripe.Refund): ProviderRefund {
  return {
    id: refund.id,
    paymentIntentId: stripeId(refund.payment_intent) ?? '',
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status ?? 'pending',
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  }

  async create(params: CreateIntentParams): Promise<ProviderIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: params.amount,
        currency: params.currency,
        description: params.description,
        // A deposit's metadata stays as it always was, so a retried creation keeps its idempotency key's parameters.
        metadata: params.balanceOf
          ? { requestId: params.requestId, purpose: 'balance', proposalId: params.balanceOf.proposalId }
          : { requestId: params.requestId },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: params.idempotencyKey },
    );
    return fromStripeIntent(intent);
  }

  async retrieve(id: string): Promise<ProviderIntent> {
    return fromStripeIntent(await this.stripe.paymentIntents.retrieve(id));
  }

  async refund(params: RefundParams): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: params.paymentIntentId,
          amount: params.amount,
          reason: 'requested_by_customer',
          metadata: { requestId: params.requestId },
        },
        { idempotencyKey: params.idempotencyKey },
      );
      return fromStripeRefund(refund);
    } catch (error) {
      // Stripe's 4xx on this call (no such intent, nothing left to refund, charged back) will not change on a retry.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new PaymentRefusedError(error.message);
      throw error;
    }
  }

  /** Every refund of an intent: charge.refunded does not carry them (Stripe stopped expanding `refunds`). */
  async listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      refunds.push(fromStripeRefund(refund));
    }
    return refunds;
  }

  /** The event, once its signature over the exact bytes received is checked; throws otherwise. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET manquant');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}
