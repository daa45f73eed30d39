import { Inject, Injectable } from '@nestjs/common';
import { inArray, sql } from 'drizzle-orm';
import {
  JOB_LATE_AFTER_HOURS,
  MAIL_STATUSES,
  OUTBOX_LATE_AFTER_MINUTES,
  SCHEDULED_JOB_LABELS,
  type OperationsStatusAnswer,
  type ScheduledJobStatus,
} from '@ptits-mitrons/domain';
import { Clock } from '../common/clock';
import { DATABASE, type Database } from '../database/database.types';
import { SCHEDULED_JOB_NAMES } from '../jobs/job-names';
import { ScheduledJobs } from '../jobs/scheduled-jobs.service';
import { mailOutbox } from '../mail/mail.schema';

// Every job has its French label: this fails to compile when a job is added without one.
SCHEDULED_JOB_NAMES satisfies readonly (keyof typeof SCHEDULED_JOB_LABELS)[];

const JOB_LATE_AFTER_SECONDS = JOB_LATE_AFTER_HOURS * 3600;
const OUTBOX_LATE_AFTER_SECONDS = OUTBOX_LATE_AFTER_MINUTES * 60;
/** Queued and failed: the few rows the status index finds, not the sent ones that make up most of the table. */
const UNSENT = MAIL_STATUSES.filter((status) => status !== 'sent');

/**
 * The figures operators watch, for the metrics (/api/metrics) and the back office's dashboard alike: each scheduled
 * job's last success (from the ledger every instance writes) and the outbox's depth and oldest mail.
 *
 * A job is late when its last success is older than JOB_LATE_AFTER_HOURS; one that never succeeded counts only once
 * this server has been up that long (a fresh install has run nothing yet). A job this instance does not schedule (a
 * setting turns it off: interval 0) is never late: that is the operator's choice, and every instance is meant to
 * share one configuration.
 */
@Injectable()
export class OperationsStatusService {
  private readonly startedAt: number;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly clock: Clock,
    private readonly scheduledJobs: ScheduledJobs,
  ) {
    this.startedAt = clock.now().getTime();
  }

  async status(): Promise<OperationsStatusAnswer> {
    const [successes, [outbox]] = await Promise.all([this.scheduledJobs.lastSuccessfulRuns(), this.outboxFigures()]);
    const now = this.clock.now().getTime();
    const secondsSince = (time: number) => Math.max(0, Math.floor((now - time) / 1000));
    const jobs = SCHEDULED_JOB_NAMES.map((job): ScheduledJobStatus => {
      const last = successes[job];
      const sinceSeconds = secondsSince(last?.getTime() ?? this.startedAt);
      const enabled = this.scheduledJobs.nextDueAt(job) !== undefined;
      return { job, enabled, lastSuccessAt: last?.toISOString() ?? null, sinceSeconds, late: enabled && sinceSeconds > JOB_LATE_AFTER_SECONDS };
    });
    const oldestQueuedSeconds = outbox.oldest ? secondsSince(outbox.oldest.getTime()) : 0;
    return {
      jobs,
      outbox: { queued: outbox.queued, oldestQueuedSeconds, failed: outbox.failed, late: oldestQueuedSeconds > OUTBOX_LATE_AFTER_SECONDS },
    };
  }

  private outboxFigures() {
    const queued = sql`${mailOutbox.status} = 'queued'`;
    return this.db
      .select({
        queued: sql<number>`count(*) filter (where ${queued})`.mapWith(Number),
        oldest: sql<Date | null>`min(${mailOutbox.createdAt}) filter (where ${queued})`.mapWith(mailOutbox.createdAt),
        failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, UNSENT));
  }
}
