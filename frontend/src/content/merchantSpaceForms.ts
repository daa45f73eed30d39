/**
 * The French sentences of the artisan space's availability form, decline dialog, calendar address and payment
 * statements card (see merchantSpace.ts).
 */
import { MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';

export const availabilityForm = {
  days: 'Jours où vous accueillez des ateliers',
  hours: 'Créneaux (par demi-heure)',
  hoursHint: 'Un atelier dure 1 h 30 : il lui faut trois créneaux cochés qui se suivent.',
  maxChildren: "Nombre d'enfants maximum",
  daysOff: "Dates d'absence",
  dayOffInput: 'Date à ajouter',
  addDayOff: 'Ajouter',
  noDaysOff: "Aucune date d'absence à venir.",
  cancel: 'Annuler',
  removeDayOff: (day: string) => `Retirer le ${day}`,
  dayOffRequired: 'Choisissez une date.',
  dayOffPast: "Choisissez une date à partir d'aujourd'hui.",
  dayOffDuplicate: MERCHANT_SPACE_MESSAGES.daysOffDuplicate,
  save: 'Enregistrer mes disponibilités',
  saving: 'Enregistrement…',
};

export const declineOfferDialog = {
  title: "Refuser l'atelier",
  intro: "L'atelier sera proposé à un autre artisan.",
  reason: 'Pourquoi ? (facultatif)',
  counter: (used: number, max: number) => `${used} / ${max} caractères`,
  confirm: 'Confirmer le refus',
  sending: 'Envoi…',
  close: 'Revenir',
};

export const calendarLink = {
  address: "Adresse d'abonnement",
  copy: "Copier l'adresse",
  copied: 'Adresse copiée',
  open: 'Ouvrir dans mon agenda',
  howTo:
    "Sur iPhone, iPad ou Mac, touchez « Ouvrir dans mon agenda » : le lien webcal:// propose l'abonnement. Avec Google Agenda, ouvrez-le sur un ordinateur, « Autres agendas » › « À partir de l'URL », et collez l'adresse.",
};

export const statementsCard = {
  title: 'Relevés de paiement',
  intro: 'Chaque virement de notre part est accompagné d’un relevé listant les ateliers payés et leurs montants.',
  loading: 'Chargement de vos relevés…',
  failed: "Vos relevés n'ont pas pu être chargés.",
  retry: 'Réessayer',
  none: 'Aucun relevé pour le moment : le premier arrivera avec le premier virement pour vos ateliers.',
  number: 'Relevé',
  period: 'Ateliers',
  periodValue: (from: string, to: string) => `du ${from} au ${to}`,
  total: 'Montant versé',
  date: 'Émis le',
  download: 'Télécharger le PDF',
  downloadLabel: (number: string) => `Télécharger le PDF du relevé ${number}`,
};

export const dac7CopiesCard = {
  title: 'Déclaration fiscale annuelle (DAC7)',
  intro:
    "Chaque année, nous déclarons à l'administration fiscale les sommes que nous vous avons versées. Avant le 31 janvier, vous en recevez la copie par e-mail ; elle reste téléchargeable ici.",
  loading: 'Chargement de vos copies…',
  failed: "Vos copies n'ont pas pu être chargées.",
  retry: 'Réessayer',
  none: "Aucune copie pour le moment : la première arrivera en janvier de l'année qui suit votre premier virement.",
  year: 'Année',
  date: 'Établie le',
  download: 'Télécharger le PDF',
  downloadLabel: (year: number) => `Télécharger le PDF de la copie DAC7 ${year}`,
};

export const payoutDetailsForm = {
  sellerType: 'Vous êtes',
  personTitle: 'Vous, pour la déclaration annuelle',
  addressTitle: 'Adresse',
  accountTitle: 'Compte bancaire',
  ibanKept: (masked: string) => `Laissez vide pour garder l’IBAN enregistré (${masked}).`,
  taxIdKept: (masked: string) => `Laissez vide pour garder le numéro enregistré (${masked}).`,
  taxIdHint: 'Il figure sur votre avis d’impôt sur le revenu (13 chiffres).',
  optional: 'facultatif',
  save: 'Enregistrer mes coordonnées',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
};

/** « Mes données »: the artisan's download and erasure request (the server's answers are shown as they come). */
export const dataCard = {
  title: 'Mes données',
  intro:
    'Téléchargez tout ce que nous conservons sur vous (candidature, disponibilités, offres, ateliers, coordonnées de paiement masquées, relevés, parts, copies DAC7) dans un fichier JSON.',
  download: 'Télécharger mes données',
  erasureIntro:
    "Vous pouvez demander l'effacement de vos données : notre équipe le fait une fois vos ateliers passés et payés. Si vous avez reçu des paiements, la loi fiscale nous impose de garder vos coordonnées de paiement, vos relevés et les montants versés.",
  requestErasure: "Demander l'effacement",
  confirmQuestion: "Confirmer la demande d'effacement\u00a0? Notre équipe en sera avertie par e-mail.",
  confirm: 'Confirmer la demande',
  sending: 'Envoi…',
  cancel: 'Annuler',
  failed: "Votre demande n'a pas pu être envoyée : réessayez.",
};
