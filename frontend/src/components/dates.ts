import { PARIS_TIME_ZONE } from '@ptits-mitrons/domain';

/** Dates as French readers write them; instants are shown in Paris time, where every workshop takes place. */
const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const instantDayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PARIS_TIME_ZONE,
});

/** A calendar day (YYYY-MM-DD) → "samedi 18 juillet 2026". */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** An instant → "18 juillet 2026" (its Paris day). */
export function formatInstantDay(instant: string): string {
  return instantDayFormat.format(new Date(instant));
}

/** An instant → "samedi 18 juillet 2026 à 14:30" (Paris). */
export function formatDateTime(instant: string): string {
  return dateTimeFormat.format(new Date(instant));
}
