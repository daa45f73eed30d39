/**
 * The French sentences of the artisan's space (`/espace-artisan`, `/espace-artisan/{token}`). Offer statuses, limits
 * and the server's answers come from the domain package or the API; the availability form and the decline dialog
 * and the calendar address have theirs in merchantSpaceForms.ts (loaded with them, not with the page).
 */
export const merchantSpaceMeta = {
  link: {
    title: (brand: string) => `Espace artisan · ${brand}`,
    description: 'Artisans partenaires : recevez par e-mail le lien personnel de votre espace.',
  },
  space: {
    title: (brand: string) => `Espace artisan · ${brand}`,
    description: 'Les ateliers proposés, vos ateliers confirmés et vos disponibilités.',
  },
};

export const merchantLinkRequest = {
  title: 'Espace artisan',
  intro:
    "Indiquez l'adresse e-mail de votre établissement partenaire : nous vous envoyons le lien personnel de votre espace, où vous répondez aux ateliers proposés et tenez vos disponibilités à jour.",
  email: 'Votre adresse e-mail',
  submit: 'Recevoir mon lien',
  sending: 'Envoi en cours…',
  again: 'Renvoyer un lien',
};

export const merchantSpacePage = {
  title: 'Mon espace artisan',
  greeting: (firstname: string) => `Bonjour ${firstname}`,
  loading: 'Chargement de votre espace…',
  loadError: "Votre espace n'a pas pu être chargé.",
  retry: 'Réessayer',
  notFoundTitle: 'Lien invalide ou expiré',
  newLink: 'Recevoir un nouveau lien',
  answerFailed: "Votre réponse n'a pas pu être envoyée : réessayez.",
};

export const profileCard = {
  title: 'Votre établissement',
  establishment: 'Établissement',
  address: 'Adresse',
  city: 'Ville',
  trade: 'Métier',
  maxChildren: "Nombre d'enfants maximum",
};

/** The labels an offer and a confirmed workshop share. */
export const workshopLabels = {
  when: 'Date et heure',
  children: "Nombre d'enfants",
  allergies: 'Allergies ou régimes',
  noAllergies: 'Aucune indiquée',
};

export const offersCard = {
  title: 'Ateliers proposés',
  none: 'Aucun atelier proposé pour le moment : nous vous écrivons dès qu’une famille proche en demande un.',
  statusLabel: "Statut de l'offre",
  city: 'Commune de la famille',
  child: "Âge de l'enfant",
  childAge: (age: number) => `${age} ans`,
  timeLeft: (left: string) => `Il vous reste ${left} pour répondre`,
  deadlinePassed: 'Le délai de réponse est écoulé.',
  accept: "Accepter l'atelier",
  accepting: 'Envoi…',
  decline: 'Refuser',
};

/** "1 j 4 h", "5 h 20 min", "12 min": the time left to answer, rounded down. */
export const durationUnits = { days: 'j', hours: 'h', minutes: 'min' };

export const workshopsCard = {
  title: 'Ateliers confirmés',
  none: 'Aucun atelier confirmé pour le moment.',
  child: 'Enfant',
  childValue: (name: string, age: number) => `${name}, ${age} ans`,
};

export const availabilityCard = {
  title: 'Vos disponibilités',
  intro: 'Nous ne vous proposons que des ateliers dans vos disponibilités, hors de vos absences.',
  days: 'Jours',
  hours: 'Créneaux',
  maxChildren: "Nombre d'enfants maximum",
  daysOff: "Dates d'absence à venir",
  none: 'Aucun',
  noDaysOff: 'Aucune',
  edit: 'Modifier mes disponibilités',
};

export const calendarCard = {
  title: 'Votre agenda',
  intro: 'Abonnez votre agenda : vos ateliers confirmés s’y affichent d’eux-mêmes.',
  subscribe: 'Abonner mon agenda',
  creating: 'Création de l’adresse…',
  renew: 'Chaque clic crée une nouvelle adresse : l’ancienne cesse de fonctionner.',
  failed: "L'adresse de l'agenda n'a pas pu être créée.",
};

export const payoutDetailsCard = {
  title: 'Coordonnées de paiement',
  intro: 'Nous vous versons votre part des ateliers par virement, et déclarons chaque année ces versements aux impôts (DAC7).',
  none: 'Vous n’avez pas encore saisi vos coordonnées de paiement.',
  loading: 'Chargement de vos coordonnées…',
  loadError: "Vos coordonnées de paiement n'ont pas pu être chargées.",
  missingPayout: 'Il manque pour être payé par virement :',
  missingDac7: 'Il manque pour la déclaration annuelle des versements (DAC7) :',
  complete: 'Vos coordonnées sont complètes.',
  edit: 'Modifier mes coordonnées',
  enter: 'Saisir mes coordonnées',
  updatedAt: 'Dernière modification',
};
