import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  cityLabel,
  isRefundedAfterPayment,
  MERCHANT_DATA_MESSAGES,
  MERCHANT_ERASURE_REQUEST_PENDING_DAYS,
  MERCHANT_STATUS_LABELS,
  OFFER_STATUS_LABELS,
  PARIS_TIME_ZONE,
  parisDay,
  parisMidnight,
  WORKSHOP_DURATION_MINUTES,
  type MerchantStatus,
  type OfferStatus,
} from '@ptits-mitrons/domain';
import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { auditEvents } from '../audit/audit.schema';
import { cities } from '../cities/cities.schema';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import { Dac7CopiesService } from '../dac7/dac7-copies.service';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { merchantOffers } from '../matching/matching.schema';
import { workshopConfirmed, workshopHeld } from '../matching/merchant-workshops';
import { findMerchantRequest, MERCHANT_NOT_FOUND } from '../merchants/merchant-request-queries';
import { merchantMailData, type MerchantRow } from '../merchants/merchant-request-record';
import { MERCHANT_ACTOR, resolveMerchantToken, revokeMerchantTokens } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import { payoutDetailsAnswer } from '../payout-details/payout-details.service';
import { merchantPayoutDetails } from '../payout-details/payout-details.schema';
import { merchantShares, payoutBatches, payoutLines, payoutStatements } from '../payouts/payouts.schema';
import { workshopRefundedCents } from '../payouts/workshop-refunds';
import { ANONYMIZED, anonymizeTraces, ERASED_MERCHANT_FIELDS } from '../retention/anonymization';
import type { MerchantDataExportResponse, MerchantErasureRequestResponse } from './dto/merchant-data.response';
import type { MerchantRequestResponse } from '../merchants/dto/merchant-request.response';

const ENTITY = 'merchant_request';
const ERASURE_REQUESTED = 'erasure_requested';
const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const workshopDuration = sql.raw(`interval '${WORKSHOP_DURATION_MINUTES} minutes'`);

/**
 * The artisan's data rights: the JSON export (from their space and from the back office), the erasure request they
 * send from their space (mailed to the operator), and the erasure staff run from the artisan's page.
 */
