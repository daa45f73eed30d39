import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  canParentRequest,
  cancellationOutcome,
  formatEuros,
  CANCELLED_BY_PARENT_REASON,
  DEFAULT_CLOSE_REASON,
  OPEN_PROPOSAL_STATUSES,
  PARENT_REQUEST_REFUSALS,
  PARENT_REQUEST_TRANSITIONS,
  type ParentRequestAction,
} from '@ptits-mitrons/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { DATABASE, type Database, type Transaction } from '../database/database.types';
import { MailService } from '../mail/mail.service';
import { issueCredit } from './credits';
import type { ProposalDto, SendProposalDto } from './dto/proposal.dto';
import { cityOf, findParentRequest, lockParentRequest } from './parent-request-queries';
import { auditOf, mailData, proposalMailData, type Actor, type ParentRequestRow, type ProposalRow } from './parent-request-record';
import { parentMailData, type ParentSpaceSubject } from './parent-space-tokens';
import { parentRequests, proposals } from './parents.schema';
import { RECEIPT_ISSUER, type ReceiptIssuer } from './receipt-issuer';
import type { ParentSpaceDeclineResponse } from '../parent-space/dto/parent-space.response';
import type { BulkCloseResponse, ParentRequestResponse } from './dto/parent-request.response';

/**
 * What another module does, in the same transaction, when a request stops looking for an artisan: it leaves the
 * workflow (refused, archived, cancelled) or staff settle its artisan themselves (a proposal, a validation).
 */
export type ArtisanSearchEndedHook = (tx: Transaction, requestId: string) => Promise<void>;

export const PROPOSAL_EXISTS_MESSAGE =
  "Cette demande n'est plus disponible pour une proposition : une proposition est déjà en cours. Clôturez-la pour en créer une nouvelle.";

/**
 * The operator's actions on a request (propose, validate, reject, close): each one locks the row, checks the
 * transition table, moves the status with its audit row and queues the parent's mail in the same transaction.
 */
