import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { CURRENCY, PAYMENT_PURPOSE_CENTS, PAYMENT_PURPOSES, type PaymentPurpose } from '@ptits-mitrons/domain';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { ParentRequestPaymentsService } from '../parents/parent-request-payments.service';
import type { Actor } from '../parents/parent-request-record';
import type { IssuedReceipt } from '../parents/receipt-issuer';
import { COUNTED_REFUND_STATUSES, PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent, type ProviderRefund } from './payment-provider';
import { depositRefunds, paymentIntents } from './payments.schema';

export type StoredIntent = typeof paymentIntents.$inferSelect;

/**
 * What the provider tells of a payment, recorded once however it arrives (webhook, status check, demo, staff's
 * refund): the success path of an intent, each refund, and the stored intents' reads.
 */
@Injectable()
export class PaymentOutcomesService {
  private readonly logger = new Logger(PaymentOutcomesService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentRequestPaymentsService,
  ) {}

  /**
   * The one success path (webhook, status check, demo): the intent is recorded as authorised, and the request
   * marked paid with its mails queued, once however many times this runs. Only the deposit's amount counts.
   */
  async applyAuthorized(tx: Transaction, intent: ProviderIntent, actor: Actor): Promise<void> {
    const [stored] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id)).for('update');
    const requestId = stored?.parentRequestId ?? intent.requestId;
    const request = requestId ? await this.parents.findRow(requestId, tx) : undefined;
    if (!request) {
      this.logger.warn(`Paiement ${intent.id} sans demande connue : ignoré`);
      return;
    }
    // What the intent pays for: as stored when we made it, else as its metadata says (a deposit's has no purpose).
    const purpose = (stored?.purpose ?? intent.purpose ?? 'deposit') as PaymentPurpose;
    const proposalId = stored?.proposalId ?? intent.proposalId ?? null;
    if (stored) {
      await tx.update(paymentIntents).set({ status: intent.status, updatedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
    } else if (PAYMENT_PURPOSES.includes(purpose)) {
      await tx.insert(paymentIntents).values({
        id: intent.id,
        provider: this.provider.name,
        parentRequestId: request.id,
        purpose,
        proposalId,
        clientSecret: intent.clientSecret,
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
      });
    }
    if (!PAYMENT_PURPOSES.includes(purpose) || intent.amount !== PAYMENT_PURPOSE_CENTS[purpose] || intent.currency !== CURRENCY) {
      this.logger.error(`Paiement ${intent.id} de ${intent.amount} ${intent.currency} (${purpose}) : montant inattendu, demande non modifiée`);
      return;
    }
    if (purpose === 'balance') {
      if (!proposalId) {
        this.logger.error(`Solde ${intent.id} sans proposition : demande non modifiée`);
        return;
      }
      await this.parents.markBalancePaid(tx, request.id, proposalId, { id: intent.id, amount: intent.amount }, actor);
      return;
    }
    await this.parents.markDepositPaid(tx, request.id, intent.id, actor);
  }

  /**
   * One refund, recorded once by its provider id whoever tells us first (the back office's action or
   * charge.refunded): the refund row, then the request's amount, audit row, credit note and mail. Answers the
   * credit note of a new refund, null otherwise.
   */
  async recordRefund(tx: Transaction, refund: ProviderRefund, actor: Actor, notify = true): Promise<IssuedReceipt | null> {
    const stored = await this.storedIntent(tx, refund.paymentIntentId);
    if (!stored) {
      this.logger.warn(`Remboursement ${refund.id} d'un paiement inconnu : ignoré`);
      return null;
    }
    if (!COUNTED_REFUND_STATUSES.includes(refund.status)) {
      this.logger.warn(`Remboursement ${refund.id} au statut ${refund.status} : non compté`);
      return null;
    }
    // The request first, as the action does: the action and a webhook for one refund then queue, never deadlock.
    const request = await this.parents.lockRow(tx, stored.parentRequestId);
    const [fresh] = await tx
      .insert(depositRefunds)
      .values({
        id: refund.id,
        parentRequestId: stored.parentRequestId,
        paymentIntentId: stored.id,
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status,
      })
      .onConflictDoNothing({ target: depositRefunds.id })
      .returning();
    if (!fresh) return null;
    const facts = { id: refund.id, amount: refund.amount, paymentIntentId: stored.id };
    if (stored.purpose === 'balance') return this.parents.recordBalanceRefund(tx, request, facts, stored.amount, actor, notify);
    return this.parents.recordRefund(tx, request, facts, stored.amount, actor);
  }

  /** The provider's current status, stored. */
  async refresh(stored: StoredIntent): Promise<ProviderIntent> {
    const current = await this.provider.retrieve(stored.id);
    if (current.status !== stored.status) {
      await this.db
        .update(paymentIntents)
        .set({ status: current.status, lastError: current.lastError ?? stored.lastError, updatedAt: new Date() })
        .where(eq(paymentIntents.id, stored.id));
    }
    return current;
  }

  async latestIntent(requestId: string, purpose: PaymentPurpose = 'deposit', db: DbOrTx = this.db): Promise<StoredIntent | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.parentRequestId, requestId), eq(paymentIntents.purpose, purpose)))
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1);
    return row;
  }

  async storedIntent(db: DbOrTx, id: string | null): Promise<StoredIntent | undefined> {
    if (!id) return undefined;
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    return row;
  }
}
