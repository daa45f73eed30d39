import { Inject, Injectable } from '@nestjs/common';
import { addDays, MERCHANT_WORKSHOP_REMINDER_DAYS, parisDay, PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { DATABASE, type Database } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { artisanMailData } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import { lockParentRequest } from '../parents/parent-request-queries';
import { auditOf } from '../parents/parent-request-record';
import { parentRequests, proposals, reminders } from '../parents/parents.schema';
import { workshopConfirmed } from './merchant-workshops';
import { OfferMailsService } from './offer-mails.service';

/** The `reminders` kind of the artisan's reminder before a confirmed workshop (one per request). */
export const MERCHANT_WORKSHOP_REMINDER_KIND = 'merchant_d3';

/** The artisan's reminder before a workshop they accepted and the family confirmed, for the scheduled job (OffersJobs). */
@Injectable()
export class WorkshopRemindersService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly mails: OfferMailsService,
  ) {}

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
          data: { merchant, offer: { ...(await this.mails.offerMailData(tx, request, workshop.proposal.date)), child_firstname: request.childFirstname } },
        });
        return true;
      });
      if (done) sent++;
    }
    return sent;
  }
}
