import { BadRequestException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AuditService } from '../audit/audit.service';
import { activitySectors, cities } from '../cities/cities.schema';
import { CitiesService, type CityDto } from '../cities/cities.service';
import { ApiError } from '../common/api-error';
import { filterDate, filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { escapeLike, normalizeSearchText } from '../common/text-search';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import type { MerchantMailData } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { resolveSector, type Sector } from './activity-sector-resolver';
import type { CreateMerchantRequestDto, UpdateMerchantRequestDto } from './dto/merchant-request.dto';
import {
  MERCHANT_EDITABLE,
  MERCHANT_STATUS_LABELS,
  MERCHANT_STATUSES,
  MERCHANT_TRANSITIONS,
  type MerchantStatus,
} from './merchant-transitions';
import { merchantRequests } from './merchants.schema';

type MerchantRow = typeof merchantRequests.$inferSelect;

export interface MerchantRequestRecord {
  _id: string;
  id: string;
  establishment_name: string;
  activity_sector_id: { _id: string; nom: string };
  address: string;
  city_id: { _id: string; nom: string; code_postal: string };
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  description: string | null;
  capacity: number;
  available_days: string[];
  available_hours: string[];
  status: string;
  status_label: string;
  status_severity: string;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BulkStatusReport {
  /** Ids changed (react-admin's updateMany reads `data`). */
  data: string[];
  failed: Array<{ id: string; message: string }>;
}

export const MERCHANT_SORTABLE = [
  'id',
  'createdAt',
  'updatedAt',
  'establishment_name',
  'manager_lastname',
  'email',
  'status',
  'capacity',
  'city_id',
  'activity_sector_id',
] as const;

const SORT_COLUMNS: Record<(typeof MERCHANT_SORTABLE)[number], SQL | AnyPgColumn> = {
  id: merchantRequests.id,
  createdAt: merchantRequests.createdAt,
  updatedAt: merchantRequests.updatedAt,
  establishment_name: sql`lower(${merchantRequests.establishmentName})`,
  manager_lastname: sql`lower(${merchantRequests.managerLastname})`,
  email: merchantRequests.email,
  status: merchantRequests.status,
  capacity: merchantRequests.capacity,
  city_id: cities.nom,
  activity_sector_id: activitySectors.nom,
};

const NOT_FOUND = 'Cette candidature est introuvable.';
const UNKNOWN_CITY = 'Veuillez choisir une ville dans la liste des suggestions.';

function cityLabel(city: { nom: string; code_postal: string }): string {
  return `${city.nom} (${city.code_postal})`;
}

/** Everything the operator's `q` searches, normalised once when the row is written. */
function searchText(fields: CreateMerchantRequestDto, city: CityDto, sector: Sector): string {
  return normalizeSearchText(
    [
      fields.establishment_name,
      fields.manager_firstname,
      fields.manager_lastname,
      fields.email,
      fields.phone,
      city.nom,
      city.code_postal,
      fields.description ?? '',
      sector.nom,
    ].join(' '),
  );
}

function mailData(row: MerchantRow, city: { nom: string; code_postal: string }, sector: { nom: string }): MerchantMailData {
  return {
    establishment_name: row.establishmentName,
    manager_firstname: row.managerFirstname,
    manager_lastname: row.managerLastname,
    email: row.email,
    phone: row.phone,
    city_label: cityLabel(city),
    sector_label: sector.nom,
    description: row.description,
  };
}

/** The row's values from a validated body (the form's area arrives as a decimal; capacity counts whole people). */
export function rowValues(fields: CreateMerchantRequestDto, city: CityDto, sector: Sector) {
  return {
    establishmentName: fields.establishment_name,
    activitySectorId: sector.id,
    address: fields.address,
    cityId: city.id,
    managerFirstname: fields.manager_firstname,
    managerLastname: fields.manager_lastname,
    email: fields.email,
    phone: fields.phone,
    description: fields.description || null,
    capacity: Math.max(1, Math.round(fields.capacity)),
    availableDays: fields.available_days ?? [],
    availableHours: fields.available_hours ?? [],
    searchText: searchText(fields, city, sector),
  };
}

function statusLabel(status: string): string {
  return MERCHANT_STATUS_LABELS[status as MerchantStatus]?.label ?? status;
}

@Injectable()
export class MerchantsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly cities: CitiesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /** The public application: stored pending, acknowledged to the applicant, announced to the operator, in one transaction. */
  async create(fields: CreateMerchantRequestDto): Promise<{ _id: string; id: string; status: string }> {
    const city = await this.findCity(fields.city_id);
    return this.db.transaction(async (tx) => {
      const sector = await resolveSector(tx, fields.activity_sector_id);
      const [row] = await tx.insert(merchantRequests).values(rowValues(fields, city, sector)).returning();
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: row.id,
        action: 'create',
        actor: 'public',
        statusBefore: null,
        statusAfter: row.status,
      });
      const merchant = mailData(row, city, sector);
      await this.mail.enqueue(tx, { dedupKey: `merchant-application-received:${row.id}`, to: row.email, template: 'merchant-application-received', data: { merchant } });
      await this.mail.enqueue(tx, { dedupKey: `operator-new-merchant-application:${row.id}`, template: 'operator-new-merchant-application', data: { merchant } });
      return { _id: row.id, id: row.id, status: row.status };
    });
  }

  async list(query: ListQuery): Promise<ListPage<MerchantRequestRecord>> {
    const where = this.conditions(query.filter, true);
    const field = (query.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS;
    const column = SORT_COLUMNS[field] ?? merchantRequests.createdAt;
    const order = (query.sort?.order ?? 'DESC') === 'ASC' ? asc(column) : desc(column);
    let select = this.selectRecords().where(where).orderBy(order, desc(merchantRequests.createdAt), asc(merchantRequests.id)).$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([
      select,
      this.db
        .select({ total: count() })
        .from(merchantRequests)
        .innerJoin(cities, eq(cities.id, merchantRequests.cityId))
        .where(where),
    ]);
    return { rows: rows.map((r) => this.toRecord(r)), total };
  }

  /** How many applications per status, under the same filters as the list but the status (the tabs' counts). */
  async counts(filter: Record<string, unknown>): Promise<Record<MerchantStatus, number>> {
    const rows = await this.db
      .select({ status: merchantRequests.status, total: count() })
      .from(merchantRequests)
      .innerJoin(cities, eq(cities.id, merchantRequests.cityId))
      .where(this.conditions(filter, false))
      .groupBy(merchantRequests.status);
    const counts = Object.fromEntries(MERCHANT_STATUSES.map((s) => [s, 0])) as Record<MerchantStatus, number>;
    for (const row of rows) if (row.status in counts) counts[row.status as MerchantStatus] = row.total;
    return counts;
  }

  async findOne(id: string, db: DbOrTx = this.db): Promise<MerchantRequestRecord> {
    const [row] = isUuid(id) ? await this.selectRecords(db).where(eq(merchantRequests.id, id)).limit(1) : [];
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND);
    return this.toRecord(row);
  }

  /** The operator's edit, allowed while the application is pending or validated. */
  async update(id: string, fields: UpdateMerchantRequestDto, actor: string): Promise<MerchantRequestRecord> {
    const current = await this.findOne(id);
    const city = await this.findCity(fields.city_id);
    return this.db.transaction(async (tx) => {
      const sector = await resolveSector(tx, fields.activity_sector_id);
      const [row] = await tx
        .update(merchantRequests)
        .set({ ...rowValues(fields, city, sector), updatedAt: new Date() })
        .where(and(eq(merchantRequests.id, id), inArray(merchantRequests.status, [...MERCHANT_EDITABLE])))
        .returning();
      if (!row) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          `Une candidature « ${statusLabel(current.status)} » ne peut plus être modifiée.`,
          'MERCHANT_NOT_EDITABLE',
        );
      }
      await this.audit.record(tx, { entityType: 'merchant_request', entityId: id, action: 'update', actor, statusBefore: row.status, statusAfter: row.status });
      return this.findOne(id, tx);
    });
  }

  /**
   * Approve (→ active) or reject (→ rejected, with a reason): one conditional UPDATE, so of two concurrent decisions
   * exactly one applies; the audit row and the applicant's mail share its transaction.
   */
  async changeStatus(id: string, target: MerchantStatus, reason: string | undefined, actor: string): Promise<MerchantRequestRecord> {
    if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND);
    const allowedFrom = MERCHANT_TRANSITIONS[target];
    return this.db.transaction(async (tx) => {
      // The row lock orders concurrent decisions; the UPDATE's WHERE states the rule once more.
      const [before] = await tx
        .select({ status: merchantRequests.status })
        .from(merchantRequests)
        .where(eq(merchantRequests.id, id))
        .for('update');
      if (!before) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND);
      if (!allowedFrom.includes(before.status as MerchantStatus)) {
        throw new ApiError(HttpStatus.CONFLICT, transitionRefusal(before.status, target), 'MERCHANT_STATUS_CONFLICT');
      }
      const rejectionReason = target === 'rejected' ? reason!.trim() : null;
      const [row] = await tx
        .update(merchantRequests)
        .set({ status: target, rejectionReason, updatedAt: new Date() })
        .where(and(eq(merchantRequests.id, id), inArray(merchantRequests.status, [...allowedFrom])))
        .returning();
      if (!row) throw new ApiError(HttpStatus.CONFLICT, transitionRefusal(before.status, target), 'MERCHANT_STATUS_CONFLICT');
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: id,
        action: target === 'active' ? 'approve' : 'reject',
        actor,
        statusBefore: before.status,
        statusAfter: target,
        reason: rejectionReason,
      });
      const record = await this.findOne(id, tx);
      const merchant = mailData(row, record.city_id, record.activity_sector_id);
      if (target === 'active') {
        await this.mail.enqueue(tx, { dedupKey: `merchant-approved:${id}`, to: row.email, template: 'merchant-approved', data: { merchant } });
      } else {
        await this.mail.enqueue(tx, { dedupKey: `merchant-refused:${id}`, to: row.email, template: 'merchant-refused', data: { merchant, reason: rejectionReason! } });
      }
      return record;
    });
  }

  /** The same decision on many applications, each in its own transaction; what could not be done is reported per id. */
  async bulkChangeStatus(ids: string[], target: MerchantStatus, reason: string | undefined, actor: string): Promise<BulkStatusReport> {
    const report: BulkStatusReport = { data: [], failed: [] };
    for (const id of [...new Set(ids)]) {
      try {
        await this.changeStatus(id, target, reason, actor);
        report.data.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        report.failed.push({ id, message: (error.getResponse() as { message: string }).message });
      }
    }
    return report;
  }

  private async findCity(id: string): Promise<CityDto> {
    const city = id.length <= 20 ? await this.cities.findCity(id) : undefined;
    if (!city) {
      throw new BadRequestException({ statusCode: 400, message: UNKNOWN_CITY, error: 'Bad Request', errors: [{ field: 'city_id', message: UNKNOWN_CITY }] });
    }
    return city;
  }

  private selectRecords(db: DbOrTx = this.db) {
    return db
      .select({
        row: merchantRequests,
        cityNom: cities.nom,
        cityCodePostal: cities.codePostal,
        sectorNom: activitySectors.nom,
      })
      .from(merchantRequests)
      .innerJoin(cities, eq(cities.id, merchantRequests.cityId))
      .innerJoin(activitySectors, eq(activitySectors.id, merchantRequests.activitySectorId));
  }

  private toRecord({ row, cityNom, cityCodePostal, sectorNom }: { row: MerchantRow; cityNom: string; cityCodePostal: string; sectorNom: string }): MerchantRequestRecord {
    const status = MERCHANT_STATUS_LABELS[row.status as MerchantStatus];
    return {
      _id: row.id,
      id: row.id,
      establishment_name: row.establishmentName,
      activity_sector_id: { _id: row.activitySectorId, nom: sectorNom },
      address: row.address,
      city_id: { _id: row.cityId, nom: cityNom, code_postal: cityCodePostal },
      manager_firstname: row.managerFirstname,
      manager_lastname: row.managerLastname,
      email: row.email,
      phone: row.phone,
      description: row.description,
      capacity: row.capacity,
      available_days: row.availableDays,
      available_hours: row.availableHours,
      status: row.status,
      status_label: status?.label ?? row.status,
      status_severity: status?.severity ?? 'info',
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private conditions(filter: Record<string, unknown>, withStatus: boolean): SQL | undefined {
    const conditions: SQL[] = [];
    const ids = filterIds(filter);
    if (ids) conditions.push(inArray(merchantRequests.id, ids.filter(isUuid)));
    const status = withStatus ? filterString(filter, 'status') : undefined;
    if (status) conditions.push(eq(merchantRequests.status, status));
    const sector = filterString(filter, 'activity_sector_id');
    if (sector) conditions.push(eq(merchantRequests.activitySectorId, sector));
    const city = filterString(filter, 'city_id');
    if (city) conditions.push(eq(merchantRequests.cityId, city));
    const after = filterDate(filter, 'createdAt_gte');
    if (after) conditions.push(gte(merchantRequests.createdAt, after));
    const before = filterDate(filter, 'createdAt_lte');
    if (before) conditions.push(lte(merchantRequests.createdAt, before));
    // Every word of q, anywhere: "renommee lyon" finds the Boulangerie Renommée in Lyon.
    const words = normalizeSearchText(filterString(filter, 'q') ?? '').split(' ').filter(Boolean).slice(0, 8);
    for (const word of words) conditions.push(sql`${merchantRequests.searchText} LIKE ${'%' + escapeLike(word) + '%'}`);
    return conditions.length ? and(...conditions) : undefined;
  }
}

function transitionRefusal(current: string, target: MerchantStatus): string {
  if (current === target) return `Cette candidature est déjà « ${statusLabel(current)} ».`;
  return `Une candidature « ${statusLabel(current)} » ne peut pas passer à « ${statusLabel(target)} ».`;
}
