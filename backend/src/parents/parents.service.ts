import { BadRequestException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CREDIT_CODE_MESSAGES, DEFAULT_MERCHANT_TYPE, DEPOSIT_CENTS, type ParentRequestStatus, TERMS_VERSIONS } from '@ptits-mitrons/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../database/database.types';
import { AuditService } from '../audit/audit.service';
import { CitiesService } from '../cities/cities.service';
import { ApiError } from '../common/api-error';
import type { ListPage, ListQuery } from '../common/list-query';
import { DATABASE, type Database } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import type { CreateParentRequestDto } from './dto/create-parent-request.dto';
import type { ProposalDto, SendProposalDto } from './dto/proposal.dto';
import type { UpdateNotesDto } from './dto/update-notes.dto';
import { cityOf, countParentRequestsByTab, findParentRequest, listParentRequests, lockParentRequest } from './parent-request-queries';
import { auditOf, type Actor } from './parent-request-record';
import { parentMailData } from './parent-space-tokens';
import { buildSearchText } from './parent-request-search';
import { ParentRequestPaymentsService } from './parent-request-payments.service';
import { ParentRequestTransitionsService } from './parent-request-transitions.service';
import { credits, parentRequests } from './parents.schema';
import { RECEIPT_ISSUER, receiptSource, type ReceiptIssuer } from './receipt-issuer';
import type { BulkCloseResponse, ParentRequestCountsResponse, ParentRequestResponse } from './dto/parent-request.response';
import type { CreatedParentRequestResponse } from '../common/api-docs';

export { PARENT_REQUEST_SORTABLE } from './parent-request-queries';

/**
 * What the controllers call: the public form, the admin list and record, the internal comment; the operator's
 * status actions are ParentRequestTransitionsService's, reached through here.
 */
