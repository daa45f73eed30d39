import { BadRequestException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { filterDate, filterIds, filterString, type ListPage, type ListQuery } from '../common/list-query';
import { isCalendarDay } from '../common/paris-day';
import { cities } from '../cities/cities.schema';
import { CitiesService } from '../cities/cities.service';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import type { ParentRequestMailData } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { DEFAULT_MERCHANT_TYPE, type CreateParentRequestDto } from './dto/create-parent-request.dto';
import type { ProposalDto, SendProposalDto } from './dto/proposal.dto';
import type { UpdateNotesDto } from './dto/update-notes.dto';
import { canRefund, formatEuros, PAYMENT_STATE_LABELS, paymentState, REFUND_DUE_STATUSES, type PaymentState } from '../payments/payment-state';
import { buildSearchText, searchCondition } from './parent-request-search';
import {
  OPEN_PROPOSAL_STATUSES,
  PARENT_REQUEST_STATUSES,
  PARENT_REQUEST_STATUS_LABELS,
  PARENT_REQUEST_TABS,
  PARENT_REQUEST_TRANSITIONS,
  TRANSITION_REFUSALS,
  type ParentRequestAction,
  type ParentRequestStatus,
  type ParentRequestTab,
} from './parent-request-transitions';
import { parentRequests, proposals } from './parents.schema';

export type ParentRequestRow = typeof parentRequests.$inferSelect;
type ProposalRow = typeof proposals.$inferSelect;
type CityLabel = { id: string; nom: string; code_postal: string };

export interface ProposalRecord {
  _id: string;
  id: string;
  establishment_name: string;
  address: string;
  date: string;
  payment_link: string | null;
  status: string;
  createdAt: string;
  closedAt: string | null;
}

export interface ParentRequestRecord {
  _id: string;
  id: string;
  parent_firstname: string;
  parent_lastname: string;
  parent_email: string;
  parent_phone: string;
  child_firstname: string;
  child_age: number;
  target_address: string;
  target_city_id: { _id: string; id: string; nom: string; code_postal: string };
  desired_date: string;
  number_of_children: number;
  merchant_type: string;
  status: ParentRequestStatus;
  status_label: string;
  isPaymentAuthorized: boolean;
  paymentIntentId: string | null;
  paidAt: string | null;
  /** Where the deposit stands (payments/payment-state.ts) and its French label. */
  payment_state: PaymentState;
  payment_state_label: string;
  /** Whether "Rembourser l'acompte" is open for this request. */
  can_refund: boolean;
  /** Cents refunded so far, and when last. */
  refunded_amount: number;
  refunded_at: string | null;
  disputed_at: string | null;
  admin_notes: string | null;
  createdAt: string;
  updatedAt: string;
  /** The proposal in play or accepted, if any. */
  proposal: ProposalRecord | null;
  /** Every proposal made for this request, newest first. */
  proposals: ProposalRecord[];
}

export interface BulkCloseResult {
  closed: string[];
  failed: { id: string; message: string }[];
}

/** Who acted, as the audit history records it: an admin id, or `public`, `stripe`, `system`. */
export type Actor = string;

export const PARENT_REQUEST_SORTABLE = [
  'id',
  'createdAt',
  'updatedAt',
  'desired_date',
  'parent_lastname',
  'parent_firstname',
  'child_firstname',
  'child_age',
  'number_of_children',
  'status',
] as const;

const SORT_COLUMNS = {
  id: parentRequests.id,
  createdAt: parentRequests.createdAt,
  updatedAt: parentRequests.updatedAt,
  desired_date: parentRequests.desiredDate,
  parent_lastname: parentRequests.parentLastname,
  parent_firstname: parentRequests.parentFirstname,
  child_firstname: parentRequests.childFirstname,
  child_age: parentRequests.childAge,
  number_of_children: parentRequests.numberOfChildren,
  status: parentRequests.status,
} as const;

export const DEFAULT_CLOSE_REASON = "Archivé par l'administrateur";
export const NOT_FOUND_MESSAGE = 'Demande introuvable.';
export const PROPOSAL_EXISTS_MESSAGE =
  "Cette demande n'est plus disponible pour une proposition : une proposition est déjà en cours. Clôturez-la pour en créer une nouvelle.";

/** SPEC.md §4, each tab exactly as defined there. */
function tabCondition(tab: ParentRequestTab): SQL {
  const status = parentRequests.status;
  const paid = parentRequests.isPaymentAuthorized;
  switch (tab) {
    case 'deposit_paid':
      return and(eq(paid, true), eq(status, 'submitted'))!;
    case 'awaiting_balance':
      return eq(status, 'proposal_sent');
    case 'settled':
      return eq(status, 'accepted');
    case 'refused':
      return eq(status, 'parent_rejected');
    case 'archive':
      return or(eq(status, 'admin_closed'), and(eq(status, 'submitted'), eq(paid, false)))!;
  }
}

/** A filter on a calendar-day column (desired_date_gte…): YYYY-MM-DD, or a date-time whose day is taken. */
function dayFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const value = filterString(filter, name, 40)?.slice(0, 10);
  if (value !== undefined && !isCalendarDay(value)) {
    throw new ApiError(HttpStatus.BAD_REQUEST, `Le filtre ${name} doit être une date (AAAA-MM-JJ).`);
  }
  return value;
}

