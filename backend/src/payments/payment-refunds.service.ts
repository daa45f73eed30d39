import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { canRefund, PARENT_SPACE_MESSAGES, refundRefusal } from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { ParentRequestPaymentsService } from '../parents/parent-request-payments.service';
import type { Actor, ParentRequestRow } from '../parents/parent-request-record';
import type { IssuedReceipt } from '../parents/receipt-issuer';
import { PaymentOutcomesService } from './payment-outcomes.service';
import { COUNTED_REFUND_STATUSES, PAYMENT_PROVIDER, PaymentRefusedError, type PaymentProvider, type ProviderRefund } from './payment-provider';
import type { ParentRequestResponse } from '../parents/dto/parent-request.response';

const REFUND_REFUSED =
  "Le prestataire de paiement refuse ce remboursement (paiement introuvable, déjà remboursé ou contesté chez lui) : vérifiez-le dans son tableau de bord.";
/** A deposit taken by one provider can only be refunded by it (the demo provider before Stripe keys were set, say). */
const PROVIDER_MISMATCH: Record<PaymentProvider['name'], string> = {
  demo: "Cet acompte a été réglé en mode démonstration : il n'y a rien à rembourser chez Stripe.",
  stripe: "Cet acompte a été réglé par Stripe : remboursez-le depuis le tableau de bord de Stripe.",
};

/** Refunds asked of the provider: the deposit by staff, the balance by the parent's cancellation. */
@Injectable()
export class PaymentRefundsService {
  private readonly logger = new Logger(PaymentRefundsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly parents: ParentRequestPaymentsService,
    private readonly outcomes: PaymentOutcomesService,
  ) {}

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
      const stored = await this.outcomes.storedIntent(tx, request.paymentIntentId);
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
      if (!(await this.outcomes.recordRefund(tx, refund, actor)) && !COUNTED_REFUND_STATUSES.includes(refund.status)) {
        throw new ApiError(HttpStatus.BAD_GATEWAY, `Le prestataire de paiement a refusé le remboursement (statut ${refund.status}).`, 'REFUND_FAILED');
      }
      return this.parents.findOne(requestId, tx);
    });
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
    const stored = await this.outcomes.storedIntent(tx, request.balancePaymentIntentId);
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
    const creditNote = await this.outcomes.recordRefund(tx, refund, actor, false);
    return { amount: refund.amount, creditNote };
  }
}
