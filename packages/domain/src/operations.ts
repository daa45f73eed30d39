/**
 * What operators watch (issue 19): the scheduled jobs' last success and the outbox's oldest mail. The API computes the
 * figures (GET /api/admin/operations/status, also behind /api/metrics); the back office's dashboard words them here.
 */

/** The scheduled jobs (backend/src/jobs/job-names.ts names them), in French. */
export const SCHEDULED_JOB_LABELS = {
  'stats-rollup': 'Calcul des statistiques de visite',
  'tracking-purge': 'Purge des vues de pages anciennes',
  retention: 'Effacement des données personnelles échues',
  reminders: 'Relances automatiques',
  'matching-offers': 'Offres aux artisans (échéances et rappels)',
  'dac7-copies': 'Copies DAC7 annuelles des artisans',
} as const satisfies Record<string, string>;
export type ScheduledJobLabelled = keyof typeof SCHEDULED_JOB_LABELS;

/**
 * A job late past this: a day, plus two hours because a daily job's last success is naturally a day old just before
 * its next run, which takes a while, and the night the clocks go back a Paris day lasts 25 hours.
 */
export const JOB_LATE_AFTER_HOURS = 26;
/** Mail still unsent this long after it was queued holds the outbox up. */
export const OUTBOX_LATE_AFTER_MINUTES = 60;

export interface ScheduledJobStatus {
  job: ScheduledJobLabelled;
  /** False when a setting turns the job off on this instance (it is then never late). */
  enabled: boolean;
  /** ISO time of the last run that finished without error, null if none ever did. */
  lastSuccessAt: string | null;
  /** Seconds since the last success, or since this server started when there was none. */
  sinceSeconds: number;
  late: boolean;
}

export interface OutboxStatus {
  /** Mails waiting to be sent (status queued). */
  queued: number;
  /** Seconds since the oldest of them was queued; 0 when none waits. */
  oldestQueuedSeconds: number;
  /** Mails given up on (status failed). */
  failed: number;
  late: boolean;
}

export interface OperationsStatusAnswer {
  jobs: ScheduledJobStatus[];
  outbox: OutboxStatus;
}

/** Above the dashboard's warnings. */
export const OPERATIONS_WARNINGS_TITLE = "À vérifier : l'exploitation du site";

/** « 3 jours », « 5 heures », « 12 minutes »: the unit an operator reads at a glance. */
export function durationInFrench(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n > 1 ? 's' : ''}`;
  if (seconds >= 48 * 3600) return plural(Math.floor(seconds / 86_400), 'jour');
  if (seconds >= 3600) return plural(Math.floor(seconds / 3600), 'heure');
  return plural(Math.floor(seconds / 60), 'minute');
}

/** The dashboard's warnings, one sentence each; none when all is well. */
export function operationsWarnings(status: OperationsStatusAnswer): string[] {
  const warnings = status.jobs
    .filter((job) => job.late)
    .map((job) =>
      job.lastSuccessAt
        ? `La tâche « ${SCHEDULED_JOB_LABELS[job.job]} » n'a pas réussi depuis ${durationInFrench(job.sinceSeconds)}.`
        : `La tâche « ${SCHEDULED_JOB_LABELS[job.job]} » n'a jamais réussi depuis le démarrage du serveur, il y a ${durationInFrench(job.sinceSeconds)}.`,
    );
  if (status.outbox.late) {
    const { queued, oldestQueuedSeconds } = status.outbox;
    warnings.push(
      `${queued} e-mail${queued > 1 ? 's attendent' : ' attend'} d'être envoyé${queued > 1 ? 's' : ''}, le plus ancien depuis ${durationInFrench(oldestQueuedSeconds)} : vérifiez l'envoi des e-mails (SMTP).`,
    );
  }
  return warnings;
}