/** What the parent mails say about a request. */
function mailData(row: ParentRequestRow, city: CityLabel | undefined): ParentRequestMailData {
  return {
    _id: row.id,
    parent_firstname: row.parentFirstname,
    parent_lastname: row.parentLastname,
    child_firstname: row.childFirstname,
    child_age: row.childAge,
    desired_date: row.desiredDate,
    number_of_children: row.numberOfChildren,
    city_label: city ? `${city.nom} (${city.code_postal})` : row.targetCityId,
    merchant_type: row.merchantType,
  };
}

function toProposalRecord(row: ProposalRow): ProposalRecord {
  return {
    _id: row.id,
    id: row.id,
    establishment_name: row.establishmentName,
    address: row.address,
    date: row.date.toISOString(),
    payment_link: row.paymentLink,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class ParentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly cities: CitiesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /** Public form: a new request, `submitted` and unpaid. */
  async create(dto: CreateParentRequestDto): Promise<{ _id: string; id: string; status: ParentRequestStatus }> {
    const city = await this.cities.findCity(dto.target_city_id);
    if (!city) {
      const message = 'Veuillez choisir une ville dans la liste des suggestions.';
      throw new BadRequestException({ statusCode: 400, message, error: 'Bad Request', errors: [{ field: 'target_city_id', message }] });
    }
    const values = {
      parentFirstname: dto.parent_firstname,
      parentLastname: dto.parent_lastname,
      parentEmail: dto.parent_email.toLowerCase(),
      parentPhone: dto.parent_phone,
      childFirstname: dto.child_firstname,
      childAge: dto.child_age,
      targetAddress: dto.target_address,
      targetCityId: city.id,
      desiredDate: dto.desired_date,
      numberOfChildren: dto.number_of_children,
      merchantType: dto.merchant_type || DEFAULT_MERCHANT_TYPE,
      adminNotes: null,
    };
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(parentRequests)
        .values({ ...values, searchText: buildSearchText(values, city) })
        .returning();
      await this.audit.record(tx, { ...this.auditOf(created, 'public'), action: 'create', statusBefore: null });
      await this.mail.enqueue(tx, {
        dedupKey: `parent-request-received:${created.id}`,
        template: 'parent-request-received',
        to: created.parentEmail,
        data: { request: mailData(created, city) },
      });
      return created;
    });
    return { _id: row.id, id: row.id, status: row.status as ParentRequestStatus };
  }

  async list(query: ListQuery): Promise<ListPage<ParentRequestRecord>> {
    const where = this.listConditions(query.filter, true);
    const sortColumn = SORT_COLUMNS[(query.sort?.field ?? 'createdAt') as keyof typeof SORT_COLUMNS] ?? parentRequests.createdAt;
    const order = (query.sort?.order ?? 'DESC') === 'ASC' ? asc(sortColumn) : desc(sortColumn);
    let select = this.db
      .select({ request: parentRequests, city: { id: cities.id, nom: cities.nom, code_postal: cities.codePostal } })
      .from(parentRequests)
      .leftJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(where)
      .orderBy(order, desc(parentRequests.id))
      .$dynamic();
    if (query.range) select = select.limit(query.range.end - query.range.start + 1).offset(query.range.start);
    const [rows, [{ total }]] = await Promise.all([
      select,
      this.db.select({ total: count() }).from(parentRequests).where(where),
    ]);
    const proposalsByRequest = await this.proposalsOf(rows.map((r) => r.request.id));
    return {
      rows: rows.map((r) => this.toRecord(r.request, r.city, proposalsByRequest.get(r.request.id) ?? [])),
      total,
    };
  }

  /** The number of requests under each tab, following every other filter of the list. */
  async counts(filter: Record<string, unknown>): Promise<Record<ParentRequestTab, number>> {
    const where = this.listConditions(filter, false);
    const columns = Object.fromEntries(
      PARENT_REQUEST_TABS.map((tab) => [tab, sql<number>`count(*) filter (where ${tabCondition(tab)})`.mapWith(Number)]),
    ) as Record<ParentRequestTab, SQL.Aliased<number> | SQL<number>>;
    const [row] = await this.db.select(columns).from(parentRequests).where(where);
    return row as Record<ParentRequestTab, number>;
  }

  async findOne(id: string, db: DbOrTx = this.db): Promise<ParentRequestRecord> {
    if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const [row] = await db
      .select({ request: parentRequests, city: { id: cities.id, nom: cities.nom, code_postal: cities.codePostal } })
      .from(parentRequests)
      .leftJoin(cities, eq(cities.id, parentRequests.targetCityId))
      .where(eq(parentRequests.id, id));
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const history = await this.proposalsOf([id], db);
    return this.toRecord(row.request, row.city, history.get(id) ?? []);
  }

  /** The raw row, for the payment flow (undefined when the id is not a request). */
  async findRow(id: string, db: DbOrTx = this.db): Promise<ParentRequestRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(parentRequests).where(eq(parentRequests.id, id));
    return row;
  }

  /** The internal comment; the search column follows it. */
  async updateNotes(id: string, dto: UpdateNotesDto): Promise<ParentRequestRecord> {
    if (dto._id !== undefined && dto._id !== id) {
      throw new ApiError(HttpStatus.BAD_REQUEST, "L'identifiant du corps ne correspond pas à celui de l'adresse.");
    }
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const adminNotes = dto.admin_notes?.trim() || null;
      const city = await this.cityOf(tx, row.targetCityId);
      await tx
        .update(parentRequests)
        .set({ adminNotes, searchText: buildSearchText({ ...row, adminNotes }, city), updatedAt: new Date() })
        .where(eq(parentRequests.id, id));
      return this.findOne(id, tx);
    });
  }

  /**
   * Sends a proposal. An open proposal blocks a new one (PROPOSAL_EXISTS) unless forceNew, which closes it first.
   * The row lock makes concurrent calls queue: the second sees the first one's proposal.
   */
  async sendProposal(id: string, dto: SendProposalDto, actor: Actor): Promise<ParentRequestRecord> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'propose');
      const open = await this.openProposals(tx, id);
      if (open.length > 0 && dto.forceNew !== true) {
        throw new ApiError(HttpStatus.CONFLICT, PROPOSAL_EXISTS_MESSAGE, 'PROPOSAL_EXISTS');
      }
      await this.closeProposals(tx, open);
      const proposal = await this.insertProposal(tx, id, dto, 'sent');
      await this.moveTo(tx, row, 'propose', actor);
      await this.mail.enqueue(tx, {
        dedupKey: `parent-proposal:${id}:${proposal.id}`,
        template: 'parent-proposal',
        to: row.parentEmail,
        data: {
          request: mailData(row, await this.cityOf(tx, row.targetCityId)),
          proposal: { establishment_name: dto.establishment_name, address: dto.address, date: proposal.date.toISOString(), payment_link: dto.payment_link ?? null },
        },
      });
      return this.findOne(id, tx);
    });
  }

  /** Confirms the balance was paid; without an open proposal, asks for one instead (SPEC.md §4). */
  async validate(id: string, actor: Actor): Promise<{ result: { needsProposal: boolean }; request: ParentRequestRecord }> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'validate');
      const open = await this.openProposals(tx, id);
      if (open.length === 0) return { result: { needsProposal: true }, request: await this.findOne(id, tx) };
      await tx
        .update(proposals)
        .set({ status: 'accepted' })
        .where(inArray(proposals.id, open.map((p) => p.id)));
      await this.moveTo(tx, row, 'validate', actor);
      return { result: { needsProposal: false }, request: await this.findOne(id, tx) };
    });
  }

  /** A proposal arranged outside the site: stored as validated and the request accepted, no mail to the parent. */
  async createValidatedProposal(id: string, dto: ProposalDto, actor: Actor): Promise<ParentRequestRecord> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'validate');
      await this.closeProposals(tx, await this.openProposals(tx, id));
      await this.insertProposal(tx, id, dto, 'validated');
      await this.moveTo(tx, row, 'validate', actor, 'Proposition validée créée par l’administrateur');
      return this.findOne(id, tx);
    });
  }

  async reject(id: string, reason: string, actor: Actor): Promise<ParentRequestRecord> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'reject');
      await this.closeProposals(tx, await this.openProposals(tx, id));
      await this.moveTo(tx, row, 'reject', actor, reason);
      await this.mail.enqueue(tx, {
        dedupKey: `parent-request-refused:${id}`,
        template: 'parent-request-refused',
        to: row.parentEmail,
        data: { request: mailData(row, await this.cityOf(tx, row.targetCityId)), reason },
      });
      return this.findOne(id, tx);
    });
  }

  async close(id: string, reason: string | undefined, actor: Actor): Promise<ParentRequestRecord> {
    return this.db.transaction(async (tx) => {
      await this.closeInTransaction(tx, id, reason || DEFAULT_CLOSE_REASON, actor);
      return this.findOne(id, tx);
    });
  }

  /** Archives each request on its own, so one that cannot be archived does not stop the others. */
  async bulkClose(ids: string[], reason: string | undefined, actor: Actor): Promise<BulkCloseResult> {
    const result: BulkCloseResult = { closed: [], failed: [] };
    for (const id of [...new Set(ids)]) {
      try {
        await this.db.transaction((tx) => this.closeInTransaction(tx, id, reason || DEFAULT_CLOSE_REASON, actor));
        result.closed.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result.failed.push({ id, message: error.message });
      }
    }
    return result;
  }

  /**
   * The deposit is paid: the flag, the intent and the time, once. Answers whether this call made the change,
   * so the caller (webhook, status check, demo confirmation) cannot apply it twice. A refunded deposit is never
   * marked paid again (a late status check or replayed success). On a request already archived or refused the
   * payment is recorded as owed back ("à rembourser"): the request stays where it is and the parent is not told
   * the workshop is booked.
   */
  async markDepositPaid(tx: Transaction, requestId: string, paymentIntentId: string, actor: Actor): Promise<boolean> {
    const [paid] = await tx
      .update(parentRequests)
      .set({ isPaymentAuthorized: true, paymentIntentId, paidAt: new Date(), refundDue: inArray(parentRequests.status, REFUND_DUE_STATUSES), updatedAt: new Date() })
      .where(and(eq(parentRequests.id, requestId), eq(parentRequests.isPaymentAuthorized, false), isNull(parentRequests.refundedAt)))
      .returning();
    if (!paid) return false;
    const data = { request: mailData(paid, await this.cityOf(tx, paid.targetCityId)) };
    if (paid.refundDue) {
      await this.audit.record(tx, {
        ...this.auditOf(paid, actor),
        action: 'deposit_to_refund',
        statusBefore: paid.status,
        reason: `Acompte réglé (${paymentIntentId}) pour une demande déjà archivée ou refusée : à rembourser`,
      });
      await this.mail.enqueue(tx, { dedupKey: `operator-deposit-to-refund:${requestId}`, template: 'operator-deposit-to-refund', data });
      return true;
    }
    await this.audit.record(tx, {
      ...this.auditOf(paid, actor),
      action: 'deposit_paid',
      statusBefore: paid.status,
      reason: `Acompte réglé (${paymentIntentId})`,
    });
    await this.mail.enqueue(tx, { dedupKey: `parent-deposit-paid:${requestId}`, template: 'parent-deposit-paid', to: paid.parentEmail, data });
    await this.mail.enqueue(tx, { dedupKey: `operator-new-paid-request:${requestId}`, template: 'operator-new-paid-request', data });
    return true;
  }

  /**
   * A refund of the deposit, recorded once per refund id (the caller locks the request's row with lockRow, inserts
   * the refund row and calls this only for a new one): the amount and date on the request, an audit row, a mail to
   * the parent. Once the refunds reach the amount paid, the deposit no longer counts as paid.
   */
  async recordRefund(tx: Transaction, row: ParentRequestRow, refund: { id: string; amount: number }, paidAmount: number, actor: Actor): Promise<void> {
    const refundedAmount = row.refundedAmount + refund.amount;
    const full = refundedAmount >= paidAmount;
    const [updated] = await tx
      .update(parentRequests)
      .set({ refundedAmount, refundedAt: new Date(), isPaymentAuthorized: row.isPaymentAuthorized && !full, updatedAt: new Date() })
      .where(eq(parentRequests.id, row.id))
      .returning();
    const euros = formatEuros(refund.amount);
    await this.audit.record(tx, {
      ...this.auditOf(updated, actor),
      action: full ? 'deposit_refunded' : 'deposit_partially_refunded',
      statusBefore: row.status,
      reason: `${full ? 'Acompte remboursé' : 'Remboursement partiel'} : ${euros} (${refund.id})`,
    });
    await this.mail.enqueue(tx, {
      dedupKey: `parent-deposit-refunded:${row.id}:${refund.id}`,
      template: 'parent-deposit-refunded',
      to: row.parentEmail,
      data: { request: mailData(row, await this.cityOf(tx, row.targetCityId)), amount: euros },
    });
  }

  /**
   * The parent's bank disputes the deposit: flagged, an audit row and the operator mailed, once (a dispute told
   * again under another event id, or a second one on a request already flagged, changes nothing).
   */
  async markDisputed(tx: Transaction, requestId: string, dispute: { id: string; amount: number; reason: string }, actor: Actor): Promise<void> {
    const row = await this.lock(tx, requestId);
    if (row.disputedAt) return;
    const [updated] = await tx
      .update(parentRequests)
      .set({ disputedAt: new Date(), updatedAt: new Date() })
      .where(eq(parentRequests.id, requestId))
      .returning();
    const euros = formatEuros(dispute.amount);
    await this.audit.record(tx, {
      ...this.auditOf(updated, actor),
      action: 'deposit_disputed',
      statusBefore: row.status,
      reason: `Paiement contesté : ${euros}, motif « ${dispute.reason} » (${dispute.id})`,
    });
    await this.mail.enqueue(tx, {
      dedupKey: `operator-deposit-disputed:${requestId}`,
      template: 'operator-deposit-disputed',
      data: { request: mailData(row, await this.cityOf(tx, row.targetCityId)), amount: euros, reason: dispute.reason },
    });
  }

  /** The row, locked for the caller's transaction (the refund action); 404 when it is not a request. */
  lockRow(tx: Transaction, id: string): Promise<ParentRequestRow> {
    return this.lock(tx, id);
  }

  /** The intent currently offered to the parent (shown on the admin record). */
  async setPaymentIntent(db: DbOrTx, requestId: string, paymentIntentId: string): Promise<void> {
    await db
      .update(parentRequests)
      .set({ paymentIntentId, updatedAt: new Date() })
      .where(and(eq(parentRequests.id, requestId), eq(parentRequests.isPaymentAuthorized, false)));
  }

  private async closeInTransaction(tx: Transaction, id: string, reason: string, actor: Actor): Promise<void> {
    const row = await this.lockFor(tx, id, 'close');
    await this.closeProposals(tx, await this.openProposals(tx, id));
    await this.moveTo(tx, row, 'close', actor, reason);
    await this.mail.enqueue(tx, {
      dedupKey: `parent-request-archived:${id}`,
      template: 'parent-request-archived',
      to: row.parentEmail,
      data: { request: mailData(row, await this.cityOf(tx, row.targetCityId)), reason },
    });
  }

  private listConditions(filter: Record<string, unknown>, withTab: boolean): SQL | undefined {
    const conditions: SQL[] = [];
    const ids = filterIds(filter);
    if (ids) conditions.push(inArray(parentRequests.id, ids.filter(isUuid)));
    if (withTab) {
      const tab = filterString(filter, 'tab', 40);
      if (tab !== undefined) {
        if (!(PARENT_REQUEST_TABS as readonly string[]).includes(tab)) {
          throw new ApiError(HttpStatus.BAD_REQUEST, `Le filtre tab doit valoir ${PARENT_REQUEST_TABS.join(', ')}.`);
        }
        conditions.push(tabCondition(tab as ParentRequestTab));
      }
    }
    const status = filter.status;
    if (status !== undefined && status !== null && status !== '') {
      const statuses = Array.isArray(status) ? status : [status];
      if (!statuses.every((s) => (PARENT_REQUEST_STATUSES as unknown[]).includes(s))) {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'Le filtre status est invalide.');
      }
      conditions.push(inArray(parentRequests.status, statuses as string[]));
    }
    const paid = filter.isPaymentAuthorized;
    if (paid !== undefined && paid !== null && paid !== '') {
      if (typeof paid !== 'boolean') throw new ApiError(HttpStatus.BAD_REQUEST, 'Le filtre isPaymentAuthorized doit valoir true ou false.');
      conditions.push(paid ? eq(parentRequests.isPaymentAuthorized, true) : not(parentRequests.isPaymentAuthorized));
    }
    const desiredFrom = dayFilter(filter, 'desired_date_gte');
    if (desiredFrom) conditions.push(gte(parentRequests.desiredDate, desiredFrom));
    const desiredTo = dayFilter(filter, 'desired_date_lte');
    if (desiredTo) conditions.push(lte(parentRequests.desiredDate, desiredTo));
    const createdFrom = filterDate(filter, 'createdAt_gte');
    if (createdFrom) conditions.push(gte(parentRequests.createdAt, createdFrom));
    const createdTo = filterDate(filter, 'createdAt_lte');
    if (createdTo) conditions.push(lte(parentRequests.createdAt, createdTo));
    const q = filterString(filter, 'q');
    const search = q ? searchCondition(q) : undefined;
    if (search) conditions.push(search);
    return conditions.length ? and(...conditions) : undefined;
  }

  private async lock(tx: Transaction, id: string): Promise<ParentRequestRow> {
    if (!isUuid(id)) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    const [row] = await tx.select().from(parentRequests).where(eq(parentRequests.id, id)).for('update');
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    return row;
  }

  /** Locks the row and checks the action is allowed from its current status. */
  private async lockFor(tx: Transaction, id: string, action: ParentRequestAction): Promise<ParentRequestRow> {
    const row = await this.lock(tx, id);
    if (!PARENT_REQUEST_TRANSITIONS[action].from.includes(row.status as ParentRequestStatus)) {
      throw new ApiError(HttpStatus.CONFLICT, TRANSITION_REFUSALS[action], 'STATUS_NOT_ALLOWED');
    }
    return row;
  }

  /** The status change, conditional on the status read under the lock, and its audit row. */
  private async moveTo(tx: Transaction, row: ParentRequestRow, action: ParentRequestAction, actor: Actor, reason?: string): Promise<ParentRequestRow> {
    const [updated] = await tx
      .update(parentRequests)
      .set({ status: PARENT_REQUEST_TRANSITIONS[action].to, updatedAt: new Date() })
      .where(and(eq(parentRequests.id, row.id), eq(parentRequests.status, row.status)))
      .returning();
    if (!updated) throw new ApiError(HttpStatus.CONFLICT, TRANSITION_REFUSALS[action], 'STATUS_NOT_ALLOWED');
    await this.audit.record(tx, { ...this.auditOf(updated, actor), action, statusBefore: row.status, reason: reason ?? null });
    return updated;
  }

  private auditOf(row: ParentRequestRow, actor: Actor) {
    return { entityType: 'parent_request' as const, entityId: row.id, actor, statusAfter: row.status };
  }

  private openProposals(tx: Transaction, requestId: string): Promise<ProposalRow[]> {
    return tx
      .select()
      .from(proposals)
      .where(and(eq(proposals.parentRequestId, requestId), inArray(proposals.status, [...OPEN_PROPOSAL_STATUSES])));
  }

  private async closeProposals(tx: Transaction, open: ProposalRow[]): Promise<void> {
    if (open.length === 0) return;
    await tx
      .update(proposals)
      .set({ status: 'closed', closedAt: new Date() })
      .where(inArray(proposals.id, open.map((p) => p.id)));
  }

  private async insertProposal(tx: Transaction, requestId: string, dto: ProposalDto, status: 'sent' | 'validated'): Promise<ProposalRow> {
    const [proposal] = await tx
      .insert(proposals)
      .values({
        parentRequestId: requestId,
        establishmentName: dto.establishment_name,
        address: dto.address,
        date: new Date(dto.date),
        paymentLink: dto.payment_link ?? null,
        status,
      })
      .returning();
    return proposal;
  }

  private async cityOf(db: DbOrTx, cityId: string): Promise<CityLabel | undefined> {
    const [city] = await db
      .select({ id: cities.id, nom: cities.nom, code_postal: cities.codePostal })
      .from(cities)
      .where(eq(cities.id, cityId));
    return city;
  }

  private async proposalsOf(requestIds: string[], db: DbOrTx = this.db): Promise<Map<string, ProposalRow[]>> {
    const byRequest = new Map<string, ProposalRow[]>();
    if (requestIds.length === 0) return byRequest;
    const rows = await db
      .select()
      .from(proposals)
      .where(inArray(proposals.parentRequestId, requestIds))
      .orderBy(desc(proposals.createdAt), desc(proposals.id));
    for (const row of rows) {
      const list = byRequest.get(row.parentRequestId) ?? [];
      list.push(row);
      byRequest.set(row.parentRequestId, list);
    }
    return byRequest;
  }

  private toRecord(row: ParentRequestRow, city: CityLabel | null, history: ProposalRow[]): ParentRequestRecord {
    const status = row.status as ParentRequestStatus;
    const current = history.find((p) => p.status !== 'closed');
    const state = paymentState(row);
    return {
      _id: row.id,
      id: row.id,
      parent_firstname: row.parentFirstname,
      parent_lastname: row.parentLastname,
      parent_email: row.parentEmail,
      parent_phone: row.parentPhone,
      child_firstname: row.childFirstname,
      child_age: row.childAge,
      target_address: row.targetAddress,
      target_city_id: {
        _id: row.targetCityId,
        id: row.targetCityId,
        nom: city?.nom ?? '',
        code_postal: city?.code_postal ?? '',
      },
      desired_date: row.desiredDate,
      number_of_children: row.numberOfChildren,
      merchant_type: row.merchantType,
      status,
      status_label: PARENT_REQUEST_STATUS_LABELS[status] ?? status,
      isPaymentAuthorized: row.isPaymentAuthorized,
      paymentIntentId: row.paymentIntentId,
      paidAt: row.paidAt?.toISOString() ?? null,
      payment_state: state,
      payment_state_label: PAYMENT_STATE_LABELS[state],
      can_refund: canRefund(row),
      refunded_amount: row.refundedAmount,
      refunded_at: row.refundedAt?.toISOString() ?? null,
      disputed_at: row.disputedAt?.toISOString() ?? null,
      admin_notes: row.adminNotes,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      proposal: current ? toProposalRecord(current) : null,
      proposals: history.map(toProposalRecord),
    };
  }
}
