import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DEPOSIT_CENTS, formatEuros, REFUND_DUE_STATUSES, TERMS_VERSIONS } from '@ptits-mitrons/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { AuditService } from '../audit/audit.service';
import type { appConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { SalesTermsDocument } from '../legal/sales-terms-document';
import { MailService } from '../mail/mail.service';
import { cityOf, findParentRequest, findParentRequestRow, lockParentRequest } from './parent-request-queries';
import { auditOf, mailData, proposalMailData, type Actor, type CityLabel, type ParentRequestRow } from './parent-request-record';
import { parentMailData } from './parent-space-tokens';
import { parentRequests, proposals } from './parents.schema';
import { RECEIPT_ISSUER, receiptSource, type IssuedReceipt, type ReceiptIssuer } from './receipt-issuer';
import { workshopCalendarAttachment } from '../calendar/workshop-calendar';
import type { ParentRequestResponse } from './dto/parent-request.response';

/** A refund as the payment flow records it: its provider id, its amount (cents) and the payment it refunds. */
export interface RefundFacts {
  id: string;
  amount: number;
  paymentIntentId: string;
}

/**
 * What the payment flow changes on a request (deposit paid, refunded, disputed), each with its audit row and mails.
 * The payments module calls these hooks; the request module never calls the payments module.
 */
@Injectable()
export class ParentRequestPaymentsService {
  private readonly logger = new Logger(ParentRequestPaymentsService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly config: ConfigService,
    @Inject(RECEIPT_ISSUER) private readonly receipts: ReceiptIssuer,
    private readonly salesTerms: SalesTermsDocument,
  ) {}

  /** The raw row (undefined when the id is not a request). */
  findRow(id: string, db: DbOrTx = this.db): Promise<ParentRequestRow | undefined> {
    return findParentRequestRow(db, id);
  }

  /** The request as the back office shows it, after a refund. */
  findOne(id: string, db: DbOrTx = this.db): Promise<ParentRequestResponse> {
    return findParentRequest(db, id);
  }

  /** The row, locked for the caller's transaction (the refund action); 404 when it is not a request. */
  lockRow(tx: Transaction, id: string): Promise<ParentRequestRow> {
    return lockParentRequest(tx, id);
  }

  /** The intent currently offered to the parent (shown on the admin record). */
  async setPaymentIntent(db: DbOrTx, requestId: string, paymentIntentId: string): Promise<void> {
    await db
      .update(parentRequests)
      .set({ paymentIntentId, updatedAt: new Date() })
      .where(and(eq(parentRequests.id, requestId), eq(parentRequests.isPaymentAuthorized, false)));
  }

  /**
   * The deposit is paid: the flag, the intent and the time, once. Answers whether this call made the change,
   * so the caller (webhook, status check, demo confirmation) cannot apply it twice. A refunded deposit is never
   * marked paid again (a late status check or replayed success). On a request already archived or refused the
   * payment is recorded as owed back ("à rembourser"): the request stays where it is and the parent is not told
   * the workshop is booked.
   */
  async markDepositPaid(tx: Transaction, requestId: string, paymentIntentId: string, actor: Actor): Promise<boolean> {
    const [paid] = await tx
      .update(parentRequests)
      .set({ isPaymentAuthorized: true, paymentIntentId, paidAt: new Date(), refundDue: inArray(parentRequests.status, [...REFUND_DUE_STATUSES]), updatedAt: new Date() })
      .where(and(eq(parentRequests.id, requestId), eq(parentRequests.isPaymentAuthorized, false), isNull(parentRequests.refundedAt)))
      .returning();
    // Money was received, whatever the request's state (owed back, a second intent, a payment after a refund): it
    // gets its receipt, once per intent; a later refund of it then has a receipt to correct.
    const receipt = await this.receipts.issue(tx, { requestId, sourceKey: receiptSource.payment(paymentIntentId), purpose: 'deposit', amount: DEPOSIT_CENTS });
    if (!paid) return false;
    const city = await cityOf(tx, paid.targetCityId);
    if (paid.refundDue) {
      await this.audit.record(tx, {
        ...auditOf(paid, actor),
        action: 'deposit_to_refund',
        statusBefore: paid.status,
        reason: `Acompte réglé (${paymentIntentId}) pour une demande déjà archivée ou refusée : à rembourser`,
      });
      await this.mail.enqueue(tx, { dedupKey: `operator-deposit-to-refund:${requestId}`, template: 'operator-deposit-to-refund', data: { request: mailData(paid, city) } });
      return true;
    }
    await this.audit.record(tx, {
      ...auditOf(paid, actor),
      action: 'deposit_paid',
      statusBefore: paid.status,
      reason: `Acompte réglé (${paymentIntentId})`,
    });
    await this.sendDepositMails(tx, paid, city, receipt);
    return true;
  }

  /**
   * A deposit recorded, by card or by credit code: the parent's mail (receipt, the CGV as a PDF, the space link) and
   * the operator's, once each, in the caller's transaction.
   */
  async sendDepositMails(tx: Transaction, paid: ParentRequestRow, city: CityLabel | undefined, receipt: IssuedReceipt): Promise<void> {
    await this.mail.enqueueOnce(tx, `parent-deposit-paid:${paid.id}`, async () => ({
      template: 'parent-deposit-paid',
      to: paid.parentEmail,
      data: {
        request: await parentMailData(tx, paid, city),
        receipt: { number: receipt.number, kind: receipt.kind },
        termsAccepted: paid.termsVersion === TERMS_VERSIONS.cgv,
      },
      attachments: [await this.salesTerms.attachment()],
    }));
    await this.mail.enqueue(tx, { dedupKey: `operator-new-paid-request:${paid.id}`, template: 'operator-new-paid-request', data: { request: mailData(paid, city) } });
  }

  /**
   * The balance is paid (the intent's purpose is `balance`): on the proposal it was made for, still sent, the
   * request goes proposal_sent → accepted and the proposal → accepted (as Validate does), with the history, the
   * parent's mail (calendar file, space link) and the operator's, once: the status update is conditional, so a
   * second webhook or a status check finds nothing to change. A balance for a proposal no longer open (declined,
   * archived or replaced meanwhile) is recorded and flagged to the operator to refund; the status never moves.
   */
  async markBalancePaid(tx: Transaction, requestId: string, proposalId: string, payment: { id: string; amount: number }, actor: Actor): Promise<boolean> {
    const paymentIntentId = payment.id;
    const row = await lockParentRequest(tx, requestId);
    if (row.balancePaymentIntentId === paymentIntentId) return false;
    const [proposal] = await tx
      .select()
      .from(proposals)
      .where(and(eq(proposals.id, proposalId), eq(proposals.parentRequestId, requestId)));
    const city = await cityOf(tx, row.targetCityId);
    const open = proposal?.status === 'sent' && row.status === 'proposal_sent' && !row.balancePaidAt;
    if (!open) {
      // Told once per intent: the request has no column for a balance it refused, its history has the intent's id.
      const reason = `Solde réglé (${paymentIntentId}) pour une proposition qui n'est plus ouverte : à rembourser`;
      const [told] = await tx
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, requestId), eq(auditEvents.action, 'balance_to_refund'), eq(auditEvents.reason, reason)));
      if (told) return false;
      // The money was received: its receipt names the proposal it was paid for; the refund's credit note corrects it.
      await this.receipts.issue(tx, { requestId, sourceKey: receiptSource.payment(paymentIntentId), purpose: 'balance', amount: payment.amount, proposalId });
      const amount = formatEuros(payment.amount);
      this.logger.warn(`Solde ${paymentIntentId} réglé pour une proposition qui n'est plus ouverte : à rembourser`);
      await this.audit.record(tx, {
        ...auditOf(row, actor),
        action: 'balance_to_refund',
        statusBefore: row.status,
        reason,
      });
      await this.mail.enqueue(tx, {
        dedupKey: `operator-balance-to-refund:${requestId}:${paymentIntentId}`,
        template: 'operator-balance-to-refund',
        data: { request: mailData(row, city), amount },
      });
      return true;
    }
    const now = new Date();
    const [accepted] = await tx
      .update(parentRequests)
      .set({ status: 'accepted', balancePaidAt: now, balancePaymentIntentId: paymentIntentId, updatedAt: now })
      .where(and(eq(parentRequests.id, requestId), eq(parentRequests.status, 'proposal_sent'), isNull(parentRequests.balancePaidAt)))
      .returning();
    if (!accepted) return false;
    await tx.update(proposals).set({ status: 'accepted' }).where(eq(proposals.id, proposalId));
    const receipt = await this.receipts.issue(tx, { requestId, sourceKey: receiptSource.payment(paymentIntentId), purpose: 'balance', amount: payment.amount, proposalId });
    await this.audit.record(tx, {
      ...auditOf(accepted, actor),
      action: 'balance_paid',
      statusBefore: row.status,
      reason: `Solde réglé en ligne (${paymentIntentId})`,
    });
    const brandName = this.config.getOrThrow<ReturnType<typeof appConfig>>('app').brandName;
    const calendar = workshopCalendarAttachment({
      proposalId,
      start: proposal.date,
      childFirstname: accepted.childFirstname,
      establishmentName: proposal.establishmentName,
      address: proposal.address,
      brandName,
    });
    await this.mail.enqueue(tx, {
      dedupKey: `parent-balance-paid:${requestId}:${proposalId}`,
      template: 'parent-balance-paid',
      to: accepted.parentEmail,
      data: { request: await parentMailData(tx, accepted, city), proposal: proposalMailData(proposal), receipt: { number: receipt.number, kind: receipt.kind } },
      attachments: [calendar],
    });
    await this.mail.enqueue(tx, {
      dedupKey: `operator-balance-paid:${requestId}:${proposalId}`,
      template: 'operator-balance-paid',
      data: { request: mailData(accepted, city), proposal: proposalMailData(proposal) },
    });
    return true;
  }

  /**
   * A refund of the balance, recorded once per refund id (the caller locks the row and inserts the refund row):
   * the amount on the request, the history, the credit note and, unless the caller's own mail says it (a
   * cancellation), the parent's mail. Answers the credit note.
   */
  async recordBalanceRefund(tx: Transaction, row: ParentRequestRow, refund: RefundFacts, paidAmount: number, actor: Actor, notify: boolean): Promise<IssuedReceipt> {
    const [updated] = await tx
      .update(parentRequests)
      .set({ balanceRefundedAmount: row.balanceRefundedAmount + refund.amount, updatedAt: new Date() })
      .where(eq(parentRequests.id, row.id))
      .returning();
    const euros = formatEuros(refund.amount);
    await this.audit.record(tx, {
      ...auditOf(updated, actor),
      action: 'balance_refunded',
      statusBefore: row.status,
      reason: `Solde remboursé : ${euros} (${refund.id})`,
    });
    const creditNote = await this.issueCreditNote(tx, row, refund, paidAmount, 'balance');
    if (!notify) return creditNote;
    await this.mail.enqueue(tx, {
      dedupKey: `parent-balance-refunded:${row.id}:${refund.id}`,
      template: 'parent-balance-refunded',
      to: row.parentEmail,
      data: { request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)), amount: euros, receipt: { number: creditNote.number, kind: creditNote.kind } },
    });
    return creditNote;
  }

  /** A refund's credit note, which corrects the refunded payment's receipt (of `paidAmount`, issued first if missing). */
  private issueCreditNote(tx: Transaction, row: ParentRequestRow, refund: RefundFacts, paidAmount: number, paid: 'deposit' | 'balance'): Promise<IssuedReceipt> {
    return this.receipts.issue(tx, {
      requestId: row.id,
      sourceKey: receiptSource.refund(refund.id),
      purpose: paid === 'deposit' ? 'deposit_refund' : 'balance_refund',
      amount: refund.amount,
      corrects: { requestId: row.id, sourceKey: receiptSource.payment(refund.paymentIntentId), purpose: paid, amount: paidAmount },
    });
  }

  /**
   * A refund of the deposit, recorded once per refund id (the caller locks the request's row with lockRow, inserts
   * the refund row and calls this only for a new one): the amount and date on the request, an audit row, a mail to
   * the parent with the credit note. Once the refunds reach the amount paid, the deposit no longer counts as paid.
   */
  async recordRefund(tx: Transaction, row: ParentRequestRow, refund: RefundFacts, paidAmount: number, actor: Actor): Promise<IssuedReceipt> {
    const refundedAmount = row.refundedAmount + refund.amount;
    const full = refundedAmount >= paidAmount;
    const [updated] = await tx
      .update(parentRequests)
      .set({ refundedAmount, refundedAt: new Date(), isPaymentAuthorized: row.isPaymentAuthorized && !full, updatedAt: new Date() })
      .where(eq(parentRequests.id, row.id))
      .returning();
    const euros = formatEuros(refund.amount);
    await this.audit.record(tx, {
      ...auditOf(updated, actor),
      action: full ? 'deposit_refunded' : 'deposit_partially_refunded',
      statusBefore: row.status,
      reason: `${full ? 'Acompte remboursé' : 'Remboursement partiel'} : ${euros} (${refund.id})`,
    });
    const creditNote = await this.issueCreditNote(tx, row, refund, paidAmount, 'deposit');
    await this.mail.enqueueOnce(tx, `parent-deposit-refunded:${row.id}:${refund.id}`, async () => ({
      template: 'parent-deposit-refunded',
      to: row.parentEmail,
      data: { request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)), amount: euros, receipt: { number: creditNote.number, kind: creditNote.kind } },
    }));
    return creditNote;
  }

  /**
   * The parent's bank disputes the deposit: flagged, an audit row and the operator mailed, once (a dispute told
   * again under another event id, or a second one on a request already flagged, changes nothing).
   */
  async markDisputed(tx: Transaction, requestId: string, dispute: { id: string; amount: number; reason: string }, actor: Actor): Promise<void> {
    const row = await lockParentRequest(tx, requestId);
    if (row.disputedAt) return;
    const [updated] = await tx
      .update(parentRequests)
      .set({ disputedAt: new Date(), updatedAt: new Date() })
      .where(eq(parentRequests.id, requestId))
      .returning();
    const euros = formatEuros(dispute.amount);
    await this.audit.record(tx, {
      ...auditOf(updated, actor),
      action: 'deposit_disputed',
      statusBefore: row.status,
      reason: `Paiement contesté : ${euros}, motif « ${dispute.reason} » (${dispute.id})`,
    });
    await this.mail.enqueue(tx, {
      dedupKey: `operator-deposit-disputed:${requestId}`,
      template: 'operator-deposit-disputed',
      data: { request: mailData(row, await cityOf(tx, row.targetCityId)), amount: euros, reason: dispute.reason },
    });
  }
}
