import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { PARIS_TIME_ZONE, WORKSHOP_DURATION_MINUTES } from '@ptits-mitrons/domain';
import type { MailAttachment } from '../mail/mail.schema';

/**
 * The workshops as iCalendar (ical-generator): the parent's one-event file (mail attachment and parent space) and
 * the artisan's subscription feed share the time zone, the event's shape and its UID rule.
 */
export const WORKSHOP_CALENDAR_FILENAME = 'atelier-anniversaire.ics';
export const WORKSHOP_CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * Europe/Paris as RFC 5545 wants it beside a TZID (CET/CEST, EU rules since 1996): without it some calendars read
 * the times as floating. ical-generator asks a generator for this block.
 */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** One workshop as an event: 1 h 30 from its start, in Paris time. */
export interface WorkshopEvent {
  /** The proposal's id: the event's UID, so a second download or a feed refresh updates the same event. */
  proposalId: string;
  start: Date;
  summary: string;
  location: string;
  description?: string;
}

function newCalendar(brandName: string, product: string, options: { name?: string; ttlSeconds?: number } = {}): ICalCalendar {
  const calendar = ical({ prodId: { company: brandName, product, language: 'FR' }, name: options.name, ttl: options.ttlSeconds });
  calendar.timezone({ name: PARIS_TIME_ZONE, generator: () => PARIS_VTIMEZONE });
  return calendar;
}

function addWorkshop(calendar: ICalCalendar, workshop: WorkshopEvent, reminder: boolean): void {
  // A Luxon time in Paris: ical-generator writes a native Date in the server's own zone, whatever the TZID says.
  const start = DateTime.fromJSDate(workshop.start, { zone: PARIS_TIME_ZONE });
  const event = calendar.createEvent({
    id: `${workshop.proposalId}@atelier-anniversaire`,
    start,
    end: start.plus({ minutes: WORKSHOP_DURATION_MINUTES }),
    timezone: PARIS_TIME_ZONE,
    summary: workshop.summary,
    location: workshop.location,
    description: workshop.description,
  });
  if (reminder) event.createAlarm({ type: ICalAlarmType.display, triggerBefore: 24 * 3600, description: `Demain : ${workshop.summary}` });
}

export interface WorkshopCalendarFacts {
  proposalId: string;
  start: Date;
  childFirstname: string;
  establishmentName: string;
  address: string;
  brandName: string;
}

/** The parent's booked workshop as an iCalendar file: at the artisan's address, a reminder the day before. */
export function workshopCalendar(facts: WorkshopCalendarFacts): string {
  const calendar = newCalendar(facts.brandName, 'atelier-anniversaire');
  addWorkshop(
    calendar,
    {
      proposalId: facts.proposalId,
      start: facts.start,
      summary: `Atelier d'anniversaire de ${facts.childFirstname}`,
      location: `${facts.establishmentName}, ${facts.address}`,
    },
    true,
  );
  return calendar.toString();
}

/** The same file, attached to a mail. */
export function workshopCalendarAttachment(facts: WorkshopCalendarFacts): MailAttachment {
  return { filename: WORKSHOP_CALENDAR_FILENAME, contentType: WORKSHOP_CALENDAR_CONTENT_TYPE, content: workshopCalendar(facts) };
}

/**
 * A subscription feed (the artisan's confirmed workshops): named, with the refresh hints calendar services read
 * (REFRESH-INTERVAL and X-PUBLISHED-TTL). No alarm: the subscriber's calendar app sets its own.
 */
export function workshopFeed(options: { brandName: string; name: string; refreshSeconds: number; workshops: WorkshopEvent[] }): string {
  const calendar = newCalendar(options.brandName, 'ateliers-artisan', { name: options.name, ttlSeconds: options.refreshSeconds });
  for (const workshop of options.workshops) addWorkshop(calendar, workshop, false);
  return calendar.toString();
}
