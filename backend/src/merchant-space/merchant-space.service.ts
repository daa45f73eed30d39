import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  HALF_HOUR_SLOTS,
  MERCHANT_CALENDAR_REFRESH_HOURS,
  MERCHANT_VISIBLE_OFFER_STATUSES,
  merchantCalendarPath,
  OFFER_STATUS_LABELS,
  upcomingDaysOff,
  WEEK_DAYS,
  WORKSHOP_DURATION_MINUTES,
  cityLabel,
  merchantWorkshopEventText,
  postalAddress,
} from '@ptits-mitrons/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { workshopFeed, type WorkshopEvent } from '../calendar/workshop-calendar';
import { cities } from '../cities/cities.schema';
import { Clock } from '../common/clock';
import type { appConfig } from '../config/configuration';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { merchantOffers } from '../matching/matching.schema';
import { workshopConfirmed } from '../matching/merchant-workshops';
import { findMerchantRequest } from '../merchants/merchant-request-queries';
import type { MerchantRow } from '../merchants/merchant-request-record';
import { artisanMailData, issueMerchantToken, MERCHANT_ACTOR, resolveMerchantToken, revokeMerchantTokens } from '../merchants/merchant-space-tokens';
import { merchantRequests } from '../merchants/merchants.schema';
import { parentRequests, proposals } from '../parents/parents.schema';
import type { MerchantAvailabilityDto } from './dto/merchant-availability.dto';
import type {
  CalendarLinkResponse,
  MerchantSpaceOfferResponse,
  MerchantSpaceResponse,
  MerchantSpaceWorkshopResponse,
} from './dto/merchant-space.response';

/** As the parent space's: one link mail per artisan per quarter of an hour (the dedup key), however often asked. */
const LINK_MAIL_WINDOW_MS = 15 * 60_000;

const cityLabelSql = sql<string>`${cities.nom} || ' (' || ${cities.codePostal} || ')'`;

/** Values kept in their reference order (WEEK_DAYS, HALF_HOUR_SLOTS), whatever order the form sent. */
const inOrder = (values: readonly string[], reference: readonly string[]) => reference.filter((value) => values.includes(value));

/**
 * The artisan's own space, reached by the link each of their mails carries: what the page shows, their availability,
 * and the calendar feed's own token. Offers are answered by the offers' service (same prefix, own controller).
 */
