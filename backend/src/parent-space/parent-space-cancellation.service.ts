import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { BALANCE_CENTS, cancellationOutcome, formatEuros, PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { creditableAmount, issueCredit } from '../parents/credits';
import { cityOf } from '../parents/parent-request-queries';
import { mailData, type ParentRequestRow } from '../parents/parent-request-record';
import { ParentRequestTransitionsService } from '../parents/parent-request-transitions.service';
import { parentMailData, resolveParentSpace, type ParentSpaceSubject } from '../parents/parent-space-tokens';
import { PaymentRefundsService } from '../payments/payment-refunds.service';
import { RECEIPT_ISSUER, type IssuedReceipt, type ReceiptIssuer } from '../parents/receipt-issuer';
import { openActions } from './parent-space-facts';
import type { ParentSpaceCancelResponse } from './dto/parent-space-payments.dto';

/** What a cancellation gives back (CGV §6): the deposit as a credit and the paid balance refunded, or nothing. */
function outcomeOf(subject: ParentSpaceSubject, now: Date) {
  const outcome = cancellationOutcome(subject.workshopDay, now);
  const credit = outcome === 'credit' ? creditableAmount(subject.row) : 0;
  const refund = outcome === 'credit' && subject.row.balancePaidAt ? Math.max(0, BALANCE_CENTS - subject.row.balanceRefundedAmount) : 0;
  return { outcome, credit, refund };
}

/** The parent's cancellation from their space: stated first (dry run), then applied once. */
@Injectable()
export class ParentSpaceCancellationService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly transitions: ParentRequestTransitionsService,
    private readonly refunds: PaymentRefundsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(RECEIPT_ISSUER) private readonly receipts: ReceiptIssuer,
  ) {}

  async cancel(token: string, dryRun: boolean): Promise<ParentSpaceCancelResponse> {
    if (dryRun) {
      const now = this.clock.now();
      const subject = await resolveParentSpace(this.db, token, now);
      this.checkOpen(subject, now);
      const { outcome, credit, refund } = outcomeOf(subject, now);
      return { outcome, credit: credit > 0 ? { code: null, amount: credit } : null, refund: refund > 0 ? { amount: refund } : null, applied: false };
    }
    // One transaction under the request's row lock: a second cancel waits, then finds it archived (409); a
    // provider failure on the refund rolls everything back.
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const subject = await resolveParentSpace(tx, token, now, tx);
      this.checkOpen(subject, now);
      const { outcome, refund: refundDue } = outcomeOf(subject, now);
      const cancelled = await this.transitions.cancelByParent(tx, subject.row);
      const credit = outcome === 'credit' ? await issueCredit(tx, cancelled, 'public', this.audit, this.receipts) : null;
      const refund = refundDue > 0 ? await this.refunds.refundBalance(tx, cancelled, 'public') : { amount: 0, creditNote: null };
      await this.mailBothSides(tx, cancelled, credit, refund);
      return { outcome, credit: credit && { code: credit.code, amount: credit.amount }, refund: refund.amount > 0 ? { amount: refund.amount } : null, applied: true };
    });
  }

  private checkOpen(subject: ParentSpaceSubject, now: Date): void {
    if (!openActions(subject, now).includes('cancel')) throw new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.actionClosed, 'ACTION_CLOSED');
  }

  private async mailBothSides(
    tx: Transaction,
    row: ParentRequestRow,
    credit: { code: string; amount: number; creditNote: IssuedReceipt } | null,
    refund: { amount: number; creditNote: IssuedReceipt | null },
  ): Promise<void> {
    const city = await cityOf(tx, row.targetCityId);
    const data = {
      credit: credit ? { code: credit.code, amount: formatEuros(credit.amount) } : null,
      refund: refund.amount > 0 ? { amount: formatEuros(refund.amount) } : null,
    };
    // The parent's mail links one document: the balance refund's credit note, else the credit's.
    const creditNote = refund.creditNote ?? credit?.creditNote;
    const receipt = creditNote ? { number: creditNote.number, kind: creditNote.kind } : undefined;
    await this.mail.enqueue(tx, {
      dedupKey: `parent-cancelled:${row.id}`,
      template: 'parent-cancelled',
      to: row.parentEmail,
      data: { request: await parentMailData(tx, row, city), ...data, receipt },
    });
    await this.mail.enqueue(tx, { dedupKey: `operator-parent-cancelled:${row.id}`, template: 'operator-parent-cancelled', data: { request: mailData(row, city), ...data } });
  }
}