@Injectable()
export class ParentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly cities: CitiesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly transitions: ParentRequestTransitionsService,
    @Inject(RECEIPT_ISSUER) private readonly receipts: ReceiptIssuer,
    private readonly depositMails: ParentRequestPaymentsService,
  ) {}

  /**
   * Public form: a new request, `submitted` and unpaid; or, with a valid unused credit code, paid by that credit
   * in the same transaction (no card payment). A refused code creates nothing and sends nothing.
   */
  async create(dto: CreateParentRequestDto): Promise<CreatedParentRequestResponse & { status: ParentRequestStatus }> {
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
      allergies: dto.allergies ?? null,
      adminNotes: null,
    };
    const row = await this.db.transaction(async (tx) => {
      const credit = dto.credit_code ? await this.lockUsableCredit(tx, dto.credit_code) : undefined;
      const [created] = await tx
        .insert(parentRequests)
        .values({ ...values, searchText: buildSearchText(values, city), termsAcceptedAt: sql`now()`, termsVersion: TERMS_VERSIONS.cgv })
        .returning();
      await this.audit.record(tx, { ...auditOf(created, 'public'), action: 'create', statusBefore: null });
      if (credit) return this.payByCredit(tx, created, credit, city);
      await this.mail.enqueueOnce(tx, `parent-request-received:${created.id}`, async () => ({
        template: 'parent-request-received',
        to: created.parentEmail,
        data: { request: await parentMailData(tx, created, city) },
      }));
      return created;
    });
    const answer = { _id: row.id, id: row.id, status: row.status as ParentRequestStatus };
    return row.isPaymentAuthorized ? { ...answer, paidByCredit: true } : answer;
  }

  /** The credit, locked until the transaction ends: two forms with one code queue, the second finds it used. */
  private async lockUsableCredit(tx: Transaction, code: string): Promise<typeof credits.$inferSelect> {
    const [credit] = await tx.select().from(credits).where(eq(credits.code, code)).for('update');
    if (!credit) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, CREDIT_CODE_MESSAGES.unknown, 'CREDIT_UNKNOWN');
    if (credit.usedByRequestId) throw new ApiError(HttpStatus.CONFLICT, CREDIT_CODE_MESSAGES.used, 'CREDIT_USED');
    if (credit.amount < DEPOSIT_CENTS) throw new ApiError(HttpStatus.CONFLICT, CREDIT_CODE_MESSAGES.insufficient, 'CREDIT_INSUFFICIENT');
    return credit;
  }

  /** The deposit paid by a credit: the credit used once, the request paid, the deposit's mails as for a card. */
  private async payByCredit(
    tx: Transaction,
    created: typeof parentRequests.$inferSelect,
    credit: typeof credits.$inferSelect,
    city: Awaited<ReturnType<CitiesService['findCity']>>,
  ): Promise<typeof parentRequests.$inferSelect> {
    const now = new Date();
    await tx.update(credits).set({ usedByRequestId: created.id, usedAt: now }).where(eq(credits.id, credit.id));
    const [paid] = await tx
      .update(parentRequests)
      .set({ isPaymentAuthorized: true, paidAt: now, updatedAt: now })
      .where(eq(parentRequests.id, created.id))
      .returning();
    await this.audit.record(tx, { ...auditOf(paid, 'public'), action: 'paid_by_credit', statusBefore: created.status, reason: `Avoir ${credit.code}` });
    const receipt = await this.receipts.issue(tx, {
      requestId: paid.id,
      sourceKey: receiptSource.credit(credit.id),
      purpose: 'credit',
      amount: DEPOSIT_CENTS,
      creditCode: credit.code,
    });
    await this.depositMails.sendDepositMails(tx, paid, city ?? undefined, receipt);
    return paid;
  }

  list(query: ListQuery): Promise<ListPage<ParentRequestResponse>> {
    return listParentRequests(this.db, query);
  }

  /** The number of requests under each tab, following every other filter of the list. */
  counts(filter: Record<string, unknown>): Promise<ParentRequestCountsResponse> {
    return countParentRequestsByTab(this.db, filter);
  }

  findOne(id: string): Promise<ParentRequestResponse> {
    return findParentRequest(this.db, id);
  }

  /** The internal comment; the search column follows it. */
  async updateNotes(id: string, dto: UpdateNotesDto): Promise<ParentRequestResponse> {
    if (dto._id !== undefined && dto._id !== id) {
      throw new ApiError(HttpStatus.BAD_REQUEST, "L'identifiant du corps ne correspond pas à celui de l'adresse.");
    }
    return this.db.transaction(async (tx) => {
      const row = await lockParentRequest(tx, id);
      const adminNotes = dto.admin_notes?.trim() || null;
      const city = await cityOf(tx, row.targetCityId);
      await tx
        .update(parentRequests)
        .set({ adminNotes, searchText: buildSearchText({ ...row, adminNotes }, city), updatedAt: new Date() })
        .where(eq(parentRequests.id, id));
      return findParentRequest(tx, id);
    });
  }

  sendProposal(id: string, dto: SendProposalDto, actor: Actor): Promise<ParentRequestResponse> {
    return this.transitions.sendProposal(id, dto, actor);
  }

  validate(id: string, actor: Actor): Promise<{ result: { needsProposal: boolean }; request: ParentRequestResponse }> {
    return this.transitions.validate(id, actor);
  }

  createValidatedProposal(id: string, dto: ProposalDto, actor: Actor): Promise<ParentRequestResponse> {
    return this.transitions.createValidatedProposal(id, dto, actor);
  }

  reject(id: string, reason: string, actor: Actor): Promise<ParentRequestResponse> {
    return this.transitions.reject(id, reason, actor);
  }

  close(id: string, reason: string | undefined, actor: Actor): Promise<ParentRequestResponse> {
    return this.transitions.close(id, reason, actor);
  }

  bulkClose(ids: string[], reason: string | undefined, actor: Actor): Promise<BulkCloseResponse> {
    return this.transitions.bulkClose(ids, reason, actor);
  }
}
