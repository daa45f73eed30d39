import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  CURRENCY,
  formatEuros,
  formatReceiptNumber,
  isParentSpaceOpenStatus,
  parentReceiptPath,
  PARIS_TIME_ZONE,
  parisDay,
  RECEIPT_KIND_LABELS,
  RECEIPT_NUMBER_PATTERN,
  RECEIPT_PURPOSE_KINDS,
  RECEIPT_TEXTS,
  splitVat,
  WORKSHOP_TOTAL_CENTS,
  type ReceiptKind,
  type ReceiptPurpose,
} from '@ptits-mitrons/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import type { moneyOutConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { RECEIPT_NUMBER_LOCK_KEY } from '../database/instance-lock';
import { drawBlock, drawLinesTable, drawTotals, renderPdf, sha256Hex } from '../documents/pdf-document';
import { isUuid } from '../common/uuid';
import { cityOf, findParentRequestRow, lockParentRequest, NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import { mailData, type ParentRequestRow, type ProposalRow } from '../parents/parent-request-record';
import type { IssuedReceipt, ReceiptEvent, ReceiptIssuer } from '../parents/receipt-issuer';
import { currentProposal, parentRequestIdOfToken } from '../parents/parent-space-tokens';
import { proposals } from '../parents/parents.schema';
import { receiptCounters, receipts } from './receipts.schema';
import type { ParentSpaceReceiptResponse, ReceiptSummaryResponse, StaffReceiptResponse } from './dto/receipt.response';

export type ReceiptRow = typeof receipts.$inferSelect;

const summaryColumns = {
  id: receipts.id,
  number: receipts.number,
  year: receipts.year,
  sequence: receipts.sequence,
  kind: receipts.kind,
  sourceKey: receipts.sourceKey,
  parentRequestId: receipts.parentRequestId,
  correctsReceiptId: receipts.correctsReceiptId,
  amount: receipts.amount,
  currency: receipts.currency,
  sha256: receipts.sha256,
  issuedAt: receipts.issuedAt,
};

const workshopDateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: PARIS_TIME_ZONE });
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });
const issueDateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: PARIS_TIME_ZONE });

const NOT_FOUND = () => new ApiError(HttpStatus.NOT_FOUND, 'Justificatif introuvable.', 'RECEIPT_NOT_FOUND');

/** What every list of receipts shows of a document. */
function receiptSummary(row: Pick<ReceiptRow, 'number' | 'kind' | 'amount' | 'issuedAt'>): ReceiptSummaryResponse {
  const kind = row.kind as ReceiptKind;
  return { number: row.number, kind, kind_label: RECEIPT_KIND_LABELS[kind], amount: row.amount, issued_at: row.issuedAt.toISOString() };
}

/**
 * Receipts ("notes", arrêté n° 83-50/A) and credit notes: issued once per money event inside the event's own
 * transaction, numbered in one gapless yearly series, stored with their SHA-256 and never changed.
 */
