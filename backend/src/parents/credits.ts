import { randomInt } from 'node:crypto';
import { CREDIT_CODE_ALPHABET, CURRENCY, DEPOSIT_CENTS, formatEuros } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service';
import type { DbOrTx, Transaction } from '../database/database.types';
import { auditOf, type Actor, type ParentRequestRow } from './parent-request-record';
import { credits, parentRequests } from './parents.schema';
import { receiptSource, type IssuedReceipt, type ReceiptIssuer } from './receipt-issuer';
import type { ParentSpaceCreditStateResponse } from '../parent-space/dto/parent-space.response';

function creditCode(): string {
  const group = () => Array.from({ length: 4 }, () => CREDIT_CODE_ALPHABET[randomInt(CREDIT_CODE_ALPHABET.length)]).join('');
  return `AVOIR-${group()}-${group()}`;
}

/**
 * CGV §6: the deposit paid on a request becomes a credit, once per request (credits.origin_request_id is unique; the
 * caller holds the request's row lock), with its credit note correcting the deposit's receipt: the credit's later
 * use gives its own receipt, so the same deposit is never receipted twice. Answers the code, amount and credit
 * note, or null when no deposit is left to credit.
 */
export async function issueCredit(
  tx: Transaction,
  row: ParentRequestRow,
  actor: Actor,
  audit: AuditService,
  receipts: ReceiptIssuer,
): Promise<{ code: string; amount: number; creditNote: IssuedReceipt } | null> {
  const amount = creditableAmount(row);
  if (amount <= 0) return null;
  const [existing] = await tx.select().from(credits).where(eq(credits.originRequestId, row.id));
  if (existing) return { code: existing.code, amount: existing.amount, creditNote: await creditNoteOf(tx, row, existing, receipts) };
  // 31^8 codes: a clash is rare; a savepoint per attempt keeps the transaction usable after one.
  for (let attempt = 0; ; attempt++) {
    const code = creditCode();
    const inserted = await tx.transaction(async (savepoint) =>
      savepoint.insert(credits).values({ code, amount, currency: CURRENCY, originRequestId: row.id }).onConflictDoNothing({ target: credits.code }).returning(),
    );
    if (inserted.length > 0) break;
    if (attempt >= 5) throw new Error("Impossible de créer un code d'avoir unique");
  }
  const [created] = await tx.select().from(credits).where(eq(credits.originRequestId, row.id));
  await tx.update(parentRequests).set({ creditIssuedAt: new Date(), updatedAt: new Date() }).where(eq(parentRequests.id, row.id));
  await audit.record(tx, {
    ...auditOf(row, actor),
    action: 'credit_issued',
    statusBefore: row.status,
    reason: `Avoir ${created.code} de ${formatEuros(amount)}`,
  });
  return { code: created.code, amount, creditNote: await creditNoteOf(tx, row, created, receipts) };
}

/** The credit's credit note, issued once (its source key), correcting the receipt of the deposit it comes from. */
async function creditNoteOf(tx: Transaction, row: ParentRequestRow, credit: typeof credits.$inferSelect, receipts: ReceiptIssuer): Promise<IssuedReceipt> {
  // The deposit was paid by card (its intent) or by an earlier credit (the one this request used).
  const [paidWith] = row.paymentIntentId ? [] : await tx.select().from(credits).where(eq(credits.usedByRequestId, row.id));
  const deposit = row.paymentIntentId
    ? { sourceKey: receiptSource.payment(row.paymentIntentId), purpose: 'deposit' as const }
    : paidWith && { sourceKey: receiptSource.credit(paidWith.id), purpose: 'credit' as const, creditCode: paidWith.code };
  // Refused loudly (the cancellation rolls back) rather than a credit note correcting nothing.
  if (!deposit) throw new Error(`Acompte de la demande ${row.id} sans paiement ni avoir connu : avoir impossible à justifier`);
  return receipts.issue(tx, {
    requestId: row.id,
    sourceKey: receiptSource.creditIssued(credit.id),
    purpose: 'credit_conversion',
    amount: credit.amount,
    creditCode: credit.code,
    corrects: { requestId: row.id, amount: DEPOSIT_CENTS, ...deposit },
  });
}

/** The credit a request's deposit became, if any, as its parent's space shows it. */
export async function creditOf(db: DbOrTx, requestId: string): Promise<ParentSpaceCreditStateResponse | null> {
  const [credit] = await db.select({ code: credits.code, amount: credits.amount, usedAt: credits.usedAt }).from(credits).where(eq(credits.originRequestId, requestId));
  return credit ? { code: credit.code, amount: credit.amount, used_at: credit.usedAt?.toISOString() ?? null } : null;
}

/** What a credit would be worth now: the deposit paid, less what was refunded of it. */
export function creditableAmount(row: Pick<ParentRequestRow, 'isPaymentAuthorized' | 'refundedAmount' | 'paidAt'>): number {
  if (!row.isPaymentAuthorized || !row.paidAt) return 0;
  return Math.max(0, DEPOSIT_CENTS - row.refundedAmount);
}
