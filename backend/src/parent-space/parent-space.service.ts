import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  BALANCE_CENTS,
  balanceDueBy,
  DEPOSIT_CENTS,
  daysBeforeWorkshop,
  DETAILS_LAST_DAYS_BEFORE_WORKSHOP,
  detailsChangeSummary,
  isParentSpaceOpenStatus,
  PARENT_SPACE_OPEN_STATUSES,
  PARENT_REQUEST_STATUS_LABELS,
  PARENT_SPACE_MESSAGES,
  PARENT_TIMELINE_LABELS,
  WORKSHOP_TOTAL_CENTS,
  workshopDay,
  type ParentRequestHistoryAction,
  type ParentRequestStatus,
  type ProposalStatus,
} from '@ptits-mitrons/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { creditOf } from '../parents/credits';
import { cityOf, lockParentRequest } from '../parents/parent-request-queries';
import { auditOf, mailData } from '../parents/parent-request-record';
import { ParentRequestTransitionsService } from '../parents/parent-request-transitions.service';
import { currentProposal, parentMailData, resolveParentSpace, type ParentSpaceSubject } from '../parents/parent-space-tokens';
import { parentRequests } from '../parents/parents.schema';
import { ReceiptsService } from '../receipts/receipts.service';
import type { ParentSpaceDetailsDto } from './dto/parent-space-details.dto';
import { openActions } from './parent-space-facts';
import type { ParentSpaceDeclineResponse, ParentSpaceResponse } from './dto/parent-space.response';

/**
 * Link mails for one request are bucketed per quarter of an hour (the dedup key): a double click or a stranger
 * typing someone's address again and again sends one mail per window, not one per call.
 */
const LINK_MAIL_WINDOW_MS = 15 * 60_000;

const actionClosed = () => new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.actionClosed, 'ACTION_CLOSED');

/**
 * The parent's own space, reached by the personal link's token: what the page shows, and the parent's actions that
 * are not about money (the money ones are in the payments helper's service). Every action locks the request's row,
 * checks parentSpaceActions (the list the page shows) and changes state once.
 */
