import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { hostname } from 'node:os';
import { Clock } from '../common/clock';
import { DATABASE, type Database } from '../database/database.types';
import { SCHEDULED_JOB_NAMES, type ScheduledJobName } from './job-names';
import { scheduledJobRuns } from './jobs.schema';
import { nextDueTime, type JobSchedule } from './schedule';

/** What one instance did with one due time. */
export type JobOutcome = 'ran' | 'failed' | 'skipped';

/** Ledger rows older than this are deleted (by the retention job): enough for "last successful run" and an inquiry. */
export const LEDGER_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3_600_000;
/** Node's timers cannot wait longer; a later due time is reached in several waits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The log line of a run, which operators (and the two-instance test) count: one per job and due time. */
export function runLogLine(job: ScheduledJobName, dueAt: Date, instance: string): string {
  return `Tâche ${job} (échéance ${dueAt.toISOString()}) exécutée par ${instance}`;
}

interface Registration {
  schedule: JobSchedule;
  run: (dueAt: Date) => Promise<unknown>;
  timer?: NodeJS.Timeout;
  /** The due time the timer waits for. */
  nextDueAt?: Date;
  /** This process's run of the job, if one is under way. */
  running?: Promise<JobOutcome>;
}

/**
 * Runs each scheduled job once per due time whatever the number of instances: the instance whose insert of
 * (job, due time) into scheduled_job_runs wins runs it, the others skip it. The run's end (and its error) is written
 * on the same row, which tells operators when each job last succeeded.
 */
@Injectable()
export class ScheduledJobs implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ScheduledJobs.name);
  private readonly jobs = new Map<ScheduledJobName, Registration>();
  private stopping = false;
  /** Which process runs a due time, for operators reading the table. */
  readonly instance: string;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.instance = `${hostname()}:${process.pid}`;
  }

  /** Runs `run` at each due time of `schedule` from now on (no catch-up of due times missed while no instance ran). */
  schedule(job: ScheduledJobName, schedule: JobSchedule, run: (dueAt: Date) => Promise<unknown>): void {
    const registration: Registration = { schedule, run };
    this.jobs.set(job, registration);
    this.arm(job, registration, nextDueTime(schedule, this.clock.now()));
  }

  /**
   * Claims (job, dueAt) and runs it if this instance wins. A run that throws is recorded with its error; the next due
   * time is claimed as usual.
   */
  async runDue(job: ScheduledJobName, dueAt: Date, run: (dueAt: Date) => Promise<unknown>): Promise<JobOutcome> {
    const claimed = await this.db
      .insert(scheduledJobRuns)
      .values({ job, dueAt, instance: this.instance, startedAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ job: scheduledJobRuns.job });
    if (claimed.length === 0) {
      this.logger.debug(`Tâche ${job} (échéance ${dueAt.toISOString()}) déjà prise par une autre instance.`);
      return 'skipped';
    }
    let error: string | null = null;
    try {
      await run(dueAt);
    } catch (failure) {
      error = String((failure as Error).message ?? failure).slice(0, 1000);
    }
    await this.db
      .update(scheduledJobRuns)
      .set({ finishedAt: this.clock.now(), error })
      .where(and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.dueAt, dueAt)));
    if (error === null) {
      this.logger.log(runLogLine(job, dueAt, this.instance));
      return 'ran';
    }
    this.logger.error(`Tâche ${job} (échéance ${dueAt.toISOString()}) en échec sur ${this.instance} : ${error}`);
    return 'failed';
  }

  /** The due time this process waits for next, if the job is scheduled here. */
  nextDueAt(job: ScheduledJobName): Date | undefined {
    return this.jobs.get(job)?.nextDueAt;
  }

  /** When each job last finished without error (null when never): for metrics and the back office's dashboard. */
  async lastSuccessfulRuns(): Promise<Record<ScheduledJobName, Date | null>> {
    const rows = await this.db
      .selectDistinctOn([scheduledJobRuns.job], { job: scheduledJobRuns.job, finishedAt: scheduledJobRuns.finishedAt })
      .from(scheduledJobRuns)
      .where(and(isNotNull(scheduledJobRuns.finishedAt), isNull(scheduledJobRuns.error)))
      .orderBy(scheduledJobRuns.job, desc(scheduledJobRuns.finishedAt));
    const last = Object.fromEntries(SCHEDULED_JOB_NAMES.map((job) => [job, null])) as Record<ScheduledJobName, Date | null>;
    for (const row of rows) if (row.job in last) last[row.job as ScheduledJobName] = row.finishedAt;
    return last;
  }

  /** Deletes the ledger's rows due more than LEDGER_RETENTION_DAYS before `now`. */
  async purgeLedger(now: Date = this.clock.now()): Promise<number> {
    const cutoff = new Date(now.getTime() - LEDGER_RETENTION_DAYS * DAY_MS);
    const gone = await this.db.delete(scheduledJobRuns).where(lt(scheduledJobRuns.dueAt, cutoff)).returning({ job: scheduledJobRuns.job });
    return gone.length;
  }

  /** No new due time is claimed; the runs under way finish (SIGTERM lets a running job end). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const registration of this.jobs.values()) clearTimeout(registration.timer);
    await Promise.all([...this.jobs.values()].map((registration) => registration.running));
  }

  private arm(job: ScheduledJobName, registration: Registration, dueAt: Date): void {
    if (this.stopping) return;
    registration.nextDueAt = dueAt;
    const wait = dueAt.getTime() - this.clock.now().getTime();
    if (wait > MAX_TIMER_MS) {
      registration.timer = setTimeout(() => this.arm(job, registration, dueAt), MAX_TIMER_MS);
      return;
    }
    registration.timer = setTimeout(() => this.fire(job, registration, dueAt), Math.max(0, wait));
  }

  /**
   * The timer says the due time has come (the clock may be a test's, standing still). A due time that finds this
   * process's previous run still going is left to the other instances: it is not claimed here.
   */
  private fire(job: ScheduledJobName, registration: Registration, dueAt: Date): void {
    if (this.stopping) return;
    if (!registration.running) {
      registration.running = this.runDue(job, dueAt, registration.run)
        .catch((error: unknown) => {
          // The ledger itself failed (database unreachable): the next due time tries again.
          this.logger.error(`Tâche ${job} (échéance ${dueAt.toISOString()}) non lancée : ${(error as Error).message}`);
          return 'failed' as const;
        })
        .finally(() => (registration.running = undefined));
    }
    const now = this.clock.now();
    this.arm(job, registration, nextDueTime(registration.schedule, now > dueAt ? now : dueAt));
  }
}
