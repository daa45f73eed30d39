import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  ERASURE_AUDIT_REASON,
  erasurePending,
  erasurePendingText,
  PARENT_DATA_MESSAGES,
  PARENT_ERASURE_LINK_HOURS,
  PARENT_REQUEST_STATUS_LABELS,
  paymentState,
  workshopDay,
  type ParentRequestStatus,
} from '@ptits-mitrons/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { auditEvents } from '../audit/audit.schema';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import { mailOutbox } from '../mail/mail.schema';
import { MailService } from '../mail/mail.service';
import { cityOf, findParentRequestRow, NOT_FOUND_MESSAGE } from '../parents/parent-request-queries';
import type { ParentRequestRow } from '../parents/parent-request-record';
import { currentProposal, parentMailData, resolveParentSpace } from '../parents/parent-space-tokens';
import { parentRequests } from '../parents/parents.schema';
import { depositRefunds, paymentIntents } from '../payments/payments.schema';
import { anonymizeRecords, type AnonymizationEntry } from '../retention/anonymization';
import { EXPORT_EXCLUDED_TABLES, exportedRow, tablesLinkedToParentRequests } from './parent-data-tables';
import type {
  ParentDataExportResponse,
  ParentErasureRequestResponse,
  ParentErasureResponse,
  ParentErasureStatusResponse,
} from './dto/parent-data.response';

/** What the mailed erasure link's token says: the purpose keeps it from opening anything else. */
const ERASURE_PURPOSE = 'parent-data-erasure';
interface ErasureClaims {
  purpose: typeof ERASURE_PURPOSE;
  /** The request whose space asked. */
  sub: string;
  /** The address (lower case) whose requests are erased. */
  email: string;
}

/**
 * One confirmation mail per request and quarter of an hour (its dedup key): a double click or a retried call sends
 * one mail, and a parent who lost it can ask again a quarter of an hour later.
 */
const CONFIRMATION_MAIL_WINDOW_MS = 15 * 60_000;

/** A balance payment the provider has not settled yet (Stripe's statuses between the card and the money). */
const IN_FLIGHT_INTENT_STATUSES = ['processing', 'requires_action', 'requires_confirmation', 'requires_capture'];

const EXPORT_NOTES = [
  "Ce fichier contient tout ce que nous conservons sur votre adresse e-mail : vos demandes, leur historique, les propositions, les offres faites aux artisans (leur issue), les paiements, remboursements, avoirs et numéros de reçus, et les e-mails envoyés (objet et date).",
  'Les reçus au format PDF se téléchargent depuis votre espace ; les sommes versées aux artisans, leurs noms et leurs réponses ne sont pas vos données et ne figurent pas ici.',
  'Les dates sont en UTC (ISO 8601), les montants en centimes d’euro.',
];

/**
 * The parent's data rights over every request of an address: the JSON export, and the erasure (confirmed by a mailed
 * link from the space; at once for staff), which anonymises each request with nothing pending through the retention
 * job's own anonymisation, and leaves the others with the reason and the day it becomes possible.
 */
