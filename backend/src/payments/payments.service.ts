import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { and, count, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ApiError } from '../common/api-error';
import type { paymentsConfig } from '../config/configuration';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { NOT_FOUND_MESSAGE, ParentsService, type Actor } from '../parents/parents.service';
import type { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import {
  AUTHORIZED_STATUSES,
  PAYABLE_STATUSES,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider';
import { paymentIntents, stripeEvents } from './payments.schema';
import { fromStripeIntent, StripePaymentProvider } from './stripe-payment.provider';

export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  provider: 'stripe' | 'demo';
}

export interface PaymentStatusAnswer {
  requestId: string;
  isPaymentAuthorized: boolean;
  paymentIntentStatus: string | null;
}

type StoredIntent = typeof paymentIntents.$inferSelect;

const ALREADY_PAID = "L'acompte a déjà été réglé";
const INIT_FAILED = "Impossible d'initialiser le paiement";
const NOT_PAYABLE = 'Cette demande ne peut plus être réglée en ligne.';
const DEPOSIT_DESCRIPTION = "Acompte pour l'atelier d'anniversaire";

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Paiements');

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentsService,
    private readonly config: ConfigService,
  ) {}

  private get settings(): ReturnType<typeof paymentsConfig> {
    return this.config.getOrThrow<ReturnType<typeof paymentsConfig>>('payments');
  }

  /**
   * The deposit's intent: amount and currency fixed here, never taken from the client. The request's intent is
   * offered again while payable (double click, reload); otherwise a new one, under an idempotency key.
   */
  async createPaymentIntent(dto: CreatePaymentIntentDto): Promise<PaymentIntentAnswer> {
    const { depositAmount, currency } = this.settings;
    if (dto.amount != null && dto.amount !== depositAmount) {
      throw new ApiError(HttpStatus.BAD_REQUEST, "Le montant de l'acompte est fixé à 30,00 € : un autre montant n'est pas accepté.");
    }
    if (dto.currency != null && dto.currency.toLowerCase() !== currency) {
      throw new ApiError(HttpStatus.BAD_REQUEST, "L'acompte se règle en euros (eur).");
    }
    const requestId = dto.metadata.requestId;
    const request = await this.parents.findRow(requestId);
    if (!request) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    if (request.isPaymentAuthorized) throw new ApiError(HttpStatus.CONFLICT, ALREADY_PAID, 'ALREADY_PAID');
    if (request.status !== 'submitted') throw new ApiError(HttpStatus.CONFLICT, NOT_PAYABLE, 'NOT_PAYABLE');

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
      .where(eq(paymentIntents.parentRequestId, requestId));
    let created: ProviderIntent;
    try {
      created = await this.provider.create({
        requestId,
        amount: depositAmount,
        currency,
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
    const duplicate = await this.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning();
      if (!fresh) return true;
      if (event.type === 'payment_intent.succeeded') {
        await this.applyAuthorized(tx, fromStripeIntent(event.data.object), 'stripe');
      } else if (event.type === 'payment_intent.payment_failed') {
        const intent = fromStripeIntent(event.data.object);
        await tx
          .update(paymentIntents)
          .set({ status: intent.status, lastError: intent.lastError ?? 'Le paiement a échoué', updatedAt: new Date() })
          .where(eq(paymentIntents.id, intent.id));
      }
      return false;
    });
    return { received: true, duplicate };
  }

  /** The outcome for the payment-return page; asks the provider when the webhook has not told us yet. */
  async status(requestId: string): Promise<PaymentStatusAnswer> {
    const request = await this.parents.findRow(requestId);
    if (!request) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const latest = await this.latestIntent(requestId);
    if (request.isPaymentAuthorized || !latest || latest.provider !== this.provider.name) {
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
  async confirmDemo(clientSecret: string): Promise<PaymentStatusAnswer> {
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
    if (stored) {
      await tx.update(paymentIntents).set({ status: intent.status, updatedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
    } else {
      await tx.insert(paymentIntents).values({
        id: intent.id,
        provider: this.provider.name,
        parentRequestId: request.id,
        clientSecret: intent.clientSecret,
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
      });
    }
    const { depositAmount, currency } = this.settings;
    if (intent.amount !== depositAmount || intent.currency !== currency) {
      this.logger.error(`Paiement ${intent.id} de ${intent.amount} ${intent.currency} : ce n'est pas l'acompte, demande non marquée payée`);
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

  private async latestIntent(requestId: string): Promise<StoredIntent | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.parentRequestId, requestId))
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1);
    return row;
  }

  private answer(intent: StoredIntent): PaymentIntentAnswer {
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      provider: intent.provider as 'stripe' | 'demo',
    };
  }
}