@Injectable()
export class ParentRequestTransitionsService {
  private readonly endedHooks: ArtisanSearchEndedHook[] = [];

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(RECEIPT_ISSUER) private readonly receipts: ReceiptIssuer,
  ) {}

  /**
   * Sends a proposal. An open proposal blocks a new one (PROPOSAL_EXISTS) unless forceNew, which closes it first.
   * The row lock makes concurrent calls queue: the second sees the first one's proposal.
   */
  async sendProposal(id: string, dto: SendProposalDto, actor: Actor): Promise<ParentRequestResponse> {
    return this.db.transaction(async (tx) => {
      await this.proposeInTransaction(tx, id, dto, actor, dto.forceNew === true);
      return findParentRequest(tx, id);
    });
  }

  /**
   * Staff's "Envoyer une proposition" in the caller's transaction: an artisan's accepted offer runs the very same
   * steps (proposal, `propose` transition, parent's mail). An open proposal blocks a new one (PROPOSAL_EXISTS)
   * unless forceNew, which closes it first. `merchantRequestId` ties the proposal to the artisan who accepted it;
   * without it staff chose the artisan, so the search ends (the offers still open are withdrawn).
   */
  async proposeInTransaction(
    tx: Transaction,
    id: string,
    fields: ProposalDto & { merchantRequestId?: string },
    actor: Actor,
    forceNew = false,
  ): Promise<ProposalRow> {
    const row = await this.lockFor(tx, id, 'propose');
    const open = await this.openProposals(tx, id);
    if (open.length > 0 && !forceNew) {
      throw new ApiError(HttpStatus.CONFLICT, PROPOSAL_EXISTS_MESSAGE, 'PROPOSAL_EXISTS');
    }
    await this.closeProposals(tx, open);
    const proposal = await this.insertProposal(tx, id, fields, 'sent');
    await this.moveTo(tx, row, 'propose', actor);
    if (!fields.merchantRequestId) await this.artisanSearchEnded(tx, id);
    await this.mail.enqueueOnce(tx, `parent-proposal:${id}:${proposal.id}`, async () => ({
      template: 'parent-proposal',
      to: row.parentEmail,
      data: {
        request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)),
        proposal: { establishment_name: fields.establishment_name, address: fields.address, date: proposal.date.toISOString(), payment_link: fields.payment_link ?? null },
      },
    }));
    return proposal;
  }

  /**
   * Registers what happens when a request stops looking for an artisan (the matching withdraws its open offers):
   * the hook runs in the transition's transaction, without this module depending on that one.
   */
  onArtisanSearchEnded(hook: ArtisanSearchEndedHook): void {
    this.endedHooks.push(hook);
  }

  private async artisanSearchEnded(tx: Transaction, requestId: string): Promise<void> {
    for (const hook of this.endedHooks) await hook(tx, requestId);
  }

  /** Confirms the balance was paid; without an open proposal, asks for one instead. */
  async validate(id: string, actor: Actor): Promise<{ result: { needsProposal: boolean }; request: ParentRequestResponse }> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'validate');
      const open = await this.openProposals(tx, id);
      if (open.length === 0) return { result: { needsProposal: true }, request: await findParentRequest(tx, id) };
      await tx
        .update(proposals)
        .set({ status: 'accepted' })
        .where(inArray(proposals.id, open.map((p) => p.id)));
      await this.moveTo(tx, row, 'validate', actor);
      await this.artisanSearchEnded(tx, id);
      return { result: { needsProposal: false }, request: await findParentRequest(tx, id) };
    });
  }

  /** A proposal arranged outside the site: stored as validated and the request accepted, no mail to the parent. */
  async createValidatedProposal(id: string, dto: ProposalDto, actor: Actor): Promise<ParentRequestResponse> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'validate');
      await this.closeProposals(tx, await this.openProposals(tx, id));
      await this.insertProposal(tx, id, dto, 'validated');
      await this.moveTo(tx, row, 'validate', actor, 'Proposition validée créée par l’administrateur');
      await this.artisanSearchEnded(tx, id);
      return findParentRequest(tx, id);
    });
  }

  async reject(id: string, reason: string, actor: Actor): Promise<ParentRequestResponse> {
    return this.db.transaction(async (tx) => {
      const row = await this.lockFor(tx, id, 'reject');
      await this.closeProposals(tx, await this.openProposals(tx, id));
      await this.moveTo(tx, row, 'reject', actor, reason);
      await this.artisanSearchEnded(tx, id);
      await this.mail.enqueueOnce(tx, `parent-request-refused:${id}`, async () => ({
        template: 'parent-request-refused',
        to: row.parentEmail,
        data: { request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)), reason },
      }));
      return findParentRequest(tx, id);
    });
  }

  /**
   * The parent declines the proposal from their space, in the caller's transaction (which holds the row lock and
   * checked the action is open): the request goes to parent_rejected by the `reject` transition with the parent as
   * actor, the proposal is closed, and the deposit follows CGV §6 at that date (a credit more than 15 days ahead).
   * The status condition of moveTo makes a second call a 409, so the credit and the mails happen once.
   */
  async declineByParent(tx: Transaction, subject: ParentSpaceSubject, reason: string | null, now: Date): Promise<ParentSpaceDeclineResponse> {
    const { row, proposal } = subject;
    if (!canParentRequest('reject', row.status)) {
      throw new ApiError(HttpStatus.CONFLICT, PARENT_REQUEST_REFUSALS.reject, 'STATUS_NOT_ALLOWED');
    }
    await this.closeProposals(tx, await this.openProposals(tx, row.id));
    const moved = await this.moveTo(tx, row, 'reject', 'public', reason ?? undefined);
    await this.artisanSearchEnded(tx, row.id);
    const [declined] = await tx
      .update(parentRequests)
      .set({ declinedByParentAt: now, updatedAt: now })
      .where(eq(parentRequests.id, row.id))
      .returning();
    const outcome = cancellationOutcome(subject.workshopDay, now);
    const credit = outcome === 'credit' ? await issueCredit(tx, declined ?? moved, 'public', this.audit, this.receipts) : null;
    const city = await cityOf(tx, row.targetCityId);
    const creditMail = credit ? { code: credit.code, amount: formatEuros(credit.amount) } : null;
    const key = `${row.id}:${proposal?.id ?? 'none'}`;
    await this.mail.enqueueOnce(tx, `parent-proposal-declined:${key}`, async () => ({
      template: 'parent-proposal-declined',
      to: row.parentEmail,
      data: {
        request: await parentMailData(tx, row, city),
        credit: creditMail,
        deposit_kept: outcome === 'nothing' && row.isPaymentAuthorized,
        receipt: credit ? { number: credit.creditNote.number, kind: credit.creditNote.kind } : undefined,
      },
    }));
    if (proposal) {
      await this.mail.enqueue(tx, {
        dedupKey: `operator-proposal-declined:${key}`,
        template: 'operator-proposal-declined',
        data: { request: mailData(row, city), proposal: proposalMailData(proposal), reason, credit: creditMail },
      });
    }
    // Nothing is given back when no deposit was paid, whatever the date.
    return { outcome: credit ? 'credit' : 'nothing', credit: credit && { code: credit.code, amount: credit.amount }, refund: null, applied: true };
  }

  async close(id: string, reason: string | undefined, actor: Actor): Promise<ParentRequestResponse> {
    return this.db.transaction(async (tx) => {
      await this.closeInTransaction(tx, id, reason || DEFAULT_CLOSE_REASON, actor);
      return findParentRequest(tx, id);
    });
  }

  /** Archives each request on its own, so one that cannot be archived does not stop the others. */
  async bulkClose(ids: string[], reason: string | undefined, actor: Actor): Promise<BulkCloseResponse> {
    const result: BulkCloseResponse = { closed: [], failed: [] };
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

  private async closeInTransaction(tx: Transaction, id: string, reason: string, actor: Actor): Promise<void> {
    const row = await this.lockFor(tx, id, 'close');
    await this.closeProposals(tx, await this.openProposals(tx, id));
    await this.moveTo(tx, row, 'close', actor, reason);
    await this.artisanSearchEnded(tx, id);
    await this.mail.enqueueOnce(tx, `parent-request-archived:${id}`, async () => ({
      template: 'parent-request-archived',
      to: row.parentEmail,
      data: { request: await parentMailData(tx, row, await cityOf(tx, row.targetCityId)), reason },
    }));
  }

  /**
   * The parent's cancellation from their space, inside the caller's transaction (which holds the row lock and
   * has checked the space's `cancel` action): archived with the client's reason, open proposals closed, the
   * parent's act dated for the lists' badge. The caller issues the credit, refunds and mails.
   */
  async cancelByParent(tx: Transaction, row: ParentRequestRow): Promise<ParentRequestRow> {
    if (!canParentRequest('cancel', row.status)) throw new ApiError(HttpStatus.CONFLICT, PARENT_REQUEST_REFUSALS.cancel, 'STATUS_NOT_ALLOWED');
    await this.closeProposals(tx, await this.openProposals(tx, row.id));
    const moved = await this.moveTo(tx, row, 'cancel', 'public', CANCELLED_BY_PARENT_REASON);
    await this.artisanSearchEnded(tx, row.id);
    const [cancelled] = await tx
      .update(parentRequests)
      .set({ cancelledByParentAt: new Date() })
      .where(eq(parentRequests.id, moved.id))
      .returning();
    return cancelled;
  }

  /** Locks the row and checks the action is allowed from its current status. */
  private async lockFor(tx: Transaction, id: string, action: ParentRequestAction): Promise<ParentRequestRow> {
    const row = await lockParentRequest(tx, id);
    if (!canParentRequest(action, row.status)) {
      throw new ApiError(HttpStatus.CONFLICT, PARENT_REQUEST_REFUSALS[action], 'STATUS_NOT_ALLOWED');
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
    if (!updated) throw new ApiError(HttpStatus.CONFLICT, PARENT_REQUEST_REFUSALS[action], 'STATUS_NOT_ALLOWED');
    await this.audit.record(tx, { ...auditOf(updated, actor), action, statusBefore: row.status, reason: reason ?? null });
    return updated;
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

  private async insertProposal(
    tx: Transaction,
    requestId: string,
    dto: ProposalDto & { merchantRequestId?: string },
    status: (typeof OPEN_PROPOSAL_STATUSES)[number],
  ): Promise<ProposalRow> {
    const [proposal] = await tx
      .insert(proposals)
      .values({
        parentRequestId: requestId,
        establishmentName: dto.establishment_name,
        address: dto.address,
        date: new Date(dto.date),
        paymentLink: dto.payment_link ?? null,
        merchantRequestId: dto.merchantRequestId ?? null,
        status,
      })
      .returning();
    return proposal;
  }
}
