import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job and due time. The instance whose insert wins runs that due time; the others skip it, so a
 * job runs once per due time however many instances are started. The rows also tell operators when each job last
 * succeeded (metrics, dashboard).
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Which process ran it (host and pid), for operators reading the table. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set when the run failed; finishedAt is set either way. */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.dueAt] }), index('scheduled_job_runs_job_finished').on(t.job, t.finishedAt)],
);
