import type { ChipColor } from './chips';
import { latestDesiredDate, PARIS_TIME_ZONE, parisDay } from './calendar';
import { HALF_HOUR_SLOTS, WEEK_DAYS, type WeekDay } from './merchants';
import { OPEN_PROPOSAL_STATUSES, type ParentRequestStatus, type ProposalStatus } from './parent-requests';

/** A workshop takes three consecutive half-hour slots (1 h 30). */
export const WORKSHOP_SLOT_COUNT = 3;
export const WORKSHOP_DURATION_MINUTES = WORKSHOP_SLOT_COUNT * 30;
/** Settings' defaults (MATCHING_RADIUS_KM, OFFER_DEADLINE_HOURS). */
export const DEFAULT_MATCHING_RADIUS_KM = 15;
export const MAX_MATCHING_RADIUS_KM = 200;
export const DEFAULT_OFFER_DEADLINE_HOURS = 48;
/** Ranking's second key: fewest confirmed workshops over this many days. */
export const RECENT_WORKSHOPS_DAYS = 30;
/** The artisan's reminder before a confirmed workshop. */
export const MERCHANT_WORKSHOP_REMINDER_DAYS = 3;
/** At most this many artisans in one offer queue. */
export const MAX_OFFER_QUEUE = 10;
/** The time of day staff start from when the parent gave only a day. */
export const DEFAULT_WORKSHOP_TIME = '14:00';

/** How many children an artisan can host at once ("nombre d'enfants maximum"). */
export const MAX_CHILDREN = { min: 1, max: 50, default: 8 } as const;
export const MAX_CHILDREN_MESSAGE = `Le nombre d'enfants maximum doit être un nombre entier entre ${MAX_CHILDREN.min} et ${MAX_CHILDREN.max}.`;
/** Dates off an artisan can list at once. */
export const MAX_DAYS_OFF = 366;

/**
 * A proposal made from an artisan's accepted offer holds their time while it is open or accepted and its request
 * alive; a parent's refusal or cancellation frees it. Confirmed: the parent accepted and the booking is settled.
 */
export const HOLDING_PROPOSAL_STATUSES = [...OPEN_PROPOSAL_STATUSES, 'accepted'] as const satisfies readonly ProposalStatus[];
export const HOLDING_REQUEST_STATUSES = ['proposal_sent', 'accepted'] as const satisfies readonly ParentRequestStatus[];
export const CONFIRMED_WORKSHOP_STATUS = { proposal: 'accepted', request: 'accepted' } as const satisfies {
  proposal: ProposalStatus;
  request: ParentRequestStatus;
};

/** An offer of one request's workshop to one artisan, in the order staff chose. See docs/matching.md. */
export const OFFER_STATUSES = ['queued', 'pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** What the artisan's space lists: an offer still queued has not been sent to them. */
export const MERCHANT_VISIBLE_OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const satisfies readonly OfferStatus[];
/** Offers still in play: staff can withdraw them, and a request holding one is not offered twice. */
export const OPEN_OFFER_STATUSES = ['queued', 'pending'] as const satisfies readonly OfferStatus[];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  queued: 'En file d’attente',
  pending: 'En attente de réponse',
  accepted: 'Acceptée',
  declined: 'Refusée',
  expired: 'Expirée',
  withdrawn: 'Retirée',
};

export const OFFER_STATUS_COLORS: Record<OfferStatus, ChipColor> = {
  queued: 'default',
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
  expired: 'default',
  withdrawn: 'default',
};

/** Why a candidate ranks where it does, or why it is excluded. */
export const CANDIDATE_REASONS = {
  distance: 'À {km} km',
  recent_workshops: '{count} atelier(s) ces 30 derniers jours',
  inactive: 'Artisan non validé',
  other_trade: 'Autre métier que celui demandé',
  no_position: 'Commune sans coordonnées',
  too_far: 'Au-delà du rayon de {radius} km',
  too_few_children: "Nombre d'enfants maximum ({max}) inférieur aux {children} enfants",
  day_unavailable: 'Pas disponible le {day}',
  hours_unavailable: 'Pas disponible de {from} à {to}',
  day_off: 'Absent ce jour-là',
  busy: 'Déjà un atelier à ce moment-là',
} as const;
export type CandidateReasonCode = keyof typeof CANDIDATE_REASONS;

