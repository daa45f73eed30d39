import type { ReceiptKind, ReceiptPurpose } from '@ptits-mitrons/domain';
import type { Transaction } from '../database/database.types';

/**
 * The money events of a request (here and in the payments module) each issue a receipt or credit note inside their
 * own transaction. The receipts module, which reads requests, provides the issuer under this token (it is global):
 * the request module names only this contract, so the two folders do not depend on each other.
 */
export const RECEIPT_ISSUER = Symbol('RECEIPT_ISSUER');

/** One document per money event, named by what it is for. */
export const receiptSource = {
  payment: (paymentIntentId: string) => `payment:${paymentIntentId}`,
  credit: (creditId: string) => `credit:${creditId}`,
  refund: (refundId: string) => `refund:${refundId}`,
  /** The credit note of a deposit turned into a credit (CGV §6). */
  creditIssued: (creditId: string) => `credit-issued:${creditId}`,
};

/** A money event to document, told by the code that applies it, inside its transaction. */
export interface ReceiptEvent {
  requestId: string;
  sourceKey: string;
  purpose: ReceiptPurpose;
  /** Cents, all taxes included, positive for a refund too. */
  amount: number;
  /** The credit's code, for a deposit paid by a credit or turned into one. */
  creditCode?: string;
  /**
   * A credit note's: the event of the receipt it corrects (the refunded payment, the deposit turned into a credit).
   * A credit note always corrects a receipt: one missing (money recorded before receipts existed) is issued first.
   */
  corrects?: ReceiptEvent;
  /** The proposal the payment is for (a balance); otherwise the request's current one, if any. */
  proposalId?: string | null;
}

export interface IssuedReceipt {
  id: string;
  number: string;
  kind: ReceiptKind;
}

export interface ReceiptIssuer {
  /** The event's document, issued the first time (its source key is unique: a replay gets the one already issued). */
  issue(tx: Transaction, event: ReceiptEvent): Promise<IssuedReceipt>;
}