@Injectable()
export class ParentSpaceService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly transitions: ParentRequestTransitionsService,
    private readonly clock: Clock,
    private readonly receipts: ReceiptsService,
  ) {}

  /**
   * A fresh link by mail for each open request of this address (trimmed, any case); nothing for an unknown,
   * anonymised or closed one. The caller answers the same whatever happened here.
   */
  async sendLinks(email: string): Promise<void> {
    const now = this.clock.now();
    const address = email.trim().toLowerCase();
    const candidates = await this.db
      .select({ id: parentRequests.id })
      .from(parentRequests)
      .where(
        and(
          sql`lower(${parentRequests.parentEmail}) = ${address}`,
          inArray(parentRequests.status, [...PARENT_SPACE_OPEN_STATUSES]),
          isNull(parentRequests.anonymizedAt),
        ),
      );
    const window = Math.floor(now.getTime() / LINK_MAIL_WINDOW_MS);
    for (const { id } of candidates) {
      await this.db.transaction(async (tx) => {
        const row = await lockParentRequest(tx, id);
        if (!isParentSpaceOpenStatus(row.status) || row.anonymizedAt) return;
        const proposal = await currentProposal(tx, id);
        if (daysBeforeWorkshop(workshopDay(row.desiredDate, proposal?.date), now) < 0) return;
        await this.mail.enqueueOnce(tx, `parent-space-link:${id}:${window}`, async () => ({
          template: 'parent-space-link',
          to: row.parentEmail,
          data: { request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)) },
        }));
      });
    }
  }

  async view(token: string): Promise<ParentSpaceResponse> {
    const now = this.clock.now();
    return this.answer(this.db, await resolveParentSpace(this.db, token, now), now, token);
  }

  /** Declines the current proposal (CGV §6 for the deposit); a second call finds the action closed (409). */
  async decline(token: string, reason: string | undefined): Promise<ParentSpaceDeclineResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const subject = await resolveParentSpace(tx, token, now, tx);
      if (!openActions(subject, now).includes('decline')) throw actionClosed();
      return this.transitions.declineByParent(tx, subject, reason ?? null, now);
    });
  }

  /** The number of children and the allergies, until D-10; the history says what changed. */
  async updateDetails(token: string, dto: ParentSpaceDetailsDto): Promise<ParentSpaceResponse> {
    if (dto.number_of_children === undefined && dto.allergies === undefined) {
      throw new ApiError(HttpStatus.BAD_REQUEST, PARENT_SPACE_MESSAGES.detailsEmpty);
    }
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const subject = await resolveParentSpace(tx, token, now, tx);
      if (!openActions(subject, now).includes('edit_details')) {
        if (isParentSpaceOpenStatus(subject.row.status) && daysBeforeWorkshop(subject.workshopDay, now) < DETAILS_LAST_DAYS_BEFORE_WORKSHOP) {
          throw new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.detailsClosed, 'DETAILS_CLOSED');
        }
        throw actionClosed();
      }
      const { row } = subject;
      const next = {
        numberOfChildren: dto.number_of_children ?? row.numberOfChildren,
        allergies: dto.allergies === undefined ? row.allergies : dto.allergies || null,
      };
      const summary = detailsChangeSummary(row, next);
      if (!summary) return this.answer(tx, subject, now, token);
      const [updated] = await tx.update(parentRequests).set({ ...next, updatedAt: now }).where(eq(parentRequests.id, row.id)).returning();
      await this.audit.record(tx, { ...auditOf(updated, 'public'), action: 'details_updated', statusBefore: row.status, reason: summary });
      return this.answer(tx, { ...subject, row: updated }, now, token);
    });
  }

  /** What the page shows: no internal notes, no payment ids, no contact details. */
  private async answer(db: DbOrTx, subject: ParentSpaceSubject, now: Date, token: string): Promise<ParentSpaceResponse> {
    const { row, proposal } = subject;
    const city = await cityOf(db, row.targetCityId);
    const history = await db
      .select({ action: auditEvents.action, at: auditEvents.createdAt })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'parent_request'), eq(auditEvents.entityId, row.id)))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    const status = row.status as ParentRequestStatus;
    return {
      request: {
        _id: row.id,
        parent_firstname: row.parentFirstname,
        child_firstname: row.childFirstname,
        child_age: row.childAge,
        desired_date: row.desiredDate,
        number_of_children: row.numberOfChildren,
        allergies: row.allergies,
        city_label: mailData(row, city).city_label,
        merchant_type: row.merchantType,
        workshop_day: subject.workshopDay,
      },
      status,
      status_label: PARENT_REQUEST_STATUS_LABELS[status] ?? status,
      timeline: history.flatMap(({ action, at }) => {
        const label = PARENT_TIMELINE_LABELS[action as ParentRequestHistoryAction];
        return label ? [{ at: at.toISOString(), label }] : [];
      }),
      amounts: {
        total: WORKSHOP_TOTAL_CENTS,
        deposit: DEPOSIT_CENTS,
        balance: BALANCE_CENTS,
        depositPaid: row.isPaymentAuthorized,
        depositCredited: row.creditIssuedAt !== null,
        balancePaid: row.balancePaidAt !== null,
        balanceRefunded: row.balanceRefundedAmount,
        balanceDueBy: balanceDueBy(subject.workshopDay),
      },
      proposal: proposal
        ? {
            establishment_name: proposal.establishmentName,
            address: proposal.address,
            date: proposal.date.toISOString(),
            payment_link: proposal.paymentLink,
            status: proposal.status as ProposalStatus,
          }
        : null,
      actions: openActions(subject, now),
      receipts: await this.receipts.parentSpaceList(db, row.id, token),
      credit: await creditOf(db, row.id),
    };
  }
}