@Injectable()
export class ParentDataService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly jwt: JwtService,
  ) {}

  /** The export from the space: the token's request gives the address. */
  async exportForSpace(token: string): Promise<ParentDataExportResponse> {
    const { row } = await resolveParentSpace(this.db, token, this.clock.now());
    return this.exportOf(row, 'public');
  }

  /** The export from the back office (a right exercised by mail); an anonymised request exports what is left of it. */
  async exportForStaff(id: string, adminId: string): Promise<ParentDataExportResponse> {
    return this.exportOf(await this.findRow(id), adminId);
  }

  /** The space's « Effacer mes données »: what each request of the address allows now. */
  async erasureStatus(token: string): Promise<ParentErasureStatusResponse> {
    const now = this.clock.now();
    const { row } = await resolveParentSpace(this.db, token, now);
    const requests = await Promise.all((await this.requestsOf(this.db, row.parentEmail)).map((each) => this.erasureView(this.db, each, now)));
    return { requests, erasable: requests.filter((each) => !each.pending).length };
  }

  /**
   * Mails the confirmation link to the address, once per request and window (the dedup key); 409 with the reasons
   * when every request of the address is held. The token is built inside the mail's build, so a replay signs nothing.
   */
  async requestErasure(token: string): Promise<{ message: string }> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const { row } = await resolveParentSpace(tx, token, now, tx);
      await this.erasableOrRefuse(tx, row.parentEmail, now);
      const window = Math.floor(now.getTime() / CONFIRMATION_MAIL_WINDOW_MS);
      await this.mail.enqueueOnce(tx, `parent-erasure-confirmation:${row.id}:${window}`, async () => {
        const claims: ErasureClaims = { purpose: ERASURE_PURPOSE, sub: row.id, email: row.parentEmail.toLowerCase() };
        const confirmation = await this.jwt.signAsync(claims, { expiresIn: `${PARENT_ERASURE_LINK_HOURS}h` });
        return {
          template: 'parent-erasure-confirmation',
          to: row.parentEmail,
          data: { request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)), erasure: { confirmation } },
        };
      });
    });
    return { message: PARENT_DATA_MESSAGES.confirmationSent };
  }

  /** The mailed link, confirmed: erases every request of its address with nothing pending. */
  async confirmErasure(confirmation: string): Promise<ParentErasureResponse> {
    const claims = await this.verify(confirmation);
    return this.erase(claims.email, { action: 'erase', actor: 'public', reason: ERASURE_AUDIT_REASON.parent });
  }

  /** Staff's erasure from a request's page (no mail: the back office's dialog confirms); same rule as the parent's. */
  async eraseForStaff(id: string, adminId: string): Promise<ParentErasureResponse> {
    const row = await this.findRow(id);
    if (row.anonymizedAt) return { message: PARENT_DATA_MESSAGES.alreadyErased, erased: [], pending: [] };
    const answer = await this.erase(row.parentEmail.toLowerCase(), { action: 'erase', actor: adminId, reason: ERASURE_AUDIT_REASON.staff });
    return answer.erased.length > 0 ? { ...answer, message: PARENT_DATA_MESSAGES.staffErased(answer.erased.length) } : answer;
  }

  private async findRow(id: string): Promise<ParentRequestRow> {
    const row = isUuid(id) ? await findParentRequestRow(this.db, id) : undefined;
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, NOT_FOUND_MESSAGE);
    return row;
  }

  private async verify(confirmation: string): Promise<ErasureClaims> {
    const invalid = () => new ApiError(HttpStatus.BAD_REQUEST, PARENT_DATA_MESSAGES.confirmationInvalid, 'ERASURE_LINK_INVALID');
    let claims: Partial<ErasureClaims>;
    try {
      claims = await this.jwt.verifyAsync<ErasureClaims>(confirmation);
    } catch {
      throw invalid();
    }
    if (claims.purpose !== ERASURE_PURPOSE || typeof claims.email !== 'string' || typeof claims.sub !== 'string') throw invalid();
    return claims as ErasureClaims;
  }

  /**
   * In one transaction with every request of the address locked (in id order, so two erasures queue instead of
   * deadlocking): the requests with nothing pending are anonymised, the others answered with their reason. None
   * left: nothing to do (a second erasure); none free: 409 with the reasons.
   */
  private erase(email: string, entry: AnonymizationEntry): Promise<ParentErasureResponse> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const rows = await this.requestsOf(tx, email, tx);
      if (rows.length === 0) return { message: PARENT_DATA_MESSAGES.alreadyErased, erased: [], pending: [] };
      const views = await this.erasableOrRefuse(tx, email, now, rows);
      const free = rows.filter((row) => !views.find((view) => view._id === row.id)!.pending);
      await anonymizeRecords(tx, 'parent_request', free.map((row) => ({ id: row.id, email: row.parentEmail })), entry);
      return { message: PARENT_DATA_MESSAGES.erased(free.length), erased: free.map((row) => row.id), pending: views.filter((view) => view.pending) };
    });
  }

  /** Each request's view; 409 ERASURE_PENDING (the reasons, in French) when none can be erased now. */
  private async erasableOrRefuse(tx: Transaction, email: string, now: Date, known?: ParentRequestRow[]): Promise<ParentErasureRequestResponse[]> {
    const rows = known ?? (await this.requestsOf(tx, email));
    const views = await Promise.all(rows.map((row) => this.erasureView(tx, row, now)));
    const held = views.filter((view) => view.pending);
    if (held.length === views.length && held.length > 0) {
      throw new ApiError(HttpStatus.CONFLICT, PARENT_DATA_MESSAGES.nothingErasable(held.map((view) => view.pending!.text)), 'ERASURE_PENDING');
    }
    return views;
  }

  /** The address's requests not anonymised yet, oldest first; locked (id order) with a transaction. */
  private async requestsOf(db: DbOrTx, email: string, lock?: Transaction): Promise<ParentRequestRow[]> {
    const where = and(sql`lower(${parentRequests.parentEmail}) = ${email.toLowerCase()}`, isNull(parentRequests.anonymizedAt));
    if (lock) return lock.select().from(parentRequests).where(where).orderBy(asc(parentRequests.id)).for('update');
    return db.select().from(parentRequests).where(where).orderBy(asc(parentRequests.createdAt));
  }

  /** What holds a request (a workshop ahead, money owed back, a dispute, a balance being paid), by the domain's rule. */
  private async erasureView(db: DbOrTx, row: ParentRequestRow, now: Date): Promise<ParentErasureRequestResponse> {
    const proposal = await currentProposal(db, row.id);
    const day = workshopDay(row.desiredDate, proposal?.date);
    const balances = await db.select().from(paymentIntents).where(and(eq(paymentIntents.parentRequestId, row.id), eq(paymentIntents.purpose, 'balance')));
    const refunds = await db.select().from(depositRefunds).where(eq(depositRefunds.parentRequestId, row.id));
    const refunded = (intentId: string) =>
      refunds.filter((refund) => refund.paymentIntentId === intentId && refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);
    // A balance received for a proposal no longer open (`balance_to_refund`) is owed back until refunded.
    const balanceOwed = balances.some((intent) => intent.status === 'succeeded' && intent.id !== row.balancePaymentIntentId && refunded(intent.id) < intent.amount);
    const pending = erasurePending(
      {
        status: row.status as ParentRequestStatus,
        workshopDay: day,
        moneyToRefund: paymentState(row) === 'to_refund' || balanceOwed,
        disputedAt: row.disputedAt,
        balanceInPayment: balances.some((intent) => IN_FLIGHT_INTENT_STATUSES.includes(intent.status)),
      },
      now,
    );
    const status = row.status as ParentRequestStatus;
    return {
      _id: row.id,
      child_firstname: row.childFirstname,
      workshop_day: day,
      status_label: PARENT_REQUEST_STATUS_LABELS[status] ?? status,
      pending: pending && { reason: pending.reason, possible_from: pending.possibleFrom, text: erasurePendingText(pending, day) },
    };
  }

  /**
   * Every table linked to the requests (derived from the schema), their history, and the mails sent to the address
   * (subjects and dates). Each exported request gets a history entry saying who exported it.
   */
  private async exportOf(row: ParentRequestRow, actor: string): Promise<ParentDataExportResponse> {
    const requests = row.anonymizedAt ? [row] : await this.requestsOf(this.db, row.parentEmail);
    const ids = requests.map((each) => each.id);
    const tables: ParentDataExportResponse['tables'] = {
      parent_requests: requests.map((each) => exportedRow('parent_requests', parentRequests, each)),
    };
    for (const { name, table, links } of tablesLinkedToParentRequests()) {
      if (name in EXPORT_EXCLUDED_TABLES) continue;
      const rows = await this.db
        .select()
        .from(table)
        .where(or(...links.map((column) => inArray(column, ids))));
      tables[name] = rows.map((each) => exportedRow(name, table, each as Record<string, unknown>));
    }
    const history = await this.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'parent_request'), inArray(auditEvents.entityId, ids)))
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    // Staff are named by role: their accounts' ids are the operator's internal data.
    tables.audit_events = history.map((event) =>
      exportedRow('audit_events', auditEvents, { ...event, actor: isUuid(event.actor) ? 'staff' : event.actor }),
    );
    const mails = row.anonymizedAt
      ? []
      : await this.db
          .select()
          .from(mailOutbox)
          .where(sql`lower(${mailOutbox.recipient}) = ${row.parentEmail.toLowerCase()}`)
          .orderBy(asc(mailOutbox.createdAt));
    await this.db.transaction(async (tx) => {
      for (const each of requests) {
        await this.audit.record(tx, { entityType: 'parent_request', entityId: each.id, actor, action: 'data_exported', statusBefore: each.status, statusAfter: each.status });
      }
    });
    return {
      format: 'ptits-mitrons/donnees-parent/1',
      exported_at: this.clock.now().toISOString(),
      email: row.parentEmail,
      notes: EXPORT_NOTES,
      tables,
      mails: mails.map((mail) => ({
        template: mail.template,
        subject: mail.subject,
        status: mail.status,
        created_at: mail.createdAt.toISOString(),
        sent_at: mail.sentAt?.toISOString() ?? null,
      })),
    };
  }
}
