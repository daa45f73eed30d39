import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { and, count, desc, eq } from 'drizzle-orm';
import { BALANCE_CENTS, CURRENCY, PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { ParentRequestPaymentsService } from '../parents/parent-request-payments.service';
import type { ParentRequestRow } from '../parents/parent-request-record';
import { PaymentOutcomesService, type StoredIntent } from './payment-outcomes.service';
import { AUTHORIZED_STATUSES, PAYABLE_STATUSES, PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from './payment-provider';
import { paymentIntents } from './payments.schema';
import type { BalancePaymentResponse, BalanceStatusResponse } from '../parent-space/dto/parent-space-payments.dto';

const BALANCE_DESCRIPTION = "Solde de l'atelier d'anniversaire";

/** The balance paid from the parent space: its intent for the current proposal, and its status. */
@Injectable()
export class BalancePaymentsService {
  private readonly logger = new Logger(BalancePaymentsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentRequestPaymentsService,
    private readonly outcomes: PaymentOutcomesService,
  ) {}

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
    const latest = await this.outcomes.latestIntent(requestId, 'balance');
    const paid = async () => Boolean((await this.parents.findRow(requestId))?.balancePaidAt);
    if (!latest || latest.provider !== this.provider.name || (await paid())) {
      return { isBalancePaid: await paid(), paymentIntentStatus: latest?.status ?? null };
    }
    let current: ProviderIntent;
    try {
      current = await this.outcomes.refresh(latest);
    } catch (error) {
      this.logger.warn(`Statut du solde indisponible chez le prestataire : ${(error as Error).message}`);
      return { isBalancePaid: false, paymentIntentStatus: latest.status };
    }
    if (AUTHORIZED_STATUSES.includes(current.status)) await this.db.transaction((tx) => this.outcomes.applyAuthorized(tx, current, 'system'));
    return { isBalancePaid: await paid(), paymentIntentStatus: current.status };
  }

  private balanceAnswer(intent: StoredIntent): BalancePaymentResponse {
    return { clientSecret: intent.clientSecret, amount: intent.amount, currency: intent.currency, provider: intent.provider as 'stripe' | 'demo' };
  }
}
