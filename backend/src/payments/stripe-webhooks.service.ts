import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { and, eq, notInArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ApiError } from '../common/api-error';
import type { paymentsConfig } from '../config/configuration';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { ParentRequestPaymentsService } from '../parents/parent-request-payments.service';
import { PaymentOutcomesService } from './payment-outcomes.service';
import { AUTHORIZED_STATUSES, PAYMENT_PROVIDER, type PaymentProvider, type ProviderRefund } from './payment-provider';
import { paymentIntents, stripeEvents } from './payments.schema';
import { fromStripeIntent, fromStripeRefund, StripePaymentProvider, stripeId } from './stripe-payment.provider';

/** Stripe's webhooks: each signed event applied once, in the transaction that records it. */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentRequestPaymentsService,
    private readonly outcomes: PaymentOutcomesService,
    private readonly config: ConfigService,
  ) {}

  private get settings(): ReturnType<typeof paymentsConfig> {
    return this.config.getOrThrow<ReturnType<typeof paymentsConfig>>('payments');
  }

  /**
   * A Stripe webhook: signature checked over the raw body, each event id handled once (a replay changes nothing),
   * in one transaction with the change it causes.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    if (!(this.provider instanceof StripePaymentProvider) || !this.settings.webhookSecret) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'Ressource introuvable.');
    }
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('corps ou signature absents');
      event = this.provider.parseWebhook(rawBody, signature);
    } catch (error) {
      this.logger.warn(`Webhook Stripe refusé : ${(error as Error).message}`);
      throw new ApiError(HttpStatus.BAD_REQUEST, 'La signature du webhook Stripe est invalide.', 'BAD_SIGNATURE');
    }
    // Read before the transaction, so no database transaction waits on Stripe.
    const refunds = event.type === 'charge.refunded' ? await this.chargeRefunds(event.data.object) : [];
    const duplicate = await this.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning();
      if (!fresh) return true;
      await this.applyEvent(tx, event, refunds);
      return false;
    });
    return { received: true, duplicate };
  }

  /** What each money event changes, in the transaction that records its id. */
  private async applyEvent(tx: Transaction, event: Stripe.Event, refunds: ProviderRefund[]): Promise<void> {
    switch (event.type) {
      case 'payment_intent.succeeded':
        return this.outcomes.applyAuthorized(tx, fromStripeIntent(event.data.object), 'stripe');
      case 'payment_intent.payment_failed': {
        const intent = fromStripeIntent(event.data.object);
        // Events arrive in any order: a failure told after the success (an earlier attempt) changes nothing.
        await tx
          .update(paymentIntents)
          .set({ status: intent.status, lastError: intent.lastError ?? 'Le paiement a échoué', updatedAt: new Date() })
          .where(and(eq(paymentIntents.id, intent.id), notInArray(paymentIntents.status, AUTHORIZED_STATUSES)));
        return;
      }
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        await tx
          .update(paymentIntents)
          .set({
            status: 'canceled',
            canceledAt: intent.canceled_at ? new Date(intent.canceled_at * 1000) : new Date(),
            lastError: `Paiement annulé (${intent.cancellation_reason ?? 'sans motif'})`,
            updatedAt: new Date(),
          })
          .where(and(eq(paymentIntents.id, intent.id), notInArray(paymentIntents.status, AUTHORIZED_STATUSES)));
        return;
      }
      case 'charge.refunded':
        for (const refund of refunds) await this.outcomes.recordRefund(tx, refund, 'stripe');
        return;
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const stored = await this.outcomes.storedIntent(tx, stripeId(dispute.payment_intent));
        if (!stored) {
          this.logger.warn(`Contestation ${dispute.id} d'un paiement inconnu : ignorée`);
          return;
        }
        await this.parents.markDisputed(tx, stored.parentRequestId, { id: dispute.id, amount: dispute.amount, reason: dispute.reason }, 'stripe');
        return;
      }
    }
  }

  /** The refunds of a refunded charge: those the event carries, else Stripe's list for its intent. */
  private async chargeRefunds(charge: Stripe.Charge): Promise<ProviderRefund[]> {
    const carried = charge.refunds;
    if (carried && !carried.has_more) return carried.data.map(fromStripeRefund);
    const intentId = stripeId(charge.payment_intent);
    if (!intentId || !(this.provider instanceof StripePaymentProvider)) return [];
    try {
      return await this.provider.listRefunds(intentId);
    } catch (error) {
      this.logger.error(`Remboursements de ${intentId} illisibles chez Stripe : ${(error as Error).message}`);
      // Stripe sends the event again when it is not acknowledged.
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Stripe est momentanément injoignable : réessayez plus tard.', 'PROVIDER_UNAVAILABLE');
    }
  }
}
