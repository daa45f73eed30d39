import { randomInt } from 'node:crypto';
import { CREDIT_CODE_ALPHABET, CURRENCY, DEPOSIT_CENTS, formatEuros } from '@ptits-mitrons/domain';
import { eq } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service';
import type { Transaction } from '../database/database.types';
import { auditOf, type Actor, type ParentRequestRow } from './parent-request-record';
import { credits, parentRequests } from './parents.schema';

function creditCode(): string {
  const group = () => Array.from({ length: 4 }, () => CREDIT_CODE_ALPHABET[randomInt(CREDIT_CODE_ALPHABET.length)]).join('');
  return `AVOIR-${group()}-${group()}`;
}

/**
 * CGV §6: the deposit paid on a request becomes a credit, once per request (credits.origin_request_id is unique; the
 * caller holds the request's row lock). Answers the code and amount, or null when no deposit is left to credit.
 */
export async function issueCredit(tx: Transaction, row: ParentRequestRow, actor: Actor, audit: AuditService): Promise<{ code: string; amount: number } | null> {
  const amount = creditableAmount(row);
  if (amount <= 0) return null;
  const [existing] = await tx.select().from(credits).where(eq(credits.originRequestId, row.id));
  if (existing) return { code: existing.code, amount: existing.amount };
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
  return { code: created.code, amount };
}

/** What a credit would be worth now: the deposit paid, less what was refunded of it. */
export function creditableAmount(row: Pick<ParentRequestRow, 'isPaymentAuthorized' | 'refundedAmount' | 'paidAt'>): number {
  if (!row.isPaymentAuthorized || !row.paidAt) return 0;
  return Math.max(0, DEPOSIT_CENTS - row.refundedAmount);
}