export interface CandidateReason {
  code: CandidateReasonCode;
  label: string;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function candidateReason(code: CandidateReasonCode, values: Record<string, string | number> = {}): CandidateReason {
  return { code, label: fill(CANDIDATE_REASONS[code], values) };
}

/** Kilometres as staff read them: one decimal, French comma. */
export function formatKm(km: number): string {
  return kmFormat.format(Math.round(km * 10) / 10);
}
const kmFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Built once: a formatter costs tens of microseconds to build, and the ranking judges up to 200 artisans. */
const parisPartsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

/** The Paris weekday and "HH:MM" of an instant. */
export function parisDayAndTime(instant: Date): { day: string; weekDay: WeekDay; time: string } {
  const parts = Object.fromEntries(parisPartsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const weekDayIndex = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, weekDay: WEEK_DAYS[weekDayIndex], time: `${parts.hour}:${parts.minute}` };
}

/** The half-hour slots a workshop starting at `time` occupies, or undefined when it does not fit in the day's slots. */
export function workshopSlots(time: string): string[] | undefined {
  const start = HALF_HOUR_SLOTS.indexOf(time);
  if (start < 0 || start + WORKSHOP_SLOT_COUNT > HALF_HOUR_SLOTS.length) return undefined;
  return HALF_HOUR_SLOTS.slice(start, start + WORKSHOP_SLOT_COUNT);
}

/** The facts a candidate is judged on (distance in km, null when the artisan's commune has no coordinates). */
export interface CandidateFacts {
  active: boolean;
  sameTrade: boolean;
  distanceKm: number | null;
  maxChildren: number;
  availableDays: readonly string[];
  availableHours: readonly string[];
  daysOff: readonly string[];
  busy: boolean;
  recentWorkshops: number;
}

export interface CandidateRequest {
  radiusKm: number;
  numberOfChildren: number;
  /** The workshop's start. */
  date: Date;
}

/** Eligible or not, and why: every exclusion that applies, or the ranking's two keys. */
export function candidateVerdict(facts: CandidateFacts, request: CandidateRequest): { eligible: boolean; reasons: CandidateReason[] } {
  const { day, weekDay, time } = parisDayAndTime(request.date);
  const slots = workshopSlots(time);
  const exclusions: CandidateReason[] = [];
  if (!facts.active) exclusions.push(candidateReason('inactive'));
  if (!facts.sameTrade) exclusions.push(candidateReason('other_trade'));
  if (facts.distanceKm === null) exclusions.push(candidateReason('no_position'));
  else if (facts.distanceKm > request.radiusKm) exclusions.push(candidateReason('too_far', { radius: formatKm(request.radiusKm) }));
  if (facts.maxChildren < request.numberOfChildren)
    exclusions.push(candidateReason('too_few_children', { max: facts.maxChildren, children: request.numberOfChildren }));
  if (!facts.availableDays.includes(weekDay)) exclusions.push(candidateReason('day_unavailable', { day: weekDay.toLowerCase() }));
  else if (!slots || !slots.every((slot) => facts.availableHours.includes(slot)))
    exclusions.push(candidateReason('hours_unavailable', { from: time, to: workshopEnd(time) }));
  if (facts.daysOff.includes(day)) exclusions.push(candidateReason('day_off'));
  if (facts.busy) exclusions.push(candidateReason('busy'));
  if (exclusions.length) return { eligible: false, reasons: exclusions };
  return {
    eligible: true,
    reasons: [
      candidateReason('distance', { km: formatKm(facts.distanceKm ?? 0) }),
      candidateReason('recent_workshops', { count: facts.recentWorkshops }),
    ],
  };
}

/** "HH:MM" 1 h 30 after `time`. */
export function workshopEnd(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const minutes = h * 60 + m + WORKSHOP_DURATION_MINUTES;
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Eligible first, then nearest, then fewest recent workshops; ties by name for a stable order. */
export function compareCandidates(
  a: { eligible: boolean; distanceKm: number | null; recentWorkshops: number; establishment_name: string },
  b: { eligible: boolean; distanceKm: number | null; recentWorkshops: number; establishment_name: string },
): number {
  if (a.eligible !== b.eligible) return a.eligible ? -1 : 1;
  // An artisan without a position comes after every placed one (Infinity - Infinity would be NaN).
  if (a.distanceKm !== b.distanceKm) {
    if (a.distanceKm === null) return 1;
    if (b.distanceKm === null) return -1;
    return a.distanceKm - b.distanceKm;
  }
  if (a.recentWorkshops !== b.recentWorkshops) return a.recentWorkshops - b.recentWorkshops;
  return a.establishment_name.localeCompare(b.establishment_name, 'fr');
}

/** Great-circle distance in km (haversine), the same formula the candidates' SQL uses. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Back-office and API messages of the matching. */
export const MATCHING_MESSAGES = {
  notPaid: "Cette demande n'a pas d'acompte payé : on ne cherche un artisan qu'après le paiement.",
  notMatchable: "Cette demande n'attend plus d'artisan.",
  includeExcludedInvalid: 'Le paramètre includeExcluded doit valoir true ou false.',
  offersOpen: 'Des offres sont déjà en cours pour cette demande : retirez-les avant d’en envoyer d’autres.',
  proposalExists: 'Une proposition est déjà en cours pour cette demande.',
  offerTaken: 'Cette offre n’est plus disponible : un autre artisan l’a acceptée ou elle a été retirée.',
  offerNotOpen: 'Cette offre n’est plus en cours.',
  offerNotFound: 'Offre introuvable.',
  merchantNotEligible: "Cet artisan n'est pas validé : on ne peut pas lui proposer d'atelier.",
  duplicateMerchants: 'Chaque artisan ne peut figurer qu’une fois dans la liste.',
  merchantIdsRequired: 'Choisissez au moins un artisan.',
  tooManyMerchants: `Choisissez au plus ${MAX_OFFER_QUEUE} artisans.`,
  dateRequired: "La date et l'heure de l'atelier sont obligatoires.",
  dateInvalid: "La date et l'heure de l'atelier doivent être une date ISO (AAAA-MM-JJTHH:MM).",
  datePast: "La date de l'atelier doit être dans le futur.",
  dateTooFar: "La date de l'atelier doit être dans les deux prochaines années.",
  radiusInvalid: `Le rayon doit être un nombre de kilomètres entre 1 et ${MAX_MATCHING_RADIUS_KM}.`,
  unknownMerchant: 'Artisan introuvable.',
  artisanBusy: "Vous avez déjà un atelier à ce moment-là : l'offre ne peut pas être acceptée.",
  merchantBusy: "Cet artisan n'est pas libre à ce moment-là : un autre atelier, une offre en cours ou un jour de fermeture.",
  workshopStarted: "L'atelier a déjà commencé : l'offre ne peut plus être acceptée.",
} as const;

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A workshop's start as staff send it: ISO 8601 date-time; without an offset it is Paris time (the hour the family
 * and the artisan read). Undefined when it is not a real date-time.
 */
export function parseParisDateTime(value: string): Date | undefined {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', offset] = match;
  const utc = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  const check = new Date(utc);
  if (check.getUTCDate() !== +day || check.getUTCMonth() !== +month - 1 || +hour > 23 || +minute > 59 || +second > 59) return undefined;
  if (offset) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  return new Date(parisInstant(`${year}-${month}-${day}`, `${hour}:${minute}`).getTime() + +second * 1000);
}

/**
 * A workshop is planned no further ahead than a family may ask for one (latestDesiredDate). Past that, a date is a
 * typing slip, and near year 9999 the workshop's end no longer fits in a database date.
 */
export function isBeyondBookingHorizon(date: Date, now: Date | number): boolean {
  return parisDay(date) > latestDesiredDate(now);
}

/** Request statuses in which staff look for an artisan: nothing is settled, refused or archived yet. */
export const ARTISAN_SEARCH_STATUSES = ['submitted', 'proposal_sent'] as const satisfies readonly ParentRequestStatus[];

export interface ArtisanSearchFacts {
  status: string;
  depositPaid: boolean;
  /** A proposal still in play (OPEN_PROPOSAL_STATUSES): the parent has an artisan to answer about. */
  hasOpenProposal: boolean;
}

/** Whether a request waits for an artisan: paid, still open, and no proposal in play ("Trouver un artisan"). */
export function awaitsArtisan(facts: ArtisanSearchFacts): boolean {
  return facts.depositPaid && !facts.hasOpenProposal && (ARTISAN_SEARCH_STATUSES as readonly string[]).includes(facts.status);
}

/** The instant a Paris calendar day ('YYYY-MM-DD') reads `time` ('HH:MM'), whatever the zone this runs in. */
export function parisInstant(day: string, time: string): Date {
  // Paris is UTC+1 or UTC+2: one of the two readings is the right one (on the spring gap, the later hour).
  const utc = Date.parse(`${day}T${time}:00Z`);
  const candidates = [utc - 2 * 3_600_000, utc - 3_600_000];
  const exact = candidates.find((ms) => {
    const paris = parisDayAndTime(new Date(ms));
    return paris.day === day && paris.time === time;
  });
  return new Date(exact ?? candidates[1]);
}