@Injectable()
export class ReceiptsService implements ReceiptIssuer {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService,
    private readonly clock: Clock,
  ) {}

  private get operator(): ReturnType<typeof moneyOutConfig> {
    return this.config.getOrThrow<ReturnType<typeof moneyOutConfig>>('moneyOut');
  }

  /**
   * The event's document, issued the first time it is applied (its source key is unique: a replay gets the one
   * already issued). The request's row is locked first, as every money event of a request does; a credit note's
   * corrected receipt is found, or issued first when missing. The number is taken last, under a transaction-scoped
   * advisory lock taken before the clock is read: the next issuer, on any instance, waits until this transaction
   * ends, so numbers and dates of issue follow one order; a rollback gives the number back (no gap, no duplicate).
   */
  async issue(tx: Transaction, event: ReceiptEvent): Promise<IssuedReceipt> {
    const row = await lockParentRequest(tx, event.requestId);
    const [existing] = await tx.select({ id: receipts.id, number: receipts.number }).from(receipts).where(eq(receipts.sourceKey, event.sourceKey));
    const kind = RECEIPT_PURPOSE_KINDS[event.purpose];
    if (existing) return { ...existing, kind };
    const corrected = event.corrects ? await this.issue(tx, event.corrects) : undefined;
    const content = await this.content(tx, row, event, kind);
    await tx.execute(sql`select pg_advisory_xact_lock(${RECEIPT_NUMBER_LOCK_KEY})`);
    const now = this.clock.now();
    const year = Number(parisDay(now).slice(0, 4));
    // The stored row's value (qualified), not the proposed one (EXCLUDED).
    const [{ lastNumber }] = await tx
      .insert(receiptCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql.raw('receipt_counters.last_number + 1') } })
      .returning({ lastNumber: receiptCounters.lastNumber });
    const number = formatReceiptNumber(year, lastNumber);
    const pdf = await this.render({ ...content, kind, number, corrects: corrected?.number ?? null, issuedAt: now, amount: event.amount, purpose: event.purpose, creditCode: event.creditCode });
    const [issued] = await tx
      .insert(receipts)
      .values({
        number,
        year,
        sequence: lastNumber,
        kind,
        sourceKey: event.sourceKey,
        parentRequestId: row.id,
        correctsReceiptId: corrected?.id ?? null,
        amount: event.amount,
        currency: CURRENCY,
        pdf,
        sha256: sha256Hex(pdf),
        issuedAt: now,
      })
      .returning({ id: receipts.id, number: receipts.number });
    return { ...issued, kind };
  }

  /** A request's documents as its parent space lists them, each downloadable through the same token. */
  async parentSpaceList(db: DbOrTx, requestId: string, token: string): Promise<ParentSpaceReceiptResponse[]> {
    return (await this.summaries(db, requestId)).map((row) => ({ ...receiptSummary(row), url: parentReceiptPath(token, row.number) }));
  }

  /**
   * `2026-000123.pdf` of the request the token belongs to; the one 404 for a bad token, file name or another's
   * number. Unlike the space, whatever the 30 days after the workshop: a credit note is mailed weeks later and a
   * parent may ask for a receipt months later. An anonymised request has no documents to show any more.
   */
  async parentFile(token: string, file: string): Promise<ReceiptRow> {
    const number = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    if (!RECEIPT_NUMBER_PATTERN.test(number)) throw NOT_FOUND();
    const requestId = await parentRequestIdOfToken(this.db, token);
    const request = requestId ? await findParentRequestRow(this.db, requestId) : undefined;
    if (!request || request.anonymizedAt) throw NOT_FOUND();
    const [row] = await this.db.select().from(receipts).where(and(eq(receipts.parentRequestId, request.id), eq(receipts.number, number)));
    if (!row) throw NOT_FOUND();
    return row;
  }

  /** A request's documents for the back office (404 for a request that does not exist). */
  async staffList(requestId: string): Promise<StaffReceiptResponse[]> {
    if (!isUuid(requestId) || !(await findParentRequestRow(this.db, requestId))) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const rows = await this.summaries(this.db, requestId);
    const numbers = new Map(rows.map((row) => [row.id, row.number]));
    return rows.map((row) => ({
      id: row.id,
      ...receiptSummary(row),
      corrects_number: row.correctsReceiptId ? (numbers.get(row.correctsReceiptId) ?? null) : null,
      sha256: row.sha256,
    }));
  }

  /** A document's stored bytes, by id (the back office). */
  async staffFile(id: string): Promise<ReceiptRow> {
    const [row] = isUuid(id) ? await this.db.select().from(receipts).where(eq(receipts.id, id)) : [];
    if (!row) throw NOT_FOUND();
    return row;
  }

  private summaries(db: DbOrTx, requestId: string) {
    return db.select(summaryColumns).from(receipts).where(eq(receipts.parentRequestId, requestId)).orderBy(asc(receipts.issuedAt), asc(receipts.sequence));
  }

  /** What the document says besides its number: the client, the workshop, what was paid before. */
  private async content(tx: Transaction, row: ParentRequestRow, event: ReceiptEvent, kind: ReceiptKind) {
    const proposal = event.proposalId ? await this.proposal(tx, row.id, event.proposalId) : await currentProposal(tx, row.id);
    const city = mailData(row, await cityOf(tx, row.targetCityId)).city_label;
    const earlier = await tx
      .select({ kind: receipts.kind, total: sql<string>`coalesce(sum(${receipts.amount}), 0)` })
      .from(receipts)
      .where(eq(receipts.parentRequestId, row.id))
      .groupBy(receipts.kind);
    const sumOf = (k: ReceiptKind) => Number(earlier.find((e) => e.kind === k)?.total ?? 0);
    const alreadyPaid = sumOf('receipt') - sumOf('credit_note');
    const paidAfter = alreadyPaid + (kind === 'receipt' ? event.amount : -event.amount);
    // A workshop no longer going ahead (archived, refused, cancelled) has nothing left to pay.
    const remaining = isParentSpaceOpenStatus(row.status) ? Math.max(0, WORKSHOP_TOTAL_CENTS - paidAfter) : 0;
    return {
      client: `${row.parentFirstname} ${row.parentLastname}`,
      workshop: proposal
        ? { date: workshopDateFormat.format(proposal.date), place: `${proposal.establishmentName}, ${proposal.address}` }
        : { date: dayFormat.format(new Date(`${row.desiredDate}T00:00:00Z`)), place: `${city} — ${RECEIPT_TEXTS.placeToConfirm}` },
      alreadyPaid,
      remaining,
    };
  }

  private async proposal(tx: Transaction, requestId: string, proposalId: string): Promise<ProposalRow | undefined> {
    const [proposal] = await tx.select().from(proposals).where(and(eq(proposals.id, proposalId), eq(proposals.parentRequestId, requestId)));
    return proposal;
  }

  private render(doc: {
    kind: ReceiptKind;
    number: string;
    corrects: string | null;
    issuedAt: Date;
    client: string;
    workshop: { date: string; place: string };
    purpose: ReceiptPurpose;
    creditCode?: string;
    amount: number;
    alreadyPaid: number;
    remaining: number;
  }): Promise<Buffer> {
    const operator = this.operator;
    const t = RECEIPT_TEXTS;
    const label =
      doc.purpose === 'credit' || doc.purpose === 'credit_conversion' ? t.lines[doc.purpose](doc.creditCode ?? '') : t.lines[doc.purpose];
    const { excludingVatCents, vatCents } = splitVat(doc.amount, operator.vatRatePercent);
    const euros = (cents: number) => formatEuros(cents);
    const title = t.title(doc.kind, doc.number);
    return renderPdf({ title, author: operator.legalName, createdAt: doc.issuedAt }, (pdf) => {
      pdf.font('bold').fontSize(18).text(title);
      if (doc.corrects) pdf.font('regular').fontSize(10).text(t.corrects(doc.corrects));
      pdf.font('regular').fontSize(10).text(`${t.issuedOn} : ${issueDateFormat.format(doc.issuedAt)}`);
      pdf.moveDown();
      drawBlock(pdf, t.provider, [operator.legalName, operator.address, `${t.siret} : ${operator.siret}`, `${t.vatNumber} : ${operator.vatNumber}`]);
      drawBlock(pdf, t.client, [doc.client]);
      drawBlock(pdf, t.workshop, [`${t.workshopDate} : ${doc.workshop.date}`, `${t.workshopPlace} : ${doc.workshop.place}`]);
      const c = t.columns;
      drawLinesTable(pdf, [c.label, c.quantity, c.unitPrice, c.total], [{ label, quantity: 1, unitCents: doc.amount, totalCents: doc.amount }], euros);
      drawTotals(pdf, [
        { label: t.excludingVat, amount: euros(excludingVatCents) },
        { label: t.vat(operator.vatRatePercent), amount: euros(vatCents) },
        { label: t.includingVat, amount: euros(doc.amount), bold: true },
      ]);
      drawTotals(pdf, [
        { label: t.workshopPrice, amount: euros(WORKSHOP_TOTAL_CENTS) },
        { label: t.alreadyPaid, amount: euros(doc.alreadyPaid) },
        { label: doc.kind === 'receipt' ? t.paidToday : t.refundedToday, amount: euros(doc.amount), bold: true },
        { label: t.remaining, amount: euros(doc.remaining), bold: true },
      ]);
      pdf.font('regular').fontSize(8).text(`${RECEIPT_KIND_LABELS[doc.kind]} — ${t.legalBasis}`, 50, pdf.y, { width: 495 });
    });
  }
}
