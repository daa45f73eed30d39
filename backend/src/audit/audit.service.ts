import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { admins } from '../auth/auth.schema';
import { filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type DbOrTx } from '../database/database.types';
import { auditEvents } from './audit.schema';

export interface AuditEvent {
  entityType: 'parent_request' | 'merchant_request' | (string & {});
  entityId: string;
  action: string;
  /** An admin id, or `public`, `stripe`, `system`. */
  actor: string;
  statusBefore?: string | null;
  statusAfter?: string | null;
  reason?: string | null;
}

export interface AuditRecord {
  _id: string;
  id: string;
  entity_type: string;
  entity_id: string;
  action: string;
  actor: string;
  /** The admin's e-mail when the actor is an admin, else the actor itself. */
  actor_label: string;
  status_before: string | null;
  status_after: string | null;
  reason: string | null;
  createdAt: string;
}

export const AUDIT_SORTABLE = ['id', 'createdAt', 'action', 'actor', 'entity_type'] as const;

const SORT_COLUMNS = {
  id: auditEvents.id,
  createdAt: auditEvents.createdAt,
  action: auditEvents.action,
  actor: auditEvents.actor,
  entity_type: auditEvents.entityType,
} as const;

@Injectable()
export class AuditService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** One row per status change, written in the caller's transaction so history and state never disagree. */
  async record(tx: DbOrTx, event: AuditEvent): Promise<void> {
    await tx.insert(auditEvents).values({
      entityType: event.entityType,
      entityId: event.entityId,
      action: event.action,
      actor: event.actor,
      statusBefore: event.statusBefore ?? null,
      statusAfter: event.statusAfter ?? null,
      reason: event.reason ?? null,
      // The statement's time, not the transaction's (the column's now()): two events of one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    });
  }

  /** A record's history, oldest first unless asked otherwise. */
  async list(query: ListQuery): Promise<ListPage<AuditRecord>> {
    const conditions: SQL[] = [];
    const ids = filterIds(query.filter);
    if (ids) conditions.push(inArray(auditEvents.id, ids.filter(isUuid)));
    const entityId = filterString(query.filter, 'entity_id');
    if (entityId) conditions.push(eq(auditEvents.entityId, entityId));
    const entityType = filterString(query.filter, 'entity_type');
    if (entityType) conditions.push(eq(auditEvents.entityType, entityType));
    const where = conditions.length ? and(...conditions) : undefined;
    const column = SORT_COLUMNS[(query.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS] ?? auditEvents.createdAt;
    const order = (query.sort?.order ?? 'ASC') === 'ASC' ? asc(column) : desc(column);
    let select = this.db
      .select({ event: auditEvents, adminEmail: admins.email })
      .from(auditEvents)
      .leftJoin(admins, sql`${admins.id}::text = ${auditEvents.actor}`)
      .where(where)
      .orderBy(order, asc(auditEvents.createdAt), asc(auditEvents.id))
      .$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([select, this.db.select({ total: count() }).from(auditEvents).where(where)]);
    return {
      rows: rows.map(({ event, adminEmail }) => ({
        _id: event.id,
        id: event.id,
        entity_type: event.entityType,
        entity_id: event.entityId,
        action: event.action,
        actor: event.actor,
        actor_label: adminEmail ?? event.actor,
        status_before: event.statusBefore,
        status_after: event.statusAfter,
        reason: event.reason,
        createdAt: event.createdAt.toISOString(),
      })),
      total,
    };
  }
}
