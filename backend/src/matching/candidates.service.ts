import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ARTISAN_SEARCH_STATUSES,
  candidateVerdict,
  compareCandidates,
  isBeyondBookingHorizon,
  MATCHING_MESSAGES,
  MAX_MATCHING_RADIUS_KM,
  merchantTypeSectorKeys,
  DEFAULT_WORKSHOP_TIME,
  parisDayAndTime,
  parisInstant,
  parseParisDateTime,
  RECENT_WORKSHOPS_DAYS,
  workshopSlots,
  cityLabel,
} from '@ptits-mitrons/domain';
import { activitySectors, cities } from '../cities/cities.schema';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { matchingConfig } from '../config/configuration';
import { queryRows } from '../database/database.client';
import { DATABASE, type Database } from '../database/database.types';
import { merchantRequests } from '../merchants/merchants.schema';
import { NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import { parentRequests, proposals } from '../parents/parents.schema';
import type { CandidatesQueryDto } from './dto/candidates-query.dto';
import { busyCondition, workshopConfirmed } from './merchant-workshops';
import type { CandidateResponse } from './dto/candidate.response';

/** With excluded artisans, those within this many times the radius (and those without a position)... */
const WIDENED_RADIUS_FACTOR = 3;
/** ...nearest first, at most this many: enough to see why someone is missing, small enough to stay fast. */
const WIDENED_LIMIT = 200;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI / 180) * EARTH_RADIUS_KM;

interface MatchedRequest {
  id: string;
  numberOfChildren: number;
  merchantType: string;
  latitude: number | null;
  longitude: number | null;
}

interface CandidateRow {
  id: string;
  establishment_name: string;
  address: string;
  city_nom: string;
  code_postal: string;
  sector: string;
  status: string;
  same_trade: boolean;
  distance_km: number | null;
  max_children: number;
  available_days: string[];
  available_hours: string[];
  days_off: string[];
}

