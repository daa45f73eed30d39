import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  addDays,
  awaitsArtisan,
  cityLabel,
  MATCHING_MESSAGES,
  ARTISAN_SEARCH_STATUSES,
  HOLDING_REQUEST_STATUSES,
  isBeyondBookingHorizon,
  MERCHANT_SPACE_MESSAGES,
  MERCHANT_WORKSHOP_REMINDER_DAYS,
  OFFER_STATUS_LABELS,
  OPEN_OFFER_STATUSES,
  OPEN_PROPOSAL_STATUSES,
  parisDay,
  parseParisDateTime,
  PARIS_TIME_ZONE,
  postalAddress,
  type MessageAnswer,
  type OfferAnswer,
  type OfferStatus,
  type UnmatchedRequest,
} from '@ptits-mitrons/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { cities } from '../cities/cities.schema';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { matchingConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import type { MailTemplateName } from '../mail/mail-templates';
import type { OfferMailData } from '../mail/templates/mail-data';
import { MailService } from '../mail/mail.service';
import type { MerchantRow } from '../merchants/merchant-request-record';
import { merchantRequests } from '../merchants/merchants.schema';
import { artisanMailData, MERCHANT_ACTOR, resolveMerchantToken } from '../merchants/merchant-space-tokens';
import { cityOf, lockParentRequest, NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import { auditOf, mailData, type Actor, type ParentRequestRow } from '../parents/parent-request-record';
import { ParentRequestTransitionsService } from '../parents/parent-request-transitions.service';
import { parentRequests, proposals, reminders } from '../parents/parents.schema';
import { merchantOffers } from './matching.schema';
import { merchantBusy, workshopConfirmed } from './merchant-workshops';

type OfferRow = typeof merchantOffers.$inferSelect;

/** Offers that ended without the artisan taking the workshop. */
const FAILED_STATUSES: OfferStatus[] = ['declined', 'expired', 'withdrawn'];
/** The `reminders` kind of the artisan's reminder before a confirmed workshop (one per request). */
export const MERCHANT_WORKSHOP_REMINDER_KIND = 'merchant_d3';

const offerNotFound = () => new ApiError(HttpStatus.NOT_FOUND, MATCHING_MESSAGES.offerNotFound, 'OFFER_NOT_FOUND');

function toOfferAnswer(offer: OfferRow, establishmentName: string): OfferAnswer {
  const status = offer.status as OfferStatus;
  return {
    id: offer.id,
    merchantId: offer.merchantRequestId,
    establishment_name: establishmentName,
    rank: offer.rank,
    status,
    status_label: OFFER_STATUS_LABELS[status],
    date: offer.workshopAt.toISOString(),
    sentAt: offer.sentAt?.toISOString() ?? null,
    expiresAt: offer.expiresAt?.toISOString() ?? null,
    respondedAt: offer.respondedAt?.toISOString() ?? null,
    declineReason: offer.declineReason,
  };
}

/**
 * The offer chain (docs/matching.md): staff queue artisans in order; one offer at a time is pending, mailed with the
 * artisan's link and a deadline; a decline, an expiry or a withdrawal passes it to the next artisan, and when none
 * is left the operator is mailed. Every change locks the request's row first, so the artisans' answers, staff's
 * withdrawals and the scheduled job queue behind each other, and the partial unique indexes of merchant_offers
 * keep one pending and one accepted offer per request whatever happens.
 */
@Injectable()
export class OffersService implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly transitions: ParentRequestTransitionsService,
    private readonly config: ConfigService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // A request refused, archived, cancelled, or given an artisan by staff takes its open offers with it; an artisan
    // whose accepted workshop is thereby dropped is told.
    this.transitions.onArtisanSearchEnded(async (tx, requestId) => {
      const request = await lockParentRequest(tx, requestId);
      await this.withdrawOpen(tx, request);
      await this.tellWorkshopCancelled(tx, request);
    });
  }

  private get deadlineMs(): number {
    return this.config.getOrThrow<ReturnType<typeof matchingConfig>>('matching').offerDeadlineHours * 3_600_000;
  }

  /** Staff's queue: the first artisan is offered the workshop at once, the others wait their turn. */
  async createQueue(requestId: string, merchantIds: string[], dateText: string, actor: Actor): Promise<OfferAnswer[]> {
    const now = this.clock.now();
    const date = parseParisDateTime(dateText);
    if (!date) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.dateInvalid);
    if (date.getTime() <= now.getTime()) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.datePast);
    if (isBeyondBookingHorizon(date, now)) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.dateTooFar);
    return this.db.transaction(async (tx) => {
      const request = await lockParentRequest(tx, requestId);
      if (!request.isPaymentAuthorized) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.notPaid, 'NOT_PAID');
      if (!(ARTISAN_SEARCH_STATUSES as readonly string[]).includes(request.status) || request.anonymizedAt) {
        throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.notMatchable, 'NOT_MATCHABLE');
      }
      if (await this.hasOpenProposal(tx, requestId)) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.proposalExists, 'PROPOSAL_EXISTS');
      const [open] = await tx
        .select({ id: merchantOffers.id })
        .from(merchantOffers)
        .where(and(eq(merchantOffers.parentRequestId, requestId), inArray(merchantOffers.status, [...OPEN_OFFER_STATUSES])))
        .limit(1);
      if (open) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.offersOpen, 'OFFERS_OPEN');
      const merchants = await tx.select().from(merchantRequests).where(inArray(merchantRequests.id, merchantIds));
      const byId = new Map(merchants.map((m) => [m.id, m]));
      for (const id of merchantIds) {
        const merchant = byId.get(id);
        if (!merchant) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, MATCHING_MESSAGES.unknownMerchant, 'UNKNOWN_MERCHANT');
        if (merchant.status !== 'active' || merchant.anonymizedAt) {
          throw new ApiError(HttpStatus.CONFLICT, `${MATCHING_MESSAGES.merchantNotEligible} (${merchant.establishmentName})`, 'MERCHANT_NOT_ELIGIBLE');
        }
        // Offered now or later in the queue, an artisan busy at that time is not worth asking (passToNext checks again).
        if (await merchantBusy(tx, id, date, requestId)) {
          throw new ApiError(HttpStatus.CONFLICT, `${MATCHING_MESSAGES.merchantBusy} (${merchant.establishmentName})`, 'ARTISAN_BUSY');
        }
      }
      const queueId = randomUUID();
      const inserted = await tx
        .insert(merchantOffers)
        .values(
          merchantIds.map((merchantRequestId, index) => ({
            parentRequestId: requestId,
            merchantRequestId,
            queueId,
            rank: index + 1,
            status: 'queued',
            workshopAt: date,
            createdAt: now,
          })),
        )
        .returning();
      await this.audit.record(tx, {
        ...auditOf(request, actor),
        action: 'offers_queued',
        statusBefore: request.status,
        reason: merchantIds.map((id, index) => `${index + 1}. ${byId.get(id)!.establishmentName}`).join(', '),
      });
      await this.send(tx, request, inserted.find((o) => o.rank === 1)!, now);
      return this.queueOf(tx, requestId);
    });
  }

  /** Every offer of the request, newest queue first, each queue in rank order. */
  async list(requestId: string): Promise<OfferAnswer[]> {
    const [exists] = isUuid(requestId) ? await this.db.select({ id: parentRequests.id }).from(parentRequests).where(eq(parentRequests.id, requestId)) : [];
    if (!exists) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    return this.queueOf(this.db, requestId);
  }

  /**
   * Staff withdraw a queued or pending offer; a pending one passes to the next artisan. Staff know when they
   * withdraw the last one: no « no artisan » mail, though the request shows under « Sans artisan » like any other.
   */
  async withdraw(requestId: string, offerId: string, actor: Actor): Promise<OfferAnswer[]> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const request = await lockParentRequest(tx, requestId);
      if (!isUuid(offerId)) throw offerNotFound();
      const [offer] = await tx
        .select()
        .from(merchantOffers)
        .where(and(eq(merchantOffers.id, offerId), eq(merchantOffers.parentRequestId, requestId)));
      if (!offer) throw offerNotFound();
      if (!(OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status)) {
        throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.offerNotOpen, 'OFFER_NOT_OPEN');
      }
      await tx.update(merchantOffers).set({ status: 'withdrawn' }).where(eq(merchantOffers.id, offer.id));
      await this.recordOffer(tx, request, 'offer_withdrawn', actor, offer);
      if (offer.status === 'pending') {
        await this.mailMerchant(tx, 'merchant-offer-withdrawn', request, offer);
        await this.passToNext(tx, request, offer.queueId, now, false);
      }
      return this.queueOf(tx, requestId);
    });
  }

  /**
   * Paid requests still waiting for their workshop's place whose latest queue has no artisan left: every offer of
   * it declined, expired or withdrawn (the dashboard's « Sans artisan »).
   */
  async unmatched(): Promise<UnmatchedRequest[]> {
    const rows = await this.db
      .select({
        request: parentRequests,
        city: { nom: cities.nom, code_postal: cities.codePostal },
        queueId: merchantOffers.queueId,
        status: merchantOffers.status,
        createdAt: merchantOffers.createdAt,
        endedAt: sql<Date>`coalesce(${merchantOffers.respondedAt}, ${merchantOffers.expiresAt}, ${merchantOffers.createdAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(merchantOffers)
      .innerJoin(parentRequests, eq(parentRequests.id, merchantOffers.parentRequestId))
      .leftJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(
        and(
          eq(parentRequests.isPaymentAuthorized, true),
          inArray(parentRequests.status, [...ARTISAN_SEARCH_STATUSES]),
          isNull(parentRequests.anonymizedAt),
          sql`not exists (select 1 from ${proposals} where ${proposals.parentRequestId} = ${parentRequests.id} and ${inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES])})`,
        ),
      )
      .orderBy(desc(merchantOffers.createdAt), asc(merchantOffers.queueId));
    // Rows come newest queue first: the first queue met for a request is its latest.
    const latest = new Map<string, { row: (typeof rows)[number]; queueId: string; failed: boolean; lastAt: Date }>();
    for (const row of rows) {
      const seen = latest.get(row.request.id);
      if (seen && seen.queueId !== row.queueId) continue;
      const failed = FAILED_STATUSES.includes(row.status as OfferStatus);
      if (!seen) latest.set(row.request.id, { row, queueId: row.queueId, failed, lastAt: row.endedAt });
      else {
        seen.failed &&= failed;
        if (row.endedAt > seen.lastAt) seen.lastAt = row.endedAt;
      }
    }
    return [...latest.values()]
      .filter((entry) => entry.failed)
      .sort((a, b) => a.row.request.desiredDate.localeCompare(b.row.request.desiredDate))
      .map(({ row, lastAt }) => ({
        id: row.request.id,
        parent_name: `${row.request.parentFirstname} ${row.request.parentLastname}`,
        child_firstname: row.request.childFirstname,
        desired_date: row.request.desiredDate,
        city_label: row.city ? cityLabel(row.city) : row.request.targetCityId,
        lastOfferAt: lastAt.toISOString(),
      }));
  }

  /**
   * The artisan takes the workshop: the proposal goes to the parent exactly as staff's "Envoyer une proposition"
   * sends it, the rest of the queue is withdrawn. The request's row lock serialises two answers at the same moment:
   * the second one finds the offer taken; the artisan's row lock serialises their accepts of two requests, so the
   * second sees the first's workshop and is refused (ARTISAN_BUSY).
   */
  async accept(token: string, offerId: string): Promise<MessageAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const { merchant, request, offer } = await this.answerable(tx, token, offerId, now);
      if (await this.hasOpenProposal(tx, request.id)) {
        throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.proposalExists, 'PROPOSAL_EXISTS');
      }
      if (await merchantBusy(tx, merchant.id, offer.workshopAt, request.id)) {
        throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.artisanBusy, 'ARTISAN_BUSY');
      }
      const city = await cityOf(tx, merchant.cityId);
      const actor = MERCHANT_ACTOR;
      const proposal = await this.transitions.proposeInTransaction(
        tx,
        request.id,
        {
          establishment_name: merchant.establishmentName,
          address: city ? postalAddress(merchant.address, city) : merchant.address,
          date: offer.workshopAt.toISOString(),
          merchantRequestId: merchant.id,
        },
        actor,
      );
      await tx.update(merchantOffers).set({ status: 'accepted', respondedAt: now, proposalId: proposal.id }).where(eq(merchantOffers.id, offer.id));
      await tx
        .update(merchantOffers)
        .set({ status: 'withdrawn' })
        .where(and(eq(merchantOffers.parentRequestId, request.id), eq(merchantOffers.status, 'queued')));
      await this.recordOffer(tx, request, 'offer_accepted', actor, offer, undefined, 'proposal_sent');
      await this.mailMerchant(tx, 'merchant-offer-accepted', request, offer, merchant);
    });
    return { message: MERCHANT_SPACE_MESSAGES.offerAccepted };
  }

  /** The artisan declines (with a reason, maybe): the next artisan of the queue is offered the workshop. */
  async decline(token: string, offerId: string, reason: string | undefined): Promise<MessageAnswer> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const { request, offer } = await this.answerable(tx, token, offerId, now);
      await tx
        .update(merchantOffers)
        .set({ status: 'declined', respondedAt: now, declineReason: reason ?? null })
        .where(eq(merchantOffers.id, offer.id));
      await this.recordOffer(tx, request, 'offer_declined', MERCHANT_ACTOR, offer, reason);
      await this.passToNext(tx, request, offer.queueId, now);
    });
    return { message: MERCHANT_SPACE_MESSAGES.offerDeclined };
  }

  /**
   * Expires the pending offers past their deadline or their workshop's start (an offer sent before deadlines were
   * capped at it), each passing to the next artisan; answers how many.
   */
  async expireDue(now: Date): Promise<number> {
    const overdue = and(eq(merchantOffers.status, 'pending'), or(lte(merchantOffers.expiresAt, now), lte(merchantOffers.workshopAt, now)));
    const due = await this.db.select({ id: merchantOffers.id, requestId: merchantOffers.parentRequestId }).from(merchantOffers).where(overdue);
    let expired = 0;
    for (const { id, requestId } of due) {
      const done = await this.db.transaction(async (tx) => {
        const request = await lockParentRequest(tx, requestId);
        // Read again under the lock: an answer or a withdrawal that came first wins.
        const [offer] = await tx
          .update(merchantOffers)
          .set({ status: 'expired' })
          .where(and(eq(merchantOffers.id, id), overdue))
          .returning();
        if (!offer) return false;
        await this.recordOffer(tx, request, 'offer_expired', 'system', offer);
        await this.passToNext(tx, request, offer.queueId, now);
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  /**
   * Reminds each artisan once, at half their deadline, of an offer still waiting; answers how many. An offer of a
   * request that no longer awaits an artisan is withdrawn instead.
   */
  async remindDue(now: Date): Promise<number> {
    const due = await this.db
      .select({ id: merchantOffers.id, requestId: merchantOffers.parentRequestId })
      .from(merchantOffers)
      .where(
        and(
          eq(merchantOffers.status, 'pending'),
          isNull(merchantOffers.remindedAt),
          sql`${merchantOffers.sentAt} + (${merchantOffers.expiresAt} - ${merchantOffers.sentAt}) / 2 <= ${now.toISOString()}::timestamptz`,
          gt(merchantOffers.expiresAt, now),
          gt(merchantOffers.workshopAt, now),
        ),
      );
    let reminded = 0;
    for (const { id, requestId } of due) {
      const done = await this.db.transaction(async (tx) => {
        const request = await lockParentRequest(tx, requestId);
        if (!(await this.stillAwaited(tx, request))) {
          await this.withdrawOpen(tx, request);
          return false;
        }
        // The claim: only the pass that sets reminded_at sends the mail.
        const [offer] = await tx
          .update(merchantOffers)
          .set({ remindedAt: now })
          .where(and(eq(merchantOffers.id, id), eq(merchantOffers.status, 'pending'), isNull(merchantOffers.remindedAt)))
          .returning();
        if (!offer) return false;
        await this.recordOffer(tx, request, 'offer_reminded', 'system', offer);
        await this.mailMerchant(tx, 'merchant-offer-reminder', request, offer);
        return true;
      });
      if (done) reminded++;
    }
    return reminded;
  }

  /**
   * Reminds the artisan MERCHANT_WORKSHOP_REMINDER_DAYS days (Paris) before each confirmed workshop, once: the claim
   * is a `reminders` row (request, merchant_d3) written with the mail.
   */
  async remindWorkshops(now: Date): Promise<number> {
    const today = parisDay(now);
    const workshopDay = sql`(${proposals.date} at time zone ${PARIS_TIME_ZONE})::date`;
    const due = await this.db
      .select({ requestId: parentRequests.id })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(
        and(
          workshopConfirmed(),
          isNull(parentRequests.anonymizedAt),
          sql`${workshopDay} between ${today}::date and ${addDays(today, MERCHANT_WORKSHOP_REMINDER_DAYS)}::date`,
          sql`not exists (select 1 from ${reminders} where ${reminders.parentRequestId} = ${parentRequests.id} and ${reminders.kind} = ${MERCHANT_WORKSHOP_REMINDER_KIND})`,
        ),
      );
    let sent = 0;
    for (const { requestId } of due) {
      const done = await this.db.transaction(async (tx) => {
        const request = await lockParentRequest(tx, requestId);
        const [workshop] = await tx
          .select({ proposal: proposals, merchant: merchantRequests })
          .from(proposals)
          .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
          .innerJoin(merchantRequests, eq(merchantRequests.id, proposals.merchantRequestId))
          .where(and(eq(proposals.parentRequestId, requestId), workshopConfirmed()))
          .orderBy(desc(proposals.createdAt))
          .limit(1);
        if (!workshop || workshop.merchant.status !== 'active' || workshop.merchant.anonymizedAt) return false;
        const [claimed] = await tx
          .insert(reminders)
          .values({ parentRequestId: requestId, kind: MERCHANT_WORKSHOP_REMINDER_KIND, sentAt: now })
          .onConflictDoNothing()
          .returning({ kind: reminders.kind });
        if (!claimed) return false;
        await this.audit.record(tx, {
          ...auditOf(request, 'system'),
          action: 'merchant_workshop_reminder_sent',
          statusBefore: request.status,
          reason: workshop.merchant.establishmentName,
        });
        const merchant = await artisanMailData(tx, workshop.merchant);
        await this.mail.enqueue(tx, {
          dedupKey: `merchant-workshop-reminder:${requestId}:${workshop.proposal.id}`,
          template: 'merchant-workshop-reminder',
          to: workshop.merchant.email,
          data: { merchant, offer: { ...(await this.offerMailData(tx, request, workshop.proposal.date)), child_firstname: request.childFirstname } },
        });
        return true;
      });
      if (done) sent++;
    }
    return sent;
  }

  /**
   * The artisan's own offer, still waiting for them, with the request's row locked. The token locks the artisan's
   * row first (resolveMerchantToken, FOR NO KEY UPDATE): the others lock a request then only insert links referring
   * to an artisan (FOR KEY SHARE, which that lock lets through), so an answer deadlocks with none of them.
   */
  private async answerable(tx: Transaction, token: string, offerId: string, now: Date) {
    const merchant = await resolveMerchantToken(tx, token, 'space', now, true);
    if (!isUuid(offerId)) throw this.merchantOfferNotFound();
    const own = and(eq(merchantOffers.id, offerId), eq(merchantOffers.merchantRequestId, merchant.id));
    const [found] = await tx.select({ requestId: merchantOffers.parentRequestId }).from(merchantOffers).where(own);
    if (!found) throw this.merchantOfferNotFound();
    const request = await lockParentRequest(tx, found.requestId);
    // Read again under the lock: another artisan's accept that came first is seen here.
    const [offer] = await tx.select().from(merchantOffers).where(own);
    const [taken] = await tx
      .select({ id: merchantOffers.id })
      .from(merchantOffers)
      .where(and(eq(merchantOffers.parentRequestId, request.id), eq(merchantOffers.status, 'accepted'), ne(merchantOffers.id, offer.id)))
      .limit(1);
    if (taken || offer.status === 'withdrawn') throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.offerTaken, 'OFFER_TAKEN');
    // A queued offer was never sent to this artisan: it is not theirs to see yet.
    if (offer.status === 'queued') throw this.merchantOfferNotFound();
    // Its deadline is capped at the workshop's start, but an offer sent before that cap still says so.
    if ((offer.status === 'pending' || offer.status === 'expired') && offer.workshopAt <= now) {
      throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.workshopStarted, 'WORKSHOP_STARTED');
    }
    // Past its deadline the offer is expired, whether or not the job has run yet.
    if (offer.status === 'expired' || (offer.status === 'pending' && offer.expiresAt && offer.expiresAt <= now)) {
      throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.offerExpired, 'OFFER_EXPIRED');
    }
    if (offer.status !== 'pending') throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.offerNotPending, 'OFFER_NOT_PENDING');
    return { merchant, request, offer };
  }

  private merchantOfferNotFound(): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, MERCHANT_SPACE_MESSAGES.offerNotFound, 'OFFER_NOT_FOUND');
  }

  /**
   * Offers the workshop to a queued artisan: pending from now, mailed with a fresh link to their space. The deadline
   * stops at the workshop's start: past it there is nothing left to accept.
   */
  private async send(tx: Transaction, request: ParentRequestRow, queued: OfferRow, now: Date): Promise<void> {
    const expiresAt = new Date(Math.min(now.getTime() + this.deadlineMs, queued.workshopAt.getTime()));
    const [offer] = await tx
      .update(merchantOffers)
      .set({ status: 'pending', sentAt: now, expiresAt })
      .where(and(eq(merchantOffers.id, queued.id), eq(merchantOffers.status, 'queued')))
      .returning();
    await this.recordOffer(tx, request, 'offer_sent', 'system', offer);
    await this.mailMerchant(tx, 'merchant-offer', request, offer);
  }

  /**
   * After a decline, an expiry or a withdrawal: the next free artisan of the queue (one busy at that time meanwhile
   * is skipped, withdrawn), or the operator when none is left (`alert`: not when staff withdrew it themselves).
   * A request that no longer awaits an artisan, or a workshop already started, ends the queue instead.
   */
  private async passToNext(tx: Transaction, request: ParentRequestRow, queueId: string, now: Date, alert = true): Promise<void> {
    if (!(await this.stillAwaited(tx, request))) return this.withdrawOpen(tx, request);
    for (;;) {
      const [next] = await tx
        .select()
        .from(merchantOffers)
        .where(and(eq(merchantOffers.queueId, queueId), eq(merchantOffers.status, 'queued')))
        .orderBy(asc(merchantOffers.rank))
        .limit(1);
      if (!next) break;
      if (next.workshopAt <= now) {
        await this.withdrawOpen(tx, request);
        break;
      }
      if (!(await merchantBusy(tx, next.merchantRequestId, next.workshopAt, request.id))) return this.send(tx, request, next, now);
      await tx.update(merchantOffers).set({ status: 'withdrawn' }).where(eq(merchantOffers.id, next.id));
      await this.recordOffer(tx, request, 'offer_withdrawn', 'system', next, MATCHING_MESSAGES.merchantBusy);
    }
    const [alive] = await tx
      .select({ id: merchantOffers.id })
      .from(merchantOffers)
      .where(and(eq(merchantOffers.queueId, queueId), inArray(merchantOffers.status, ['pending', 'accepted'])))
      .limit(1);
    if (alive || !alert) return;
    // Once per queue, whatever ended it.
    const queued = await this.mail.enqueue(tx, {
      dedupKey: `operator-no-artisan:${request.id}:${queueId}`,
      template: 'operator-no-artisan',
      data: { request: mailData(request, await cityOf(tx, request.targetCityId)) },
    });
    if (queued) await this.audit.record(tx, { ...auditOf(request, 'system'), action: 'no_artisan', statusBefore: request.status });
  }

  /** Whether the (locked) request still waits for an artisan: otherwise the chain has nobody to offer it to. */
  private async stillAwaited(tx: Transaction, request: ParentRequestRow): Promise<boolean> {
    if (request.anonymizedAt) return false;
    return awaitsArtisan({ status: request.status, depositPaid: request.isPaymentAuthorized, hasOpenProposal: await this.hasOpenProposal(tx, request.id) });
  }

  /**
   * Withdraws the request's open offers, none passed on: it left the workflow, staff gave it an artisan, or its
   * workshop started. Each one is audited; the pending artisan is told (once, as every mail of the chain).
   */
  private async withdrawOpen(tx: Transaction, request: ParentRequestRow): Promise<void> {
    const open = await tx
      .update(merchantOffers)
      .set({ status: 'withdrawn' })
      .where(and(eq(merchantOffers.parentRequestId, request.id), inArray(merchantOffers.status, [...OPEN_OFFER_STATUSES])))
      .returning();
    for (const offer of open.sort((a, b) => a.rank - b.rank)) {
      await this.recordOffer(tx, request, 'offer_withdrawn', 'system', offer);
      // Only a pending offer was ever sent: it alone has a sentAt.
      if (offer.sentAt) await this.mailMerchant(tx, 'merchant-offer-withdrawn', request, offer);
    }
  }

  /** When the request no longer holds the artisan's time (refused, archived, cancelled), the artisan who accepted hears it once. */
  private async tellWorkshopCancelled(tx: Transaction, request: ParentRequestRow): Promise<void> {
    if ((HOLDING_REQUEST_STATUSES as readonly string[]).includes(request.status)) return;
    const [accepted] = await tx
      .select()
      .from(merchantOffers)
      .where(and(eq(merchantOffers.parentRequestId, request.id), eq(merchantOffers.status, 'accepted')))
      .limit(1);
    if (accepted) await this.mailMerchant(tx, 'merchant-workshop-cancelled', request, accepted);
  }

  /** One line of the request's history per step of the chain, naming the artisan. */
  private async recordOffer(
    tx: Transaction,
    request: ParentRequestRow,
    action: string,
    actor: Actor,
    offer: OfferRow,
    reason?: string,
    statusAfter?: string,
  ): Promise<void> {
    const [merchant] = await tx.select({ name: merchantRequests.establishmentName }).from(merchantRequests).where(eq(merchantRequests.id, offer.merchantRequestId));
    await this.audit.record(tx, {
      ...auditOf(request, actor),
      action,
      statusBefore: request.status,
      statusAfter: statusAfter ?? request.status,
      reason: `${offer.rank}. ${merchant?.name ?? offer.merchantRequestId}${reason ? ` : ${reason}` : ''}`,
    });
  }

  /** A mail of the chain to the offer's artisan, once per (template, offer), with a fresh link to their space. */
  private async mailMerchant(
    tx: Transaction,
    template: Extract<
      MailTemplateName,
      'merchant-offer' | 'merchant-offer-reminder' | 'merchant-offer-accepted' | 'merchant-offer-withdrawn' | 'merchant-workshop-cancelled'
    >,
    request: ParentRequestRow,
    offer: OfferRow,
    merchantRow?: MerchantRow,
  ): Promise<void> {
    const [merchantToMail] = merchantRow ? [merchantRow] : await tx.select().from(merchantRequests).where(eq(merchantRequests.id, offer.merchantRequestId));
    // An artisan whose account was closed meanwhile gets no mail (and no link).
    if (!merchantToMail || merchantToMail.anonymizedAt) return;
    // The request's id second: the retention job finds a request's mails by that part of the key.
    await this.mail.enqueueOnce(tx, `${template}:${request.id}:${offer.id}`, async () => ({
      template,
      to: merchantToMail.email,
      data: {
        merchant: await artisanMailData(tx, merchantToMail),
        offer: { ...(await this.offerMailData(tx, request, offer.workshopAt)), expires_at: offer.expiresAt?.toISOString() ?? null },
      },
    }));
  }

  /** Of the parent, only what the workshop needs. */
  private async offerMailData(tx: DbOrTx, request: ParentRequestRow, date: Date): Promise<OfferMailData> {
    const city = await cityOf(tx, request.targetCityId);
    return {
      date: date.toISOString(),
      city_label: city ? cityLabel(city) : request.targetCityId,
      child_age: request.childAge,
      number_of_children: request.numberOfChildren,
      allergies: request.allergies,
    };
  }

  private async hasOpenProposal(tx: DbOrTx, requestId: string): Promise<boolean> {
    const [open] = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.parentRequestId, requestId), inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES])))
      .limit(1);
    return open !== undefined;
  }

  private async queueOf(db: DbOrTx, requestId: string): Promise<OfferAnswer[]> {
    const rows = await db
      .select({ offer: merchantOffers, name: merchantRequests.establishmentName })
      .from(merchantOffers)
      .innerJoin(merchantRequests, eq(merchantRequests.id, merchantOffers.merchantRequestId))
      .where(eq(merchantOffers.parentRequestId, requestId))
      .orderBy(desc(merchantOffers.createdAt), asc(merchantOffers.queueId), asc(merchantOffers.rank));
    return rows.map((row) => toOfferAnswer(row.offer, row.name));
  }
}
