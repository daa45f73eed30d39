import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';
import { Clock } from '../common/clock';
import type { appConfig } from '../config/configuration';
import { DATABASE, type Database } from '../database/database.types';
import { resolveParentSpace } from '../parents/parent-space-tokens';
import { workshopCalendar } from '../calendar/workshop-calendar';
import { BalancePaymentsService } from '../payments/balance-payments.service';
import { openActions } from './parent-space-facts';
import type { BalancePaymentResponse, BalanceStatusResponse } from './dto/parent-space-payments.dto';

const actionClosed = () => new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.actionClosed, 'ACTION_CLOSED');

/** The parent space's money routes: accept and pay the balance, its outcome, and the booked workshop's calendar. */
@Injectable()
export class ParentSpacePaymentsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly balance: BalancePaymentsService,
    private readonly clock: Clock,
    private readonly config: ConfigService,
  ) {}

  /**
   * "Accepter et régler le solde": the balance's intent for the current proposal. A proposal with a staff
   * payment link is paid there (409 EXTERNAL_PAYMENT). The request's row is locked while the intent is found or
   * made, so concurrent calls queue and get the same intent.
   */
  async accept(token: string): Promise<BalancePaymentResponse> {
    const { row } = await resolveParentSpace(this.db, token, this.clock.now());
    // A success not told yet (webhook late) is applied first, so a paid balance is not offered again.
    await this.balance.syncBalance(row.id);
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const subject = await resolveParentSpace(tx, token, now, tx);
      const actions = openActions(subject, now);
      if (actions.includes('pay_external')) {
        throw new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.externalPayment, 'EXTERNAL_PAYMENT');
      }
      if (subject.row.balancePaidAt) throw new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.balanceAlreadyPaid, 'BALANCE_ALREADY_PAID');
      if (!actions.includes('accept') || !subject.proposal) throw actionClosed();
      return this.balance.balanceIntent(tx, subject.row, subject.proposal.id);
    });
  }

  /** The payment-return page's question; asks the provider when the webhook has not arrived. */
  async balanceStatus(token: string): Promise<BalanceStatusResponse> {
    const { row } = await resolveParentSpace(this.db, token, this.clock.now());
    return this.balance.syncBalance(row.id);
  }

  /** The booked workshop as an iCalendar file (once `accepted`). */
  async calendar(token: string): Promise<string> {
    const now = this.clock.now();
    const subject = await resolveParentSpace(this.db, token, now);
    const { row, proposal } = subject;
    if (!openActions(subject, now).includes('calendar') || !proposal) {
      throw new ApiError(HttpStatus.CONFLICT, PARENT_SPACE_MESSAGES.calendarClosed, 'ACTION_CLOSED');
    }
    return workshopCalendar({
      proposalId: proposal.id,
      start: proposal.date,
      childFirstname: row.childFirstname,
      establishmentName: proposal.establishmentName,
      address: proposal.address,
      brandName: this.config.getOrThrow<ReturnType<typeof appConfig>>('app').brandName,
    });
  }
}