/** Great-circle km from the request's commune (haversine, the formula of greatCircleKm), on the merchant's city row. */
function distanceSql(latitude: number, longitude: number): SQL<number> {
  return sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${cities.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${cities.latitude}))
      * power(sin(radians(${cities.longitude} - ${longitude}::float8) / 2), 2))))`;
}

/** The latitude/longitude box around a point that holds the circle of that radius (an index range, before the exact distance). */
function boundingBox(latitude: number, longitude: number, radiusKm: number): SQL {
  const margin = 1.01;
  const dLat = (radiusKm / KM_PER_DEGREE_OF_LATITUDE) * margin;
  const dLon = Math.min(180, (radiusKm / (KM_PER_DEGREE_OF_LATITUDE * Math.cos((latitude * Math.PI) / 180))) * margin);
  return sql`${cities.latitude} between ${latitude - dLat}::float8 and ${latitude + dLat}::float8
    and ${cities.longitude} between ${longitude - dLon}::float8 and ${longitude + dLon}::float8`;
}

@Injectable()
export class CandidatesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService,
    private readonly clock: Clock,
  ) {}

  /**
   * Artisans for a paid request, ranked: eligible ones first, nearest, then fewest recent workshops. Without
   * includeExcluded, SQL keeps only artisans that pass every rule it can check (status, trade, box then distance,
   * children, weekday, slots, day off), and the busy and recent-workshop facts are read for those alone; the
   * domain's candidateVerdict then judges every fact, so the reasons shown are the ones the rules give.
   */
  async candidates(requestId: string, query: CandidatesQueryDto): Promise<CandidateResponse[]> {
    const request = await this.matchableRequest(requestId);
    const radiusKm = query.radiusKm ?? this.config.getOrThrow<ReturnType<typeof matchingConfig>>('matching').radiusKm;
    const date = (query.date === undefined ? undefined : parseParisDateTime(query.date)) ?? parisInstant(request.desiredDate, DEFAULT_WORKSHOP_TIME);
    if (isBeyondBookingHorizon(date, this.clock.now())) throw new ApiError(HttpStatus.BAD_REQUEST, MATCHING_MESSAGES.dateTooFar);
    const includeExcluded = query.includeExcluded === 'true';
    const eligible = await this.candidateRows(request, { radiusKm, date, includeExcluded: false });
    // The widened list is capped: the strictly filtered rows come first, so no eligible artisan falls out of it.
    const rows = includeExcluded
      ? [...new Map([...eligible, ...(await this.candidateRows(request, { radiusKm, date, includeExcluded }))].map((row) => [row.id, row])).values()]
      : eligible;
    const facts = await this.busyAndRecent(
      rows.map((row) => row.id),
      request.id,
      date,
    );
    const answers = rows.map((row): CandidateResponse => {
      const distanceKm = row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10;
      const { busy, recent } = facts.get(row.id) ?? { busy: false, recent: 0 };
      const verdict = candidateVerdict(
        {
          active: row.status === 'active',
          sameTrade: row.same_trade,
          distanceKm,
          maxChildren: row.max_children,
          availableDays: row.available_days,
          availableHours: row.available_hours,
          daysOff: row.days_off,
          busy,
          recentWorkshops: recent,
        },
        { radiusKm, numberOfChildren: request.numberOfChildren, date },
      );
      return {
        merchantId: row.id,
        establishment_name: row.establishment_name,
        address: row.address,
        city_label: cityLabel({ nom: row.city_nom, code_postal: row.code_postal }),
        sector: row.sector,
        distanceKm,
        max_children: row.max_children,
        recentWorkshops: recent,
        ...verdict,
      };
    });
    return answers.filter((answer) => includeExcluded || answer.eligible).sort(compareCandidates);
  }

  private async matchableRequest(id: string): Promise<MatchedRequest & { desiredDate: string }> {
    if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const [row] = await this.db
      .select({
        id: parentRequests.id,
        status: parentRequests.status,
        paid: parentRequests.isPaymentAuthorized,
        numberOfChildren: parentRequests.numberOfChildren,
        merchantType: parentRequests.merchantType,
        desiredDate: parentRequests.desiredDate,
        latitude: cities.latitude,
        longitude: cities.longitude,
      })
      .from(parentRequests)
      .leftJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(eq(parentRequests.id, id));
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    if (!row.paid) throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.notPaid, 'NOT_PAID');
    if (!(ARTISAN_SEARCH_STATUSES as readonly string[]).includes(row.status)) {
      throw new ApiError(HttpStatus.CONFLICT, MATCHING_MESSAGES.notMatchable, 'NOT_MATCHABLE');
    }
    return row;
  }

  /** The artisans worth judging, with the facts their own row and commune give. */
  private async candidateRows(
    request: MatchedRequest,
    { radiusKm, date, includeExcluded }: { radiusKm: number; date: Date; includeExcluded: boolean },
  ): Promise<CandidateRow[]> {
    const { latitude, longitude } = request;
    const keys = merchantTypeSectorKeys(request.merchantType);
    const sameTrade = sql<boolean>`(${activitySectors.searchKey} = any(${sql.param(keys)}::text[]) or ${activitySectors.id} = any(${sql.param(keys)}::text[]))`;
    const distance = latitude === null || longitude === null ? sql<null>`null::float8` : distanceSql(latitude, longitude);
    let where: SQL | undefined;
    let limit: SQL = sql``;
    if (includeExcluded) {
      const widened = Math.min(radiusKm * WIDENED_RADIUS_FACTOR, MAX_MATCHING_RADIUS_KM * WIDENED_RADIUS_FACTOR);
      where =
        latitude === null || longitude === null
          ? undefined
          : sql`((${boundingBox(latitude, longitude, widened)} and ${distance} <= ${widened}::float8) or ${cities.latitude} is null)`;
      where = and(sql`${merchantRequests.anonymizedAt} is null`, where);
      limit = sql`order by distance_km nulls last, ${merchantRequests.id} limit ${WIDENED_LIMIT}`;
    } else {
      // No position, no distance: nobody can be eligible.
      if (latitude === null || longitude === null) return [];
      const { day, weekDay, time } = parisDayAndTime(date);
      const slots = workshopSlots(time);
      if (!slots) return [];
      where = sql`${merchantRequests.status} = 'active'
        and ${sameTrade}
        and ${boundingBox(latitude, longitude, radiusKm)}
        and ${distance} <= ${radiusKm}::float8
        and ${merchantRequests.maxChildren} >= ${request.numberOfChildren}
        and ${weekDay} = any(${merchantRequests.availableDays})
        and ${merchantRequests.availableHours} @> ${sql.param(slots)}::text[]
        and not (${day}::date = any(${merchantRequests.daysOff}))`;
    }
    return queryRows<CandidateRow>(
      this.db,
      sql`select ${merchantRequests.id} as id, ${merchantRequests.establishmentName} as establishment_name,
          ${merchantRequests.address} as address, ${cities.nom} as city_nom, ${cities.codePostal} as code_postal,
          ${activitySectors.nom} as sector, ${merchantRequests.status} as status, ${sameTrade} as same_trade,
          ${distance} as distance_km, ${merchantRequests.maxChildren} as max_children,
          ${merchantRequests.availableDays} as available_days, ${merchantRequests.availableHours} as available_hours,
          ${merchantRequests.daysOff}::text[] as days_off
        from ${merchantRequests}
        join ${cities} on ${cities.id} = ${merchantRequests.cityId}
        join ${activitySectors} on ${activitySectors.id} = ${merchantRequests.activitySectorId}
        ${where ? sql`where ${where}` : sql``}
        ${limit}`,
    );
  }

  /**
   * For the artisans kept, in one query: busy (busyCondition: a workshop they hold, or an offer of another request
   * pending with them, overlapping the 1 h 30 from `date`) and their confirmed workshops over the last
   * RECENT_WORKSHOPS_DAYS days.
   */
  private async busyAndRecent(ids: string[], requestId: string, date: Date): Promise<Map<string, { busy: boolean; recent: number }>> {
    if (!ids.length) return new Map();
    const merchant = sql`m.id`;
    const now = this.clock.now();
    const since = new Date(now.getTime() - RECENT_WORKSHOPS_DAYS * 86_400_000);
    const rows = await queryRows<{ id: string; busy: boolean; recent: number }>(
      this.db,
      sql`select m.id,
          ${busyCondition(merchant, date, requestId)} as busy,
          (select count(*)::int from ${proposals} join ${parentRequests} on ${parentRequests.id} = ${proposals.parentRequestId}
            where ${workshopConfirmed(merchant)}
              and ${proposals.date} >= ${since.toISOString()}::timestamptz
              and ${proposals.date} <= ${now.toISOString()}::timestamptz) as recent
        from unnest(${sql.param(ids)}::uuid[]) as m(id)`,
    );
    return new Map(rows.map((row) => [row.id, { busy: row.busy, recent: row.recent }]));
  }
}
