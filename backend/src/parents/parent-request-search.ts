import { HttpStatus } from '@nestjs/common';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { isCalendarDay, isSearchTooShort, normalizeSearchText, SEARCH_TOO_SHORT_MESSAGE } from '@ptits-mitrons/domain';
import { ApiError } from '../common/api-error';
import { escapeLike } from '../common/text-search';
import { parentRequests } from './parents.schema';

export interface SearchableRequest {
  parentFirstname: string;
  parentLastname: string;
  parentEmail: string;
  parentPhone: string;
  childFirstname: string;
  desiredDate: string;
  adminNotes: string | null;
  merchantType: string;
}

/**
 * The search column: every field an operator may search, normalised like queries are
 * (lower case, no accents, hyphens and apostrophes as spaces), dates both as DD/MM/YYYY (as operators type them) and ISO.
 */
export function buildSearchText(request: SearchableRequest, city: { nom: string; code_postal: string } | undefined): string {
  return normalizeSearchText(
    [
      request.parentFirstname,
      request.parentLastname,
      request.parentEmail,
      request.parentPhone,
      request.childFirstname,
      city?.nom ?? '',
      city?.code_postal ?? '',
      request.desiredDate.split('-').reverse().join('/'),
      request.desiredDate,
      request.merchantType,
      request.adminNotes ?? '',
    ].join(' '),
  );
}

const MAX_TOKENS = 8;

/**
 * A word typed as a day (« 15/06 », « 15/06/2026 ») is the desired date, read from its indexes: in the search column the
 * trigrams of "15/06" hold "15" and "06" apart, and every phone starts with 06, so the trigram index would hand over
 * a thirtieth of the requests to be read and rejected. Undefined for any other word.
 */
function desiredDayCondition(word: string): SQL | undefined {
  const typed = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/.exec(word);
  if (!typed) return undefined;
  const [day, month, year] = [Number(typed[1]), Number(typed[2]), typed[3]];
  const iso = `${year ?? '2000'}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isCalendarDay(iso)) return undefined;
  if (year) return eq(parentRequests.desiredDate, iso);
  return sql`(extract(month from ${parentRequests.desiredDate}) = ${month} and extract(day from ${parentRequests.desiredDate}) = ${day})`;
}

/**
 * Whether a search names a day (« 15/06 »): its matches are few by nature (a day in 365 at most), and the day's index
 * finds them all at once, while the newest-first scan may have to cross months of requests booked for other days to
 * meet them (people book a few weeks ahead: June's birthdays were created in spring).
 */
export function searchNamesDay(q: string): boolean {
  return normalizeSearchText(q)
    .split(' ')
    .some((word) => desiredDayCondition(word) !== undefined);
}

/**
 * The condition of a `q` search on the trigram-indexed search column. Words must all appear, in any order
 * ("dupont lyon"); digits typed in groups ("06 12 34 56 78", "2026-12-05") match as typed or run together; a day
 * (« 15/06 ») is the desired date's (desiredDayCondition). A search without three letters or digits
 * (isSearchTooShort) is a 400 rather than a scan of every request.
 */
export function searchCondition(q: string): SQL | undefined {
  const phrase = normalizeSearchText(q);
  if (!phrase) return undefined;
  if (isSearchTooShort(phrase)) throw new ApiError(HttpStatus.BAD_REQUEST, SEARCH_TOO_SHORT_MESSAGE);
  const like = (text: string) => sql`${parentRequests.searchText} LIKE ${'%' + escapeLike(text) + '%'}`;
  if (/^[\d ]+$/.test(phrase) && phrase.includes(' ')) return or(like(phrase), like(phrase.replace(/ /g, '')));
  const tokens = phrase.split(' ').slice(0, MAX_TOKENS);
  return and(...tokens.map((word) => desiredDayCondition(word) ?? like(word)));
}
