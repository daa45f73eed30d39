import ical, { ICalAlarmType } from 'ical-generator';
import { DateTime } from 'luxon';
import type { MailAttachment } from '../mail/mail.schema';

export const WORKSHOP_TIME_ZONE = 'Europe/Paris';
export const WORKSHOP_DURATION_MINUTES = 90;
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

export interface WorkshopCalendarFacts {
  /** The proposal's id: the event's UID, so a second download updates the same event. */
  proposalId: string;
  start: Date;
  childFirstname: string;
  establishmentName: string;
  address: string;
  brandName: string;
}

/** The workshop as an iCalendar file: 1 h 30 in Paris time at the artisan's address, a reminder the day before. */
export function workshopCalendar(facts: WorkshopCalendarFacts): string {
  const calendar = ical({ prodId: { company: facts.brandName, product: 'atelier-anniversaire', language: 'FR' } });
  calendar.timezone({ name: WORKSHOP_TIME_ZONE, generator: () => PARIS_VTIMEZONE });
  // A Luxon time in Paris: ical-generator writes a native Date in the server's own zone, whatever the TZID says.
  const start = DateTime.fromJSDate(facts.start, { zone: WORKSHOP_TIME_ZONE });
  const summary = `Atelier d'anniversaire de ${facts.childFirstname}`;
  const event = calendar.createEvent({
    id: `${facts.proposalId}@atelier-anniversaire`,
    start,
    end: start.plus({ minutes: WORKSHOP_DURATION_MINUTES }),
    timezone: WORKSHOP_TIME_ZONE,
    summary,
    location: `${facts.establishmentName}, ${facts.address}`,
  });
  event.createAlarm({ type: ICalAlarmType.display, triggerBefore: 24 * 3600, description: `Demain : ${summary}` });
  return calendar.toString();
}

/** The same file, attached to a mail. */
export function workshopCalendarAttachment(facts: WorkshopCalendarFacts): MailAttachment {
  return { filename: WORKSHOP_CALENDAR_FILENAME, contentType: WORKSHOP_CALENDAR_CONTENT_TYPE, content: workshopCalendar(facts) };
}
