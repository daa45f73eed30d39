import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  addDays,
  balanceStillDue,
  BALANCE_CENTS,
  formatEuros,
  isOperatorReminder,
  OPEN_PROPOSAL_STATUSES,
  OPERATOR_REMINDER_KINDS,
  PARIS_TIME_ZONE,
  parisDay,
  REMINDED_STATUSES,
  REMINDER_KINDS,
  REMINDER_LABELS,
  reminderDue,
  workshopDay,
  type ParentReminderKind,
  type OperatorReminderKind,
  type ParentRequestStatus,
  type ProposalStatus,
  type ReminderFacts,
  type ReminderKind,
} from '@ptits-mitrons/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { DATABASE, type Database, type DbOrTx, type Transaction } from '../database/database.types';
import type { ProposalMailData } from '../mail/templates/mail-data';
import { MailService } from '../mail/mail.service';
import { cityOf, lockParentRequest } from '../parents/parent-request-queries';
import { auditOf, mailData, type ParentRequestRow, type ProposalRow } from '../parents/parent-request-record';
import { parentMailData } from '../parents/parent-space-tokens';
import { parentRequests, proposals, reminders } from '../parents/parents.schema';
import type { LateRemindersResponse, LateRequestsResponse } from './dto/late-reminders.response';

/** The proposal that fixes the workshop: the newest one open or accepted (as the parent space reads it). */
const CURRENT_PROPOSAL_STATUSES = [...OPEN_PROPOSAL_STATUSES, 'accepted'] as const satisfies readonly ProposalStatus[];

const PARENT_TEMPLATES = {
  parent_d16: 'parent-reminder-d16',
  parent_d10: 'parent-reminder-d10',
  parent_d2: 'parent-reminder-d2',
} as const satisfies Record<ParentReminderKind, string>;

/** One request as the reminders see it, without its personal fields. */
interface Candidate {
  id: string;
  facts: ReminderFacts;
  /** Kinds already sent to (or about) this request. */
  sent: Set<string>;
}

type FactsRow = Pick<ParentRequestRow, 'status' | 'isPaymentAuthorized' | 'paidAt' | 'balancePaidAt' | 'desiredDate'>;
type FactsProposal = Pick<ProposalRow, 'status' | 'createdAt' | 'date'>;

function factsOf(row: FactsRow, proposal: FactsProposal | null | undefined): ReminderFacts {
  return {
    status: row.status as ParentRequestStatus,
    depositPaid: row.isPaymentAuthorized,
    paidAt: row.paidAt,
    balancePaid: row.balancePaidAt !== null,
    proposal: proposal ? { status: proposal.status as ProposalStatus, createdAt: proposal.createdAt } : null,
    workshopDay: workshopDay(row.desiredDate, proposal?.date),
  };
}

/** How many reminders of each kind one pass sent. */
export type ReminderRunReport = Record<ReminderKind, number>;

/**
 * The scheduled reminders (docs/decisions.md): to the parent before the workshop, to the operator when a request is
 * late. Each (request, kind) is claimed in the `reminders` table in the transaction that queues its mail and writes
 * its history, with the request's row locked and the rule checked again: a restart, a second instance or a late run
 * never sends one twice, and a request that moved on meanwhile is skipped.
 */
