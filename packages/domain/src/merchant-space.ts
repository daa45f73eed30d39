import { addDays, isCalendarDay, parisDay } from './calendar';
import { MAX_DAYS_OFF } from './matching';

/** How often calendar services are asked to fetch the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
export const MERCHANT_CALENDAR_REFRESH_HOURS = 1;

/** A link works this many days after the mail that carried it, unless staff revoke the artisan's links. */
export const MERCHANT_LINK_VALID_DAYS = 180;

export function merchantLinkValid(issuedAt: Date, now: Date | number = Date.now()): boolean {
  return parisDay(now) <= addDays(parisDay(issuedAt), MERCHANT_LINK_VALID_DAYS);
}

export const DECLINE_OFFER_REASON_MAX_LENGTH = 500;

export const MERCHANT_SPACE_MESSAGES = {
  notFound: "Ce lien n'est pas valide ou a expiré. Demandez un nouveau lien : il vous sera envoyé par e-mail.",
  linkSent: 'Si cette adresse correspond à un artisan partenaire, vous allez recevoir un e-mail avec votre lien personnel.',
  availabilitySaved: 'Vos disponibilités sont enregistrées.',
  offerAccepted: "Merci ! L'atelier est confirmé de votre côté : nous le proposons à la famille.",
  offerDeclined: "C'est noté : l'offre est transmise à un autre artisan.",
  offerNotFound: 'Offre introuvable.',
  offerNotPending: "Cette offre n'attend plus de réponse.",
  offerTaken: 'Offre plus disponible : elle a été confiée à un autre artisan ou retirée.',
  proposalExists: 'Offre plus disponible : une proposition est déjà en cours pour cette famille.',
  offerExpired: 'Cette offre a expiré.',
  declineReasonTooLong: `La raison tient en ${DECLINE_OFFER_REASON_MAX_LENGTH} caractères au plus.`,
  daysOffInvalid: 'Les dates d’absence doivent être des dates AAAA-MM-JJ.',
  daysOffDuplicate: 'Chaque date d’absence ne peut figurer qu’une fois.',
  daysOffTooMany: `Vous pouvez indiquer au plus ${MAX_DAYS_OFF} dates d’absence.`,
  notActive: "Seul un artisan validé a un espace : aucun lien n'a été envoyé.",
} as const;

/** Dates off kept: from today on, sorted, without duplicates. */
export function upcomingDaysOff(days: readonly string[], now: Date | number = Date.now()): string[] {
  const today = parisDay(now);
  return [...new Set(days.filter((day) => isCalendarDay(day) && day >= today))].sort();
}

/** What the artisan's calendar shows of a confirmed workshop: the child's first name and age, the group, allergies. */
export function merchantWorkshopEventText(workshop: {
  childFirstname: string;
  childAge: number;
  numberOfChildren: number;
  allergies: string | null;
}): { summary: string; description: string } {
  return {
    summary: `Atelier d'anniversaire (${workshop.childAge} ans, ${workshop.numberOfChildren} enfants)`,
    description: [
      `Enfant : ${workshop.childFirstname}, ${workshop.childAge} ans`,
      `Nombre d'enfants : ${workshop.numberOfChildren}`,
      `Allergies : ${workshop.allergies ?? 'aucune signalée'}`,
    ].join('\n'),
  };
}

/** The history's reason when staff revoke an artisan's links. */
export const revokedLinksReason = (count: number) => `${count} lien${count > 1 ? 's' : ''} révoqué${count > 1 ? 's' : ''}`;
