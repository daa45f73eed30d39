import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { awaitsArtisan, MATCHING_MESSAGES, OPEN_OFFER_STATUSES, OPEN_PROPOSAL_STATUSES } from '@ptits-mitrons/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import type { matchingConfig } from '../config/configuration';
import type { DbOrTx, Transaction } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { merchantRequests } from '../merchants/merchants.schema';
import { cityOf } from '../parents/parent-request-queries';
import { auditOf, mailData, type Actor, type ParentRequestRow } from '../parents/parent-request-record';
import { proposals } from '../parents/parents.schema';
import { merchantOffers } from './matching.schema';
import { merchantBusy } from './merchant-workshops';
import { OfferMailsService } from './offer-mails.service';
import { toOfferAnswer, type OfferRow } from './offer-record';
import type { OfferResponse } from './dto/offers.response';

/**
 * The offer chain (docs/matching.md): staff queue artisans in order; one offer at a time is pending, mailed with the
 * artisan's link and a deadline; a decline, an expiry or a withdrawal passes it to the next artisan, and when none
 * is left the operator is mailed. Every change locks the request's row first, so the artisans' answers, staff's
 * withdrawals and the scheduled job queue behind each other, and the partial unique indexes of merchant_offers
 * keep one pending and one accepted offer per request whatever happens. This service holds the steps of the chain
 * that staff's commands, the artisan's answers, the jobs and the reactions to a request's status all take, always
 * inside the caller's transaction, with the request's row locked.
 */
@Injectable()
export class OfferChainService {
  constructor(
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly mails: OfferMailsService,
    private readonly config: ConfigService,
  ) {}

  private get deadlineMs(): number {
    return this.config.getOrThrow<ReturnType<typeof matchingConfig>>('matching').offerDeadlineHours * 3_600_000;
  }

  /**
   * Offers the workshop to a queued artisan: pending from now, mailed with a fresh link to their space. The deadline
   * stops at the workshop's start: past it there is nothing left to accept.
   */
  async send(tx: Transaction, request: ParentRequestRow, queued: OfferRow, now: Date): Promise<void> {
    const expiresAt = new Date(Math.min(now.getTime() + this.deadlineMs, queued.workshopAt.getTime()));
    const [offer] = await tx
      .update(merchantOffers)
      .set({ status: 'pending', sentAt: now, expiresAt })
      .where(and(eq(merchantOffers.id, queued.id), eq(merchantOffers.status, 'queued')))
      .returning();
    await this.recordOffer(tx, request, 'offer_sent', 'system', offer);
    await this.mails.mailMerchant(tx, 'merchant-offer', request, offer);
  }

  /**
   * After a decline, an expiry or a withdrawal: the next free artisan of the queue (one busy at that time meanwhile
   * is skipped, withdrawn), or the operator when none is left (`alert`: not when staff withdrew it themselves).
   * A request that no longer awaits an artisan, or a workshop already started, ends the queue instead.
   */
  async passToNext(tx: Transaction, request: ParentRequestRow, queueId: string, now: Date, alert = true): Promise<void> {
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
  async stillAwaited(tx: Transaction, request: ParentRequestRow): Promise<boolean> {
    if (request.anonymizedAt) return false;
    return awaitsArtisan({ status: request.status, depositPaid: request.isPaymentAuthorized, hasOpenProposal: await this.hasOpenProposal(tx, request.id) });
  }

  /**
   * Withdraws the request's open offers, none passed on: it left the workflow, staff gave it an artisan, or its
   * workshop started. Each one is audited; the pending artisan is told (once, as every mail of the chain).
   */
  async withdrawOpen(tx: Transaction, request: ParentRequestRow): Promise<void> {
    const open = await tx
      .update(merchantOffers)
      .set({ status: 'withdrawn' })
      .where(and(eq(merchantOffers.parentRequestId, request.id), inArray(merchantOffers.status, [...OPEN_OFFER_STATUSES])))
      .returning();
    for (const offer of open.sort((a, b) => a.rank - b.rank)) {
      await this.recordOffer(tx, request, 'offer_withdrawn', 'system', offer);
      // Only a pending offer was ever sent: it alone has a sentAt.
      if (offer.sentAt) await this.mails.mailMerchant(tx, 'merchant-offer-withdrawn', request, offer);
    }
  }

  /** One line of the request's history per step of the chain, naming the artisan. */
  async recordOffer(
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

  async hasOpenProposal(tx: DbOrTx, requestId: string): Promise<boolean> {
    const [open] = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.parentRequestId, requestId), inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES])))
      .limit(1);
    return open !== undefined;
  }

  async queueOf(db: DbOrTx, requestId: string): Promise<OfferResponse[]> {
    const rows = await db
      .select({ offer: merchantOffers, name: merchantRequests.establishmentName })
      .from(merchantOffers)
      .innerJoin(merchantRequests, eq(merchantRequests.id, merchantOffers.merchantRequestId))
      .where(eq(merchantOffers.parentRequestId, requestId))
      .orderBy(desc(merchantOffers.createdAt), asc(merchantOffers.queueId), asc(merchantOffers.rank));
    return rows.map((row) => toOfferAnswer(row.offer, row.name));
  }
}
