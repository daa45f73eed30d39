import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { and, count, eq } from 'drizzle-orm';
import {
  CURRENCY,
  DEPOSIT_CENTS,
  formatEuros,
  PAYABLE_STATUSES as PAYABLE_REQUEST_STATUSES,
  type ParentRequestStatus,
} from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';
import { DATABASE, type Database } from '../database/database.types';
import { ParentRequestPaymentsService } from '../parents/parent-request-payments.service';
import { NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentOutcomesService, type StoredIntent } from './payment-outcomes.service';
import { AUTHORIZED_STATUSES, PAYABLE_STATUSES, PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from './payment-provider';
import { paymentIntents } from './payments.schema';
import type { PaymentIntentResponse, PaymentStatusResponse } from './dto/payment.response';

const ALREADY_PAID = "L'acompte a déjà été réglé";
const INIT_FAILED = "Impossible d'initialiser le paiement";
const NOT_PAYABLE = 'Cette demande ne peut plus être réglée en ligne.';
const DEPOSIT_DESCRIPTION = "Acompte pour l'atelier d'anniversaire";

/** The deposit on the public payment page: its intent, its outcome on return, and the demo provider's card form. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentRequestPaymentsService,
    private readonly outcomes: PaymentOutcomesService,
  ) {}

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

    const existing = await this.outcomes.latestIntent(requestId);
    if (existing && existing.provider === this.provider.name) {
      let current: ProviderIntent;
      try {
        current = await this.outcomes.refresh(existing);
      } catch (error) {
        this.logger.error(`Intent de paiement ${existing.id} illisible chez le prestataire : ${(error as Error).message}`);
        throw new ApiError(HttpStatus.BAD_GATEWAY, INIT_FAILED, 'PAYMENT_INIT_FAILED');
      }
      if (AUTHORIZED_STATUSES.includes(current.status)) {
        await this.db.transaction((tx) => this.outcomes.applyAuthorized(tx, current, 'system'));
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

  /** The outcome for the payment-return page; asks the provider when the webhook has not told us yet. */
  async status(requestId: string): Promise<PaymentStatusResponse> {
    const request = await this.parents.findRow(requestId);
    if (!request) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const latest = await this.outcomes.latestIntent(requestId);
    if (request.isPaymentAuthorized || request.refundedAt || !latest || latest.provider !== this.provider.name) {
      return { requestId, isPaymentAuthorized: request.isPaymentAuthorized, paymentIntentStatus: latest?.status ?? null };
    }
    let current: ProviderIntent;
    try {
      current = await this.outcomes.refresh(latest);
    } catch (error) {
      this.logger.warn(`Statut du paiement indisponible chez le prestataire : ${(error as Error).message}`);
      return { requestId, isPaymentAuthorized: false, paymentIntentStatus: latest.status };
    }
    if (AUTHORIZED_STATUSES.includes(current.status)) {
      await this.db.transaction((tx) => this.outcomes.applyAuthorized(tx, current, 'system'));
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
    await this.db.transaction((tx) => this.outcomes.applyAuthorized(tx, succeeded, 'public'));
    return { requestId: stored.parentRequestId, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' };
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
