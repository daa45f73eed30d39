import { PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { CronTime } from 'cron';

/** When a scheduled job is due: at each occurrence of a cron expression (Paris time), or at each slot of an interval. */
export type JobSchedule = { cron: string } | { intervalMs: number };

/**
 * The first due time strictly after `after`. A cron's occurrences are read in Paris time (seconds allowed:
 * `*\/2 * * * * *`); an interval's slots are the multiples of the interval since the epoch, the same on every instance.
 */
export function nextDueTime(schedule: JobSchedule, after: Date): Date {
  if ('cron' in schedule) return new CronTime(schedule.cron, PARIS_TIME_ZONE).getNextDateFrom(after, PARIS_TIME_ZONE).toJSDate();
  return new Date((Math.floor(after.getTime() / schedule.intervalMs) + 1) * schedule.intervalMs);
}
