import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DAC7_COPY_MESSAGES, dac7CopyFilename, dac7CopyYearDue, parisDay, PAYOUT_MESSAGES } from '@ptits-mitrons/domain';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { moneyOutConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { sha256Hex } from '../documents/pdf-document';
import { MailService } from '../mail/mail.service';
import { artisanMailData, resolveMerchantToken } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import type { OperatorDetails } from '../payouts/payout-documents';
import { dac7CopyPdf } from './dac7-copy-document';
import { Dac7ReportService } from './dac7-report.service';
import { dac7Copies } from './dac7.schema';
import type { Dac7CopyRegenerateResponse, MerchantDac7CopiesResponse } from './dto/dac7-copies.response';

type MerchantRow = typeof merchantRequests.$inferSelect;

const copyNotFound = () => new ApiError(HttpStatus.NOT_FOUND, DAC7_COPY_MESSAGES.notFound, 'DAC7_COPY_NOT_FOUND');
const merchantNotFound = () => new ApiError(HttpStatus.NOT_FOUND, PAYOUT_MESSAGES.merchantNotFound, 'MERCHANT_NOT_FOUND');

/** The yearly mail's key: one per artisan and year, ever (the job's and staff's first mail alike). */
export const dac7CopyDedupKey = (merchantId: string, year: number) => `merchant-dac7-copy:${merchantId}:${year}`;

/**
 * Each artisan's yearly copy of their DAC7 row (docs/dac7.md): drawn from the very row the CSV writes
 * (Dac7ReportService.rows), stored in dac7_copies (one per artisan and year), mailed once by the yearly job, shown in
 * the artisan's space, and drawn again by staff, who choose whether to mail it.
 */
@Injectable()
export class Dac7CopiesService {
  private readonly logger = new Logger(Dac7CopiesService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly report: Dac7ReportService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: ConfigService,
  ) {}

  private get operator(): OperatorDetails {
    return this.config.getOrThrow<ReturnType<typeof moneyOutConfig>>('moneyOut');
  }

  /** The yearly job's run: the copies due on the due time's Paris day (dac7CopyYearDue). */
  sendDue(dueAt: Date): Promise<number> {
    return this.sendYear(dac7CopyYearDue(parisDay(dueAt)));
  }

  /**
   * Stores and mails the copy of each artisan paid in `year` who has not been mailed one yet (an erased artisan has
   * no address left: none is sent). Each artisan in a transaction of their own: the row's insert, or the claim of a
   * row staff drew without mailing it, and the mail commit together, and the unique (artisan, year) key with the
   * `mailed_at IS NULL` condition lets one run only claim it, whatever the overlapping runs. Answers how many it mailed.
   */
  async sendYear(year: number): Promise<number> {
    const mailed = await this.db
      .select({ id: dac7Copies.merchantRequestId })
      .from(dac7Copies)
      .where(and(eq(dac7Copies.year, year), isNotNull(dac7Copies.mailedAt)));
    const done = new Set(mailed.map(({ id }) => id));
    const rows = (await this.report.rows(year)).filter((row) => !done.has(String(row.merchant_request_id)));
    if (!rows.length) return 0;
    const merchants = await this.db
      .select()
      .from(merchantRequests)
      .where(and(inArray(merchantRequests.id, rows.map((row) => String(row.merchant_request_id))), isNull(merchantRequests.anonymizedAt)));
    const byId = new Map(merchants.map((merchant) => [merchant.id, merchant]));
    let sent = 0;
    for (const row of rows) {
      const merchant = byId.get(String(row.merchant_request_id));
      if (!merchant) continue;
      const now = this.clock.now();
      const pdf = await dac7CopyPdf({ row, year, operator: this.operator, issuedAt: now });
      const queued = await this.db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(dac7Copies)
          .values({ merchantRequestId: merchant.id, year, pdf, sha256: sha256Hex(pdf), createdAt: now, updatedAt: now, mailedAt: now })
          .onConflictDoUpdate({ target: [dac7Copies.merchantRequestId, dac7Copies.year], set: { mailedAt: now }, setWhere: isNull(dac7Copies.mailedAt) })
          .returning({ pdf: dac7Copies.pdf });
        if (!copy) return false;
        return this.mailCopy(tx, merchant, year, copy.pdf, dac7CopyDedupKey(merchant.id, year));
      });
      if (queued) sent++;
    }
    if (sent) this.logger.log(`Copies DAC7 ${year} envoyées : ${sent}`);
    return sent;
  }

  /**
   * Staff draw the year's copy again from today's report row (new details, corrected figures): the PDF is replaced,
   * the change audited, and the artisan mailed only when `sendMail` (each regeneration its own mail).
   */
  async regenerate(merchantId: string, year: number, sendMail: boolean, actor: string): Promise<Dac7CopyRegenerateResponse> {
    if (!isUuid(merchantId)) throw merchantNotFound();
    const [merchant] = await this.db.select().from(merchantRequests).where(eq(merchantRequests.id, merchantId));
    if (!merchant) throw merchantNotFound();
    const [row] = await this.report.rows(year, [merchantId]);
    if (!row) throw new ApiError(HttpStatus.CONFLICT, DAC7_COPY_MESSAGES.notPaid(year), 'DAC7_NOT_PAID');
    const mail = sendMail && !merchant.anonymizedAt;
    const now = this.clock.now();
    const pdf = await dac7CopyPdf({ row, year, operator: this.operator, issuedAt: now });
    return this.db.transaction(async (tx) => {
      const sha256 = sha256Hex(pdf);
      const [copy] = await tx
        .insert(dac7Copies)
        .values({ merchantRequestId: merchantId, year, pdf, sha256, createdAt: now, updatedAt: now, mailedAt: mail ? now : null })
        .onConflictDoUpdate({
          target: [dac7Copies.merchantRequestId, dac7Copies.year],
          set: { pdf, sha256, updatedAt: now, version: sql`${dac7Copies.version} + 1`, ...(mail ? { mailedAt: sql`coalesce(${dac7Copies.mailedAt}, ${now.toISOString()}::timestamptz)` } : {}) },
        })
        .returning({ version: dac7Copies.version, updatedAt: dac7Copies.updatedAt });
      if (mail) await this.mailCopy(tx, merchant, year, pdf, `${dac7CopyDedupKey(merchantId, year)}:v${copy.version}`);
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: merchantId,
        action: 'dac7_copy_regenerated',
        actor,
        statusBefore: merchant.status,
        statusAfter: merchant.status,
        reason: `Copie DAC7 ${year} (version ${copy.version})${mail ? ', envoyée par e-mail' : ''}`,
      });
      return { year, version: copy.version, updated_at: copy.updatedAt.toISOString(), mailed: mail };
    });
  }

  /** The artisan's copies in their space, newest year first. */
  async merchantCopies(token: string): Promise<MerchantDac7CopiesResponse> {
    const merchant = await resolveMerchantToken(this.db, token, 'space', this.clock.now());
    return { copies: await this.copiesOf(merchant.id) };
  }

  /** An artisan's copies, newest year first (their space, their data export). */
  async copiesOf(merchantId: string, db: DbOrTx = this.db): Promise<MerchantDac7CopiesResponse['copies']> {
    const rows = await db
      .select({ year: dac7Copies.year, updatedAt: dac7Copies.updatedAt })
      .from(dac7Copies)
      .where(eq(dac7Copies.merchantRequestId, merchantId))
      .orderBy(desc(dac7Copies.year));
    return rows.map((row) => ({ year: row.year, updated_at: row.updatedAt.toISOString() }));
  }

  /** One of the artisan's copies; any other year (or a year not written as four digits) is the same 404. */
  async merchantCopyPdf(token: string, year: string): Promise<{ filename: string; pdf: Buffer }> {
    const merchant = await resolveMerchantToken(this.db, token, 'space', this.clock.now());
    if (!/^\d{4}$/.test(year)) throw copyNotFound();
    const [copy] = await this.db
      .select({ pdf: dac7Copies.pdf })
      .from(dac7Copies)
      .where(and(eq(dac7Copies.merchantRequestId, merchant.id), eq(dac7Copies.year, Number(year))));
    if (!copy) throw copyNotFound();
    return { filename: dac7CopyFilename(Number(year)), pdf: copy.pdf };
  }

  /** The copy's mail, the PDF attached, queued in the caller's transaction. */
  private mailCopy(tx: Transaction, merchant: MerchantRow, year: number, pdf: Buffer, dedupKey: string): Promise<boolean> {
    return this.mail.enqueueOnce(tx, dedupKey, async () => ({
      template: 'merchant-dac7-copy',
      to: merchant.email,
      data: { merchant: await artisanMailData(tx, merchant), dac7_copy: { year } },
      attachments: [{ filename: dac7CopyFilename(year), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
    }));
  }
}
