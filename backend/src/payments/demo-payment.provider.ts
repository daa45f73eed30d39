import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database/database.types';
import type { CreateIntentParams, PaymentProvider, ProviderIntent, ProviderRefund, RefundParams } from './payment-provider';
import { paymentIntents } from './payments.schema';

/**
 * Stands in for Stripe outside production when no key is set: intents live only in our payment_intents table,
 * and POST /api/payments/demo/confirm plays the card form.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(private readonly db: Database) {}

  async create(params: CreateIntentParams): Promise<ProviderIntent> {
    // Like Stripe, one idempotency key always gives the same intent.
    const id = 'pi_demo_' + createHash('sha256').update(params.idempotencyKey).digest('hex').slice(0, 24);
    return {
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      amount: params.amount,
      currency: params.currency,
      requestId: params.requestId,
      purpose: params.balanceOf ? 'balance' : undefined,
      proposalId: params.balanceOf?.proposalId,
    };
  }

  async retrieve(id: string): Promise<ProviderIntent> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    if (!row) throw new Error(`Intent de démonstration inconnu : ${id}`);
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      requestId: row.parentRequestId,
      purpose: row.purpose,
      proposalId: row.proposalId ?? undefined,
      lastError: row.lastError,
    };
  }

  /** Like Stripe, one idempotency key always gives the same refund; the demo's money is returned at once. */
  async refund(params: RefundParams): Promise<ProviderRefund> {
    const id = 're_demo_' + createHash('sha256').update(params.idempotencyKey).digest('hex').slice(0, 24);
    // No database read here: the caller holds the request's row in a transaction (PGlite has one connection).
    return { id, paymentIntentId: params.paymentIntentId, amount: params.amount, currency: params.currency, status: 'succeeded' };
  }
}