@Injectable()
export class RemindersService {
  private readonly logger = new Logger(RemindersService.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** One pass over every reminder due at `now`; answers how many of each kind this pass sent. */
  async runOnce(now: Date = this.clock.now()): Promise<ReminderRunReport> {
    const report = Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, 0])) as ReminderRunReport;
    for (const candidate of await this.candidates(now)) {
      for (const kind of REMINDER_KINDS) {
        if (candidate.sent.has(kind) || !reminderDue(kind, candidate.facts, now)) continue;
        try {
          if (await this.send(candidate.id, kind, now)) report[kind]++;
        } catch (error) {
          // One request's failure (a mail that cannot render…) leaves the others' reminders to go out; the next pass retries it.
          this.logger.error(`Relance ${kind} de la demande ${candidate.id} non envoyée : ${(error as Error).message}`);
        }
      }
    }
    return report;
  }

  /** For each operator reminder, the requests late now: the same rule as the reminder, whether or not it was sent. */
  async late(now: Date = this.clock.now()): Promise<LateRemindersResponse> {
    const answer = Object.fromEntries(OPERATOR_REMINDER_KINDS.map((kind) => [kind, { count: 0, ids: [] as string[] }])) as Record<OperatorReminderKind, LateRequestsResponse>;
    for (const candidate of await this.candidates(now)) {
      for (const kind of OPERATOR_REMINDER_KINDS) {
        if (!reminderDue(kind, candidate.facts, now)) continue;
        answer[kind].count++;
        answer[kind].ids.push(candidate.id);
      }
    }
    return answer;
  }

  /**
   * The requests a reminder may concern: in a reminded status, not anonymised, their workshop not past (every
   * reminder's window closes on the workshop day), with their current proposal and the kinds already sent.
   */
  private async candidates(now: Date): Promise<Candidate[]> {
    const current = this.db
      .select({ status: proposals.status, createdAt: proposals.createdAt, date: proposals.date })
      .from(proposals)
      .where(and(eq(proposals.parentRequestId, parentRequests.id), inArray(proposals.status, [...CURRENT_PROPOSAL_STATUSES])))
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(1)
      .as('current');
    const day = sql`coalesce((${current.date} at time zone ${PARIS_TIME_ZONE})::date, ${parentRequests.desiredDate})`;
    const rows = await this.db
      .select({
        id: parentRequests.id,
        status: parentRequests.status,
        isPaymentAuthorized: parentRequests.isPaymentAuthorized,
        paidAt: parentRequests.paidAt,
        balancePaidAt: parentRequests.balancePaidAt,
        desiredDate: parentRequests.desiredDate,
        proposalStatus: current.status,
        proposalCreatedAt: current.createdAt,
        proposalDate: current.date,
        sent: sql<string | null>`(select string_agg(${reminders.kind}, ',') from ${reminders} where ${reminders.parentRequestId} = ${parentRequests.id})`,
      })
      .from(parentRequests)
      .leftJoinLateral(current, sql`true`)
      .where(
        and(
          inArray(parentRequests.status, [...REMINDED_STATUSES]),
          isNull(parentRequests.anonymizedAt),
          // A day of margin: the exact Paris-day rule is the domain's, this only keeps past workshops out.
          sql`${day} >= ${addDays(parisDay(now), -1)}::date`,
        ),
      )
      .orderBy(asc(day), asc(parentRequests.id));
    return rows.map((row) => ({
      id: row.id,
      facts: factsOf(
        row,
        row.proposalStatus && row.proposalCreatedAt && row.proposalDate
          ? { status: row.proposalStatus, createdAt: row.proposalCreatedAt, date: row.proposalDate }
          : null,
      ),
      sent: new Set(row.sent ? row.sent.split(',') : []),
    }));
  }

  /** Claims and sends one reminder if it is still due; answers whether this call sent it. */
  private send(requestId: string, kind: ReminderKind, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Locked: a parent's action or an operator's on the same request waits, and is seen if it came first.
      const row = await lockParentRequest(tx, requestId);
      if (row.anonymizedAt) return false;
      const proposal = await currentProposal(tx, requestId);
      if (!reminderDue(kind, factsOf(row, proposal), now)) return false;
      const [claimed] = await tx
        .insert(reminders)
        .values({ parentRequestId: requestId, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: reminders.kind });
      if (!claimed) return false;
      await this.audit.record(tx, { ...auditOf(row, 'system'), action: 'reminder_sent', statusBefore: row.status, reason: REMINDER_LABELS[kind] });
      await this.enqueue(tx, kind, row, proposal);
      return true;
    });
  }

  private async enqueue(tx: Transaction, kind: ReminderKind, row: ParentRequestRow, proposal: ProposalRow | undefined): Promise<void> {
    // The request's id second: the retention job finds a request's mails by that part of the key.
    const dedupKey = `reminder:${row.id}:${kind}`;
    const city = await cityOf(tx, row.targetCityId);
    if (isOperatorReminder(kind)) {
      await this.mail.enqueue(tx, { dedupKey, template: 'operator-reminder', data: { request: mailData(row, city), reason: REMINDER_LABELS[kind] } });
      return;
    }
    const request = await parentMailData(tx, row, city);
    const proposalData: ProposalMailData | undefined = proposal
      ? { establishment_name: proposal.establishmentName, address: proposal.address, date: proposal.date.toISOString() }
      : undefined;
    if (kind === 'parent_d10') {
      const facts = factsOf(row, proposal);
      const amount = balanceStillDue(facts) ? formatEuros(BALANCE_CENTS, { cents: 'when-needed' }) : undefined;
      await this.mail.enqueue(tx, { dedupKey, template: PARENT_TEMPLATES[kind], to: row.parentEmail, data: { request, proposal: proposalData, amount } });
      return;
    }
    await this.mail.enqueue(tx, { dedupKey, template: PARENT_TEMPLATES[kind], to: row.parentEmail, data: { request, proposal: proposalData } });
  }
}

async function currentProposal(db: DbOrTx, requestId: string): Promise<ProposalRow | undefined> {
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.parentRequestId, requestId), inArray(proposals.status, [...CURRENT_PROPOSAL_STATUSES])))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1);
  return proposal;
}
