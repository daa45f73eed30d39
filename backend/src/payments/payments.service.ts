import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BALANCE_CENTS, canRefund, CURRENCY, DEPOSIT_CENTS, formatEuros, PARENT_SPACE_MESSAGES, PAYABLE_STATUSES as PAYABLE_REQUEST_STATUSES, PAYMENT_PURPOSE_CENTS, PAYMENT_PURPOSES, refundRefusal, type ParentRequestStatus, type PaymentPurpose } from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';
import type { paymentsConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { ParentRequestPaymentsService } from '../parents/parent-request-payments.service';
import { NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import type { Actor, ParentRequestRow } from '../parents/parent-request-record';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import {
  AUTHORIZED_STATUSES,
  COUNTED_REFUND_STATUSES,
  PAYABLE_STATUSES,
  PAYMENT_PROVIDER,
  PaymentRefusedError,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './payment-provider';
import type { IssuedReceipt } from '../parents/receipt-issuer';
import { depositRefunds, paymentIntents, stripeEvents } from './payments.schema';
import { fromStripeIntent, fromStripeRefund, StripePaymentProvider, stripeId } from './stripe-payment.provider';
import type { ParentRequestResponse } from '../parents/dto/parent-request.response';
import type { BalancePaymentResponse, BalanceStatusResponse } from '../parent-space/dto/parent-space-payments.dto';
import type { PaymentIntentResponse, PaymentStatusResponse } from './dto/payment.response';


type StoredIntent = typeof paymentIntents.$inferSelect;

const ALREADY_PAID = "L'acompte a déjà été réglé";
const INIT_FAILED = "Impossible d'initialiser le paiement";
const NOT_PAYABLE = 'Cette demande ne peut plus être réglée en ligne.';
const DEPOSIT_DESCRIPTION = "Acompte pour l'atelier d'anniversaire";
const BALANCE_DESCRIPTION = "Solde de l'atelier d'anniversaire";
const REFUND_REFUSED =
  "Le prestataire de paiement refuse ce remboursement (paiement introuvable, déjà remboursé ou contesté chez lui) : vérifiez-le dans son tableau de bord.";
/** A deposit taken by one provider can only be refunded by it (the demo provider before Stripe keys were set, say). */
const PROVIDER_MISMATCH: Record<PaymentProvider['name'], string> = {
  demo: "Cet acompte a été réglé en mode démonstration : il n'y a rien à rembourser chez Stripe.",
  stripe: "Cet acompte a été réglé par Stripe : remboursez-le depuis le tableau de bord de Stripe.",
};

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentRequestPaymentsService,
    private readonly config: ConfigService,
  ) {}

  private get settings(): ReturnType<typeof paymentsConfig> {
    return this.config.getOrThrow<ReturnType<typeof paymentsConfig>>('payments');
  }

  /**
   * The deposit's intent: amount and currency fixed here, never taken from the client. The request's intent is
   * offered again while payable (double click, reload); otherwise a new one, under an idempotency key.
   */
  async createPaymentIntent(dto: CreatePaymentIntentDto): Promise<PaymentIntentResponse> {
    if (dto.amount != null && dto.amount !== DEPOSIT_CENTS) {
      throw new ApiError(HttpStatus.BAD_REQUEST, `Le montant de l'acompte est fixé à ${formatEuros(DEPOSIT_CENTS)} : un autre montant n'est pas accepté.`);
    }
    if (dto.currency != null && dto.currency.toLowerCase() !== CURRENCY) {
      throw new ApiError(HttpStatus.BAD_REQUEST, "L'acompte se règle en euros (eur).");
    }
    const requestId = dto.metadata.requestId;
    const request = await this.parents.findRow(requestId);
    if (!request) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    if (request.isPaymentAuthorized) throw new ApiError(HttpStatus.CONFLICT, ALREADY_PAID, 'ALREADY_PAID');
    // A refunded deposit is not paid again through the same request.
    if (!PAYABLE_REQUEST_STATUSES.includes(request.status as ParentRequestStatus) || request.refundedAt) throw new ApiError(HttpStatus.CONFLICT, NOT_PAYABLE, 'NOT_PAYABLE');

    const existing = await this.latestIntent(requestId);
    if (existing && existing.provider === this.provider.name) {
      let current: ProviderIntent;
      try {
        current = await this.refresh(existing);
      } catch (error) {
        this.logger.error(`Intent de paiement ${existing.id} illisible chez le prestataire : ${(error as Error).message}`);
        throw new ApiError(HttpStatus.BAD_GATEWAY, INIT_FAILED, 'PAYMENT_INIT_FAILED');
      }
      if (AUTHORIZED_STATUSES.includes(current.status)) {
        await this.db.transaction((tx) => this.applyAuthorized(tx, current, 'system'));
        throw new ApiError(HttpStatus.CONFLICT, ALREADY_PAID, 'ALREADY_PAID');
      }
      if (PAYABLE_STATUSES.includes(current.status)) return this.answer(existing);
    }

    // A new attempt number per intent made, so a canceled intent is replaced but a double click is not.
    const [{ attempts }] = await this.db
      .select({ attempts: count() })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.parentRequestId, requestId), eq(paymentIntents.purpose, 'deposit')));
    let created: ProviderIntent;
    try {
      created = await this.provider.create({
        requestId,
        amount: DEPOSIT_CENTS,
        currency: CURRENCY,
        description: `${DEPOSIT_DESCRIPTION} (demande ${requestId})`,
        idempotencyKey: `deposit:${requestId}:${attempts}`,
      });
    } catch (error) {
      this.logger.error(`Création de l'intent de paiement impossible : ${(error as Error).message}`);
      throw new ApiError(HttpStatus.BAD_GATEWAY, INIT_FAILED, 'PAYMENT_INIT_FAILED');
    }
    const stored = await this.db.transaction(async (tx) => {
      await tx
        .insert(paymentIntents)
        .values({
          id: created.id,
          provider: this.provider.name,
          parentRequestId: requestId,
          clientSecret: created.clientSecret,
          amount: created.amount,
          currency: created.currency,
          status: created.status,
        })
        .onConflictDoNothing({ target: paymentIntents.id });
      await this.parents.setPaymentIntent(tx, requestId, created.id);
      const [row] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, created.id));
      return row;
    });
    return this.answer(stored);
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
        return this.applyAuthorized(tx, fromStripeIntent(event.data.object), 'stripe');
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
        for (const refund of refunds) await this.recordRefund(tx, refund, 'stripe');
        return;
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const stored = await this.storedIntent(tx, stripeId(dispute.payment_intent));
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

  /**
   * One refund, recorded once by its provider id whoever tells us first (the back office's action or
   * charge.refunded): the refund row, then the request's amount, audit row, credit note and mail. Answers the
   * credit note of a new refund, null otherwise.
   */
  private async recordRefund(tx: Transaction, refund: ProviderRefund, actor: Actor, notify = true): Promise<IssuedReceipt | null> {
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

  /**
   * "Rembourser l'acompte": refunds what remains of the deposit through the provider, then records it as
   * charge.refunded would. The request's row stays locked during the provider's call, so a double click or a
   * second instance waits and then finds the deposit refunded; the idempotency key (intent and amount already
   * refunded) makes a retry after a crash get the same refund back rather than a second one.
   */
  async refundDeposit(requestId: string, actor: Actor): Promise<ParentRequestResponse> {
    return this.db.transaction(async (tx) => {
      const request = await this.parents.lockRow(tx, requestId);
      if (!canRefund(request)) throw new ApiError(HttpStatus.CONFLICT, refundRefusal(request), 'NOT_REFUNDABLE');
      const stored = await this.storedIntent(tx, request.paymentIntentId);
      if (!stored) throw new ApiError(HttpStatus.CONFLICT, "Aucun acompte n'a été réglé pour cette demande.", 'NOT_REFUNDABLE');
      if (stored.provider !== this.provider.name) {
        throw new ApiError(HttpStatus.CONFLICT, PROVIDER_MISMATCH[stored.provider as PaymentProvider['name']] ?? PROVIDER_MISMATCH.stripe, 'PROVIDER_MISMATCH');
      }
      let refund: ProviderRefund;
      try {
        refund = await this.provider.refund({
          paymentIntentId: stored.id,
          requestId,
          amount: stored.amount - request.refundedAmount,
          currency: stored.currency,
          idempotencyKey: `deposit-refund:${stored.id}:${request.refundedAmount}`,
        });
      } catch (error) {
        this.logger.error(`Remboursement de ${stored.id} refusé par le prestataire : ${(error as Error).message}`);
        if (error instanceof PaymentRefusedError) throw new ApiError(HttpStatus.CONFLICT, REFUND_REFUSED, 'REFUND_REFUSED');
        throw new ApiError(HttpStatus.BAD_GATEWAY, "Le remboursement n'a pas pu être effectué par le prestataire de paiement : rien n'a été remboursé, réessayez plus tard.", 'REFUND_FAILED');
      }
      if (!(await this.recordRefund(tx, refund, actor)) && !COUNTED_REFUND_STATUSES.includes(refund.status)) {
        throw new ApiError(HttpStatus.BAD_GATEWAY, `Le prestataire de paiement a refusé le remboursement (statut ${refund.status}).`, 'REFUND_FAILED');
      }
      return this.parents.findOne(requestId, tx);
    });
  }

  /**
   * The balance's intent for the request's current proposal, inside the caller's transaction, which holds the
   * request's row lock and has checked that `accept` is open: a reload, a double click or a concurrent call gets
   * the payable intent already made for that proposal; otherwise a new one, under an idempotency key numbered by
   * the proposal's attempts. The amount is the domain's; the metadata name the request, the purpose and the
   * proposal, never the parent's token.
   */
  async balanceIntent(tx: Transaction, request: ParentRequestRow, proposalId: string): Promise<BalancePaymentResponse> {
    const mine = and(eq(paymentIntents.parentRequestId, request.id), eq(paymentIntents.purpose, 'balance'), eq(paymentIntents.proposalId, proposalId));
    const [existing] = await tx.select().from(paymentIntents).where(mine).orderBy(desc(paymentIntents.createdAt)).limit(1);
    if (existing && existing.provider === this.provider.name) {
      if (AUTHORIZED_STATUSES.includes(existing.status)) {
        throw new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.balanceAlreadyPaid, 'BALANCE_ALREADY_PAID');
      }
      if (PAYABLE_STATUSES.includes(existing.status)) return this.balanceAnswer(existing);
    }
    const [{ attempts }] = await tx.select({ attempts: count() }).from(paymentIntents).where(mine);
    let created: ProviderIntent;
    try {
      created = await this.provider.create({
        requestId: request.id,
        balanceOf: { proposalId },
        amount: BALANCE_CENTS,
        currency: CURRENCY,
        description: `${BALANCE_DESCRIPTION} (demande ${request.id})`,
        idempotencyKey: `balance:${request.id}:${proposalId}:${attempts}`,
      });
    } catch (error) {
      this.logger.error(`Création de l'intent du solde impossible : ${(error as Error).message}`);
      throw new ApiError(HttpStatus.BAD_GATEWAY, PARENT_SPACE_MESSAGES.paymentInitFailed, 'PAYMENT_INIT_FAILED');
    }
    await tx
      .insert(paymentIntents)
      .values({
        id: created.id,
        provider: this.provider.name,
        parentRequestId: request.id,
        purpose: 'balance',
        proposalId,
        clientSecret: created.clientSecret,
        amount: created.amount,
        currency: created.currency,
        status: created.status,
      })
      .onConflictDoNothing({ target: paymentIntents.id });
    const [row] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, created.id));
    return this.balanceAnswer(row);
  }

  /**
   * Before the balance's intent is offered again: its provider status, stored, and applied when it has succeeded
   * (a webhook not arrived yet). Outside any transaction: the demo provider reads the database.
   */
  async syncBalance(requestId: string): Promise<BalanceStatusResponse> {
    const latest = await this.latestIntent(requestId, 'balance');
    const paid = async () => Boolean((await this.parents.findRow(requestId))?.balancePaidAt);
    if (!latest || latest.provider !== this.provider.name || (await paid())) {
      return { isBalancePaid: await paid(), paymentIntentStatus: latest?.status ?? null };
    }
    let current: ProviderIntent;
    try {
      current = await this.refresh(latest);
    } catch (error) {
      this.logger.warn(`Statut du solde indisponible chez le prestataire : ${(error as Error).message}`);
      return { isBalancePaid: false, paymentIntentStatus: latest.status };
    }
    if (AUTHORIZED_STATUSES.includes(current.status)) await this.db.transaction((tx) => this.applyAuthorized(tx, current, 'system'));
    return { isBalancePaid: await paid(), paymentIntentStatus: current.status };
  }

  /**
   * Refunds what remains of the request's paid balance, inside the caller's transaction (the cancellation, which
   * holds the row lock): the idempotency key (intent and amount already refunded) makes a retry after a rollback
   * get the same refund back. Recorded like any refund (deposit_refunds), without the refund mail: the caller's
   * mail says it, with the credit note answered here. A provider failure throws, so the caller's transaction
   * changes nothing.
   */
  async refundBalance(tx: Transaction, request: ParentRequestRow, actor: Actor): Promise<{ amount: number; creditNote: IssuedReceipt | null }> {
    const nothing = { amount: 0, creditNote: null };
    const stored = await this.storedIntent(tx, request.balancePaymentIntentId);
    if (!stored || stored.purpose !== 'balance') return nothing;
    const amount = stored.amount - request.balanceRefundedAmount;
    if (amount <= 0) return nothing;
    if (stored.provider !== this.provider.name) {
      throw new ApiError(HttpStatus.BAD_GATEWAY, PARENT_SPACE_MESSAGES.refundFailed, 'REFUND_FAILED');
    }
    let refund: ProviderRefund;
    try {
      refund = await this.provider.refund({
        paymentIntentId: stored.id,
        requestId: request.id,
        amount,
        currency: stored.currency,
        idempotencyKey: `balance-refund:${stored.id}:${request.balanceRefundedAmount}`,
      });
    } catch (error) {
      this.logger.error(`Remboursement du solde ${stored.id} impossible : ${(error as Error).message}`);
      throw new ApiError(HttpStatus.BAD_GATEWAY, PARENT_SPACE_MESSAGES.refundFailed, 'REFUND_FAILED');
    }
    if (!COUNTED_REFUND_STATUSES.includes(refund.status)) {
      throw new ApiError(HttpStatus.BAD_GATEWAY, PARENT_SPACE_MESSAGES.refundFailed, 'REFUND_FAILED');
    }
    const creditNote = await this.recordRefund(tx, refund, actor, false);
    return { amount: refund.amount, creditNote };
  }

  private balanceAnswer(intent: StoredIntent): BalancePaymentResponse {
    return { clientSecret: intent.clientSecret, amount: intent.amount, currency: intent.currency, provider: intent.provider as 'stripe' | 'demo' };
  }

  private async storedIntent(db: DbOrTx, id: string | null): Promise<StoredIntent | undefined> {
    if (!id) return undefined;
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    return row;
  }

  /** The outcome for the payment-return page; asks the provider when the webhook has not told us yet. */
  async status(requestId: string): Promise<PaymentStatusResponse> {
    const request = await this.parents.findRow(requestId);
    if (!request) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const latest = await this.latestIntent(requestId);
    if (request.isPaymentAuthorized || request.refundedAt || !latest || latest.provider !== this.provider.name) {
      return { requestId, isPaymentAuthorized: request.isPaymentAuthorized, paymentIntentStatus: latest?.status ?? null };
    }
    let current: ProviderIntent;
    try {
      current = await this.refresh(latest);
    } catch (error) {
      this.logger.warn(`Statut du paiement indisponible chez le prestataire : ${(error as Error).message}`);
      return { requestId, isPaymentAuthorized: false, paymentIntentStatus: latest.status };
    }
    if (AUTHORIZED_STATUSES.includes(current.status)) {
      await this.db.transaction((tx) => this.applyAuthorized(tx, current, 'system'));
      return { requestId, isPaymentAuthorized: true, paymentIntentStatus: current.status };
    }
    return { requestId, isPaymentAuthorized: false, paymentIntentStatus: current.status };
  }

  /** Demo provider only: plays the card form, through the same success path as Stripe's webhook. */
  async confirmDemo(clientSecret: string): Promise<PaymentStatusResponse> {
    if (this.provider.name !== 'demo') throw new ApiError(HttpStatus.NOT_FOUND, 'Ressource introuvable.');
    const [stored] = await this.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.clientSecret, clientSecret), eq(paymentIntents.provider, 'demo')));
    if (!stored) throw new ApiError(HttpStatus.NOT_FOUND, 'Ce paiement est introuvable.');
    const succeeded = { ...(await this.provider.retrieve(stored.id)), status: 'succeeded' };
    await this.db.transaction((tx) => this.applyAuthorized(tx, succeeded, 'public'));
    return { requestId: stored.parentRequestId, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' };
  }

  /**
   * The one success path (webhook, status check, demo): the intent is recorded as authorised, and the request
   * marked paid with its mails queued, once however many times this runs. Only the deposit's amount counts.
   */
  private async applyAuthorized(tx: Transaction, intent: ProviderIntent, actor: Actor): Promise<void> {
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

  /** The provider's current status, stored. */
  private async refresh(stored: StoredIntent): Promise<ProviderIntent> {
    const current = await this.provider.retrieve(stored.id);
    if (current.status !== stored.status) {
      await this.db
        .update(paymentIntents)
        .set({ status: current.status, lastError: current.lastError ?? stored.lastError, updatedAt: new Date() })
        .where(eq(paymentIntents.id, stored.id));
    }
    return current;
  }

  private async latestIntent(requestId: string, purpose: PaymentPurpose = 'deposit', db: DbOrTx = this.db): Promise<StoredIntent | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.parentRequestId, requestId), eq(paymentIntents.purpose, purpose)))
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1);
    return row;
  }

  private answer(intent: StoredIntent): PaymentIntentResponse {
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider as 'stripe' | 'demo',
    };
  }
}
