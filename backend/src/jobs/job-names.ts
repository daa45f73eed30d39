/**
 * The scheduled jobs whose runs are claimed per due time in scheduled_job_runs (jobs.schema.ts). The mail worker is
 * not one of them: it claims each mail row instead, so any number of workers may poll at once.
 */
export const SCHEDULED_JOB_NAMES = ['stats-rollup', 'tracking-purge', 'retention', 'reminders', 'matching-offers', 'dac7-copies'] as const;
export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];