@Injectable()
export class MerchantDataService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly dac7Copies: Dac7CopiesService,
  ) {}

  /** The artisan's own download, opened by their space link; audited (who read what, never the content). */
  async exportForToken(token: string): Promise<MerchantDataExportResponse> {
    const row = await resolveMerchantToken(this.db, token, 'space', this.clock.now());
    return this.exportAudited(row, MERCHANT_ACTOR);
  }

  /** Staff's download for a right exercised by mail; audited with the admin's id. Erased artisans too (what is kept). */
  async exportForStaff(id: string, actor: string): Promise<MerchantDataExportResponse> {
    const [row] = isUuid(id) ? await this.db.select().from(merchantRequests).where(eq(merchantRequests.id, id)) : [];
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
    return this.exportAudited(row, actor);
  }

  /**
   * « Demander l'effacement »: one mail to the operator per pending request. Under the artisan's row lock, a request
   * of the last MERCHANT_ERASURE_REQUEST_PENDING_DAYS days (an audit row) answers « already asked » and sends
   * nothing; otherwise an audit row and the mail, keyed by the request's number, in one transaction: a replay or a
   * second instance finds the key and queues nothing.
   */
  async requestErasure(token: string): Promise<MerchantErasureRequestResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await resolveMerchantToken(tx, token, 'space', now, true);
      const since = parisMidnight(addDays(parisDay(now), -MERCHANT_ERASURE_REQUEST_PENDING_DAYS));
      const [pending] = await tx
        .select({ createdAt: auditEvents.createdAt })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, ENTITY), eq(auditEvents.entityId, row.id), eq(auditEvents.action, ERASURE_REQUESTED), gte(auditEvents.createdAt, since)))
        .orderBy(desc(auditEvents.createdAt))
        .limit(1);
      if (pending) {
        return { message: MERCHANT_DATA_MESSAGES.erasureAlreadyRequested(dayFormat.format(pending.createdAt)), already_requested: true, requested_at: pending.createdAt.toISOString() };
      }
      const [{ asked }] = await tx
        .select({ asked: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, ENTITY), eq(auditEvents.entityId, row.id), eq(auditEvents.action, ERASURE_REQUESTED)));
      await this.audit.record(tx, { entityType: ENTITY, entityId: row.id, action: ERASURE_REQUESTED, actor: MERCHANT_ACTOR, statusBefore: row.status, statusAfter: row.status });
      const record = await findMerchantRequest(tx, row.id);
      // To the operator: no space link in it (the artisan's own mails carry those).
      await this.mail.enqueueOnce(tx, `merchant-erasure-request:${row.id}:${asked + 1}`, async () => ({
        template: 'operator-merchant-erasure-request',
        data: { merchant: merchantMailData(row, record.city_id, record.activity_sector_id) },
      }));
      return { message: MERCHANT_DATA_MESSAGES.erasureRequested, already_requested: false, requested_at: now.toISOString() };
    });
  }

  /**
   * Staff erase an artisan on request. Refused (409, the reason in French) while an offer awaits their answer, a
   * workshop is held or to come, or a workshop done is not paid yet. An artisan never paid loses everything personal,
   * payout details included; a paid one (payout lines or statements: the DAC7 figures) keeps the establishment's
   * name, the payout details, statements and amounts (ARTISAN_TAX_RECORDS_RETENTION_YEARS). Either way the mails lose
   * their content (queued ones are cancelled), typed history reasons go, the artisan's decline reasons go, every link
   * dies, and one audit row says what was kept.
   */
  async erase(id: string, reason: string, actor: string): Promise<MerchantRequestResponse> {
    if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(merchantRequests).where(eq(merchantRequests.id, id)).for('update');
      if (!row) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
      if (row.anonymizedAt) throw new ApiError(HttpStatus.CONFLICT, MERCHANT_DATA_MESSAGES.alreadyErased, 'MERCHANT_ALREADY_ERASED');
      const blocker = await this.erasureBlocker(tx, id, now);
      if (blocker) throw new ApiError(HttpStatus.CONFLICT, blocker, 'MERCHANT_ERASURE_BLOCKED');
      const taxRecords = await this.hasTaxRecords(tx, id);

      await anonymizeTraces(tx, ENTITY, [{ id, email: row.email }], { templatePrefix: 'merchant-' });
      await tx
        .update(merchantRequests)
        .set({
          ...ERASED_MERCHANT_FIELDS,
          ...(taxRecords ? {} : { establishmentName: ANONYMIZED }),
          availableDays: [],
          availableHours: [],
          daysOff: [],
          updatedAt: now,
        })
        .where(eq(merchantRequests.id, id));
      if (!taxRecords) await tx.delete(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, id));
      // What the artisan typed when declining an offer is theirs too.
      await tx.update(merchantOffers).set({ declineReason: null }).where(and(eq(merchantOffers.merchantRequestId, id), isNotNull(merchantOffers.declineReason)));
      await revokeMerchantTokens(tx, id, now);
      await this.audit.record(tx, {
        entityType: ENTITY,
        entityId: id,
        action: 'erased',
        actor,
        statusBefore: row.status,
        statusAfter: row.status,
        reason: `${reason} · ${taxRecords ? MERCHANT_DATA_MESSAGES.erasedWithTaxRecords : MERCHANT_DATA_MESSAGES.erased}`,
      });
      return findMerchantRequest(tx, id);
    });
  }

  /** Why the artisan cannot be erased yet, in French, or null. */
  private async erasureBlocker(tx: Transaction, id: string, now: Date): Promise<string | null> {
    const [offer] = await tx
      .select({ at: merchantOffers.workshopAt })
      .from(merchantOffers)
      .where(and(eq(merchantOffers.merchantRequestId, id), eq(merchantOffers.status, 'pending')))
      .orderBy(asc(merchantOffers.workshopAt))
      .limit(1);
    if (offer) return MERCHANT_DATA_MESSAGES.pendingOffer(dayFormat.format(offer.at));
    const [held] = await tx
      .select({ at: proposals.date })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(and(workshopHeld(id), sql`${proposals.date} + ${workshopDuration} > ${now.toISOString()}::timestamptz`))
      .orderBy(asc(proposals.date))
      .limit(1);
    if (held) return MERCHANT_DATA_MESSAGES.heldWorkshop(dayFormat.format(held.at));
    // A workshop done is owed until a transfer file holds it, unless its family got money back (never owed then).
    const done = await tx
      .select({ at: proposals.date, refundedCents: workshopRefundedCents(proposals.id), disputedAt: parentRequests.disputedAt })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(
        and(
          workshopConfirmed(id),
          sql`not exists (select 1 from ${payoutLines} l where l.proposal_id = ${proposals.id} and l.kind = 'workshop')`,
        ),
      )
      .orderBy(asc(proposals.date));
    const unpaid = done.find((workshop) => !isRefundedAfterPayment(workshop));
    return unpaid ? MERCHANT_DATA_MESSAGES.unpaidWorkshop(dayFormat.format(unpaid.at)) : null;
  }

  /** Paid, or in a transfer file being paid: the tax law's records (statements, DAC7 figures) exist. */
  private async hasTaxRecords(db: DbOrTx, id: string): Promise<boolean> {
    const [found] = await queryRows<{ paid: boolean }>(
      db,
      sql`select exists (select 1 from ${payoutLines} where merchant_request_id = ${id})
            or exists (select 1 from ${payoutStatements} where merchant_request_id = ${id}) as paid`,
    );
    return found?.paid === true;
  }

  private async exportAudited(row: MerchantRow, actor: string): Promise<MerchantDataExportResponse> {
    const answer = await this.exportOf(this.db, row);
    await this.audit.record(this.db, { entityType: ENTITY, entityId: row.id, action: 'data_exported', actor, statusBefore: row.status, statusAfter: row.status });
    return answer;
  }

  /** Everything held about the artisan, from their row and the tables that refer to it. */
  private async exportOf(db: DbOrTx, row: MerchantRow): Promise<MerchantDataExportResponse> {
    const record = await findMerchantRequest(db, row.id);
    const offers = await db
      .select({
        offer: merchantOffers,
        cityLabel: sql<string>`${cities.nom} || ' (' || ${cities.codePostal} || ')'`,
        childAge: parentRequests.childAge,
        numberOfChildren: parentRequests.numberOfChildren,
      })
      .from(merchantOffers)
      .innerJoin(parentRequests, eq(parentRequests.id, merchantOffers.parentRequestId))
      .innerJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(and(eq(merchantOffers.merchantRequestId, row.id), isNotNull(merchantOffers.sentAt)))
      .orderBy(desc(merchantOffers.sentAt), desc(merchantOffers.id));
    const workshops = await db
      .select({ date: proposals.date, childAge: parentRequests.childAge, numberOfChildren: parentRequests.numberOfChildren })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(workshopConfirmed(row.id))
      .orderBy(asc(proposals.date), asc(proposals.id));
    const [details] = await db.select().from(merchantPayoutDetails).where(eq(merchantPayoutDetails.merchantRequestId, row.id));
    const statements = await db
      .select({ statement: payoutStatements, batch: payoutBatches })
      .from(payoutStatements)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutStatements.batchId))
      .where(and(eq(payoutStatements.merchantRequestId, row.id), eq(payoutBatches.status, 'sent')))
      .orderBy(desc(payoutStatements.createdAt), desc(payoutStatements.number));
    const shares = await db
      .select({ shareCents: merchantShares.shareCents, effectiveFrom: merchantShares.effectiveFrom })
      .from(merchantShares)
      .where(eq(merchantShares.merchantRequestId, row.id))
      .orderBy(asc(merchantShares.effectiveFrom), asc(merchantShares.createdAt));
    const requests = await db
      .select({ createdAt: auditEvents.createdAt })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, ENTITY), eq(auditEvents.entityId, row.id), eq(auditEvents.action, ERASURE_REQUESTED)))
      .orderBy(asc(auditEvents.createdAt));
    const status = row.status as MerchantStatus;
    return {
      exported_at: this.clock.now().toISOString(),
      application: {
        id: row.id,
        establishment_name: row.establishmentName,
        activity_sector: record.activity_sector_id.nom,
        address: row.address,
        city_label: cityLabel(record.city_id),
        manager_firstname: row.managerFirstname,
        manager_lastname: row.managerLastname,
        email: row.email,
        phone: row.phone,
        description: row.description,
        capacity: row.capacity,
        status,
        status_label: MERCHANT_STATUS_LABELS[status] ?? row.status,
        rejection_reason: row.rejectionReason,
        terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
        cgu_version: row.cguVersion,
        artisan_terms_version: row.artisanTermsVersion,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
      availability: { available_days: row.availableDays, available_hours: row.availableHours, max_children: row.maxChildren, days_off: row.daysOff },
      offers: offers.map(({ offer, cityLabel: city, childAge, numberOfChildren }) => ({
        id: offer.id,
        status: offer.status as OfferStatus,
        status_label: OFFER_STATUS_LABELS[offer.status as OfferStatus] ?? offer.status,
        date: offer.workshopAt.toISOString(),
        sent_at: offer.sentAt?.toISOString() ?? null,
        expires_at: offer.expiresAt?.toISOString() ?? null,
        responded_at: offer.respondedAt?.toISOString() ?? null,
        decline_reason: offer.declineReason,
        city_label: city,
        child_age: childAge,
        number_of_children: numberOfChildren,
      })),
      workshops: workshops.map((w) => ({ date: w.date.toISOString(), child_age: w.childAge, number_of_children: w.numberOfChildren })),
      payout_details: payoutDetailsAnswer(details ?? null).details,
      statements: statements.map(({ statement, batch }) => ({
        id: statement.id,
        number: statement.number,
        batch_reference: batch.reference,
        period_start: batch.periodStart,
        period_end: batch.periodEnd,
        total_cents: statement.totalCents,
        created_at: statement.createdAt.toISOString(),
      })),
      shares: shares.map((share) => ({ share_cents: share.shareCents, effective_from: share.effectiveFrom.toISOString() })),
      erasure_requests: requests.map((request) => ({ requested_at: request.createdAt.toISOString() })),
      dac7_copies: await this.dac7Copies.copiesOf(row.id, db),
    };
  }
}
