import { Inject, Injectable } from '@nestjs/common';
import { ARTISAN_SEARCH_STATUSES, cityLabel, OPEN_PROPOSAL_STATUSES, type OfferStatus } from '@ptits-mitrons/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cities } from '../cities/cities.schema';
import { DATABASE, type Database } from '../database/database.types';
import { parentRequests, proposals } from '../parents/parents.schema';
import { merchantOffers } from './matching.schema';
import type { UnmatchedRequestResponse } from './dto/offers.response';

/** Offers that ended without the artisan taking the workshop. */
const FAILED_STATUSES: OfferStatus[] = ['declined', 'expired', 'withdrawn'];

/** The dashboard's « Sans artisan »: what the offer chain could not place. */
@Injectable()
export class UnmatchedRequestsService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Paid requests still waiting for their workshop's place whose latest queue has no artisan left: every offer of
   * it declined, expired or withdrawn (the dashboard's « Sans artisan »).
   */
  async unmatched(): Promise<UnmatchedRequestResponse[]> {
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
}
