import { randomUUID } from 'node:crypto';
import { BadRequestException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  canMerchant,
  MERCHANT_ACTIONS,
  revokedLinksReason,
  MERCHANT_SPACE_MESSAGES,
  MERCHANT_TRANSITIONS,
  type MerchantStatus,
  TERMS_VERSIONS,
} from '@ptits-mitrons/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { CitiesService, type CityDto } from '../cities/cities.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import type { ListPage, ListQuery } from '../common/list-query';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { resolveSector } from './activity-sector-resolver';
import type { CreateMerchantRequestDto, UpdateMerchantRequestDto } from './dto/merchant-request.dto';
import { countMerchantRequestsByTab, findMerchantRequest, listMerchantRequests, MERCHANT_NOT_FOUND } from './merchant-request-queries';
import {
  merchantMailData,
  merchantStatusLabel,
  rowValues,
  type BulkStatusReport,
  type MerchantRow,
} from './merchant-request-record';
import { artisanMailData, revokeMerchantTokens } from './merchant-space-tokens';
import { merchantRequests } from './merchants.schema';
import type { MerchantRequestCountsResponse, MerchantRequestResponse } from './dto/merchant-request.response';

export { MERCHANT_SORTABLE } from './merchant-request-queries';
export type { BulkStatusReport } from './merchant-request-record';

const UNKNOWN_CITY = 'Veuillez choisir une ville dans la liste des suggestions.';