@Injectable()
export class MerchantSpaceService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: ConfigService,
  ) {}

  /**
   * A fresh link by mail to the validated artisan(s) of this address (trimmed, any case); nothing for an unknown,
   * pending, refused or anonymised one. The caller answers the same whatever happened here.
   */
  async sendLink(email: string): Promise<void> {
    const now = this.clock.now();
    const address = email.trim().toLowerCase();
    const candidates = await this.db
      .select({ id: merchantRequests.id })
      .from(merchantRequests)
      .where(and(sql`lower(${merchantRequests.email}) = ${address}`, eq(merchantRequests.status, 'active'), isNull(merchantRequests.anonymizedAt)));
    const window = Math.floor(now.getTime() / LINK_MAIL_WINDOW_MS);
    for (const { id } of candidates) {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(merchantRequests).where(eq(merchantRequests.id, id)).for('update');
        if (row?.status !== 'active' || row.anonymizedAt) return;
        await this.mail.enqueueOnce(tx, `merchant-space-link:${id}:${window}`, async () => ({
          template: 'merchant-space-link',
          to: row.email,
          data: { merchant: await artisanMailData(tx, row) },
        }));
      });
    }
  }

  async view(token: string): Promise<MerchantSpaceResponse> {
    const now = this.clock.now();
    return this.answer(this.db, await resolveMerchantToken(this.db, token, 'space', now), now);
  }

  /** The weekly availability, the number of children and the dates off, replaced at once; audited. */
  async updateAvailability(token: string, dto: MerchantAvailabilityDto): Promise<MerchantSpaceResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await resolveMerchantToken(tx, token, 'space', now, true);
      const [updated] = await tx
        .update(merchantRequests)
        .set({
          availableDays: inOrder(dto.available_days, WEEK_DAYS),
          availableHours: inOrder(dto.available_hours, HALF_HOUR_SLOTS),
          maxChildren: dto.max_children,
          daysOff: upcomingDaysOff(dto.days_off, now),
          updatedAt: now,
        })
        .where(eq(merchantRequests.id, row.id))
        .returning();
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: row.id,
        action: 'availability_updated',
        actor: MERCHANT_ACTOR,
        statusBefore: row.status,
        statusAfter: row.status,
      });
      return this.answer(tx, updated, now);
    });
  }

  /**
   * A new calendar-only token, the previous one revoked: the page shows the address it answers (only its hash is
   * kept, so it cannot be shown again), to paste into a calendar app once.
   */
  async calendarLink(token: string): Promise<CalendarLinkResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await resolveMerchantToken(tx, token, 'space', now, true);
      await revokeMerchantTokens(tx, row.id, now, 'calendar');
      const calendarToken = await issueMerchantToken(tx, row.id, 'calendar');
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: row.id,
        action: 'calendar_link_created',
        actor: MERCHANT_ACTOR,
        statusBefore: row.status,
        statusAfter: row.status,
      });
      return { url: `${this.appConfig().publicUrl.replace(/\/+$/, '')}${merchantCalendarPath(calendarToken)}` };
    });
  }

  /** The calendar feed, opened by the calendar-only token: the artisan's confirmed workshops. */
  async calendar(calendarToken: string): Promise<string> {
    const row = await resolveMerchantToken(this.db, calendarToken, 'calendar', this.clock.now());
    const record = await findMerchantRequest(this.db, row.id);
    const location = `${row.establishmentName}, ${postalAddress(row.address, record.city_id)}`;
    const workshops: WorkshopEvent[] = (await this.confirmedWorkshops(this.db, row.id)).map((workshop) => ({
      proposalId: workshop.proposalId,
      start: workshop.date,
      ...merchantWorkshopEventText(workshop),
      location,
    }));
    const { brandName } = this.appConfig();
    return workshopFeed({ brandName, name: `${brandName} · ${row.establishmentName}`, refreshSeconds: MERCHANT_CALENDAR_REFRESH_HOURS * 3600, workshops });
  }

  private appConfig() {
    return this.config.getOrThrow<ReturnType<typeof appConfig>>('app');
  }

  /** The artisan's confirmed workshops, earliest first; of the parent, only what the workshop needs. */
  private confirmedWorkshops(db: DbOrTx, merchantRequestId: string) {
    return db
      .select({
        proposalId: proposals.id,
        date: proposals.date,
        childFirstname: parentRequests.childFirstname,
        childAge: parentRequests.childAge,
        numberOfChildren: parentRequests.numberOfChildren,
        allergies: parentRequests.allergies,
      })
      .from(proposals)
      .innerJoin(parentRequests, eq(parentRequests.id, proposals.parentRequestId))
      .where(workshopConfirmed(merchantRequestId))
      .orderBy(asc(proposals.date), asc(proposals.id));
  }

  /** What the page shows: the profile, the availability, the offers sent to them and their confirmed workshops. */
  private async answer(db: DbOrTx, row: MerchantRow, now: Date): Promise<MerchantSpaceResponse> {
    const record = await findMerchantRequest(db, row.id);
    // An offer still queued, or withdrawn before it was sent, never reached the artisan: not theirs to see.
    const offers = await db
      .select({
        id: merchantOffers.id,
        status: merchantOffers.status,
        date: merchantOffers.workshopAt,
        expiresAt: merchantOffers.expiresAt,
        cityLabel: cityLabelSql,
        childAge: parentRequests.childAge,
        numberOfChildren: parentRequests.numberOfChildren,
        allergies: parentRequests.allergies,
      })
      .from(merchantOffers)
      .innerJoin(parentRequests, eq(parentRequests.id, merchantOffers.parentRequestId))
      .innerJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(
        and(
          eq(merchantOffers.merchantRequestId, row.id),
          inArray(merchantOffers.status, [...MERCHANT_VISIBLE_OFFER_STATUSES]),
          isNotNull(merchantOffers.sentAt),
        ),
      )
      .orderBy(desc(merchantOffers.sentAt), desc(merchantOffers.id));
    const workshops = await this.confirmedWorkshops(db, row.id);
    // Upcoming first (the next one on top), then the past ones, the latest first.
    const ended = (date: Date) => date.getTime() + WORKSHOP_DURATION_MINUTES * 60_000 <= now.getTime();
    const ordered = [...workshops.filter((w) => !ended(w.date)), ...workshops.filter((w) => ended(w.date)).reverse()];
    return {
      profile: {
        establishment_name: row.establishmentName,
        address: row.address,
        city_label: cityLabel(record.city_id),
        sector: record.activity_sector_id.nom,
        manager_firstname: row.managerFirstname,
        max_children: row.maxChildren,
      },
      availability: {
        available_days: row.availableDays,
        available_hours: row.availableHours,
        days_off: upcomingDaysOff(row.daysOff, now),
        max_children: row.maxChildren,
      },
      offers: offers.map(
        (offer): MerchantSpaceOfferResponse => ({
          id: offer.id,
          status: offer.status as MerchantSpaceOfferResponse['status'],
          status_label: OFFER_STATUS_LABELS[offer.status as MerchantSpaceOfferResponse['status']] ?? offer.status,
          date: offer.date.toISOString(),
          expiresAt: offer.expiresAt?.toISOString() ?? null,
          city_label: offer.cityLabel,
          child_age: offer.childAge,
          number_of_children: offer.numberOfChildren,
          allergies: offer.allergies,
        }),
      ),
      workshops: ordered.map(
        (workshop): MerchantSpaceWorkshopResponse => ({
          date: workshop.date.toISOString(),
          child_firstname: workshop.childFirstname,
          child_age: workshop.childAge,
          number_of_children: workshop.numberOfChildren,
          allergies: workshop.allergies,
        }),
      ),
    };
  }
}