@Injectable()
export class MerchantsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly cities: CitiesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The public application: stored pending, acknowledged to the applicant, announced to the operator, in one transaction. */
  async create(fields: CreateMerchantRequestDto): Promise<{ _id: string; id: string; status: string }> {
    const city = await this.findCity(fields.city_id);
    return this.db.transaction(async (tx) => {
      const sector = await resolveSector(tx, fields.activity_sector_id);
      const [row] = await tx
        .insert(merchantRequests)
        .values({ ...rowValues(fields, city, sector), termsAcceptedAt: sql`now()`, cguVersion: TERMS_VERSIONS.cgu, artisanTermsVersion: TERMS_VERSIONS.artisans })
        .returning();
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: row.id,
        action: 'create',
        actor: 'public',
        statusBefore: null,
        statusAfter: row.status,
      });
      const merchant = merchantMailData(row, city, sector);
      await this.mail.enqueue(tx, { dedupKey: `merchant-application-received:${row.id}`, to: row.email, template: 'merchant-application-received', data: { merchant } });
      await this.mail.enqueue(tx, { dedupKey: `operator-new-merchant-application:${row.id}`, template: 'operator-new-merchant-application', data: { merchant } });
      return { _id: row.id, id: row.id, status: row.status };
    });
  }

  list(query: ListQuery): Promise<ListPage<MerchantRequestResponse>> {
    return listMerchantRequests(this.db, query);
  }

  /** How many applications under each tab (one per status), under the same filters as the list but the status. */
  counts(filter: Record<string, unknown>): Promise<MerchantRequestCountsResponse> {
    return countMerchantRequestsByTab(this.db, filter);
  }

  findOne(id: string): Promise<MerchantRequestResponse> {
    return findMerchantRequest(this.db, id);
  }

  /** The operator's edit, allowed while the application is pending or validated. */
  async update(id: string, fields: UpdateMerchantRequestDto, actor: string): Promise<MerchantRequestResponse> {
    const current = await this.findOne(id);
    const city = await this.findCity(fields.city_id);
    return this.db.transaction(async (tx) => {
      const sector = await resolveSector(tx, fields.activity_sector_id);
      const [row] = await tx
        .update(merchantRequests)
        .set({ ...rowValues(fields, city, sector), maxChildren: fields.max_children, updatedAt: new Date() })
        .where(and(eq(merchantRequests.id, id), inArray(merchantRequests.status, [...MERCHANT_TRANSITIONS.edit.from])))
        .returning();
      if (!row) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          `Une candidature « ${merchantStatusLabel(current.status)} » ne peut plus être modifiée.`,
          'MERCHANT_NOT_EDITABLE',
        );
      }
      await this.audit.record(tx, { entityType: 'merchant_request', entityId: id, action: 'update', actor, statusBefore: row.status, statusAfter: row.status });
      return findMerchantRequest(tx, id);
    });
  }

  /**
   * Approve (→ active) or reject (→ rejected, with a reason): one conditional UPDATE, so of two concurrent decisions
   * exactly one applies; the audit row and the applicant's mail share its transaction.
   */
  async changeStatus(id: string, target: MerchantStatus, reason: string | undefined, actor: string): Promise<MerchantRequestResponse> {
    if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
    // The decision leading to the target (approve → active, reject → rejected); none leads back to pending.
    const action = MERCHANT_ACTIONS.find((a) => MERCHANT_TRANSITIONS[a].to === target);
    const allowedFrom = action ? MERCHANT_TRANSITIONS[action].from : [];
    return this.db.transaction(async (tx) => {
      // The row lock orders concurrent decisions; the UPDATE's WHERE states the rule once more.
      const [before] = await tx
        .select({ status: merchantRequests.status })
        .from(merchantRequests)
        .where(eq(merchantRequests.id, id))
        .for('update');
      if (!before) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
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
        action: action!,
        actor,
        statusBefore: before.status,
        statusAfter: target,
        reason: rejectionReason,
      });
      if (target === 'active') {
        // The welcome mail carries the artisan's first link to their space.
        await this.mail.enqueue(tx, { dedupKey: `merchant-approved:${id}`, to: row.email, template: 'merchant-approved', data: { merchant: await artisanMailData(tx, row) } });
      } else {
        const record = await findMerchantRequest(tx, id);
        const merchant = merchantMailData(row, record.city_id, record.activity_sector_id);
        await this.mail.enqueue(tx, { dedupKey: `merchant-refused:${id}`, to: row.email, template: 'merchant-refused', data: { merchant, reason: rejectionReason! } });
      }
      return findMerchantRequest(tx, id);
    });
  }

  /** Staff mail a validated artisan a new link to their space (the older ones keep working until they expire). */
  async sendSpaceLink(id: string, actor: string): Promise<MerchantRequestResponse> {
    return this.db.transaction(async (tx) => {
      const row = await lockMerchant(tx, id);
      if (!canMerchant('space_link', row.status) || row.anonymizedAt) {
        throw new ApiError(HttpStatus.CONFLICT, MERCHANT_SPACE_MESSAGES.notActive, 'MERCHANT_NOT_ACTIVE');
      }
      const merchant = await artisanMailData(tx, row);
      await this.mail.enqueue(tx, { dedupKey: `merchant-space-link:staff:${randomUUID()}`, to: row.email, template: 'merchant-space-link', data: { merchant } });
      await this.audit.record(tx, { entityType: 'merchant_request', entityId: id, action: 'space_link_sent', actor, statusBefore: row.status, statusAfter: row.status });
      return findMerchantRequest(tx, id);
    });
  }

  /** Staff revoke every link of an artisan, space and calendar: none opens anything any more; the next mail carries a new one. */
  async revokeSpaceLinks(id: string, actor: string): Promise<MerchantRequestResponse> {
    return this.db.transaction(async (tx) => {
      const row = await lockMerchant(tx, id);
      const revoked = await revokeMerchantTokens(tx, id, this.clock.now());
      await this.audit.record(tx, {
        entityType: 'merchant_request',
        entityId: id,
        action: 'space_links_revoked',
        actor,
        statusBefore: row.status,
        statusAfter: row.status,
        reason: revokedLinksReason(revoked),
      });
      return findMerchantRequest(tx, id);
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
}

/** The artisan's row, locked for a staff action on their links; 404 when the id is not one. */
async function lockMerchant(tx: DbOrTx, id: string): Promise<MerchantRow> {
  const [row] = isUuid(id) ? await tx.select().from(merchantRequests).where(eq(merchantRequests.id, id)).for('update') : [];
  if (!row) throw new ApiError(HttpStatus.NOT_FOUND, MERCHANT_NOT_FOUND);
  return row;
}

function transitionRefusal(current: string, target: MerchantStatus): string {
  if (current === target) return `Cette candidature est déjà « ${merchantStatusLabel(current)} ».`;
  return `Une candidature « ${merchantStatusLabel(current)} » ne peut pas passer à « ${merchantStatusLabel(target)} ».`;
}
