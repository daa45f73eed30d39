import { CREDIT_MIN_DAYS_BEFORE_WORKSHOP, DETAILS_LAST_DAYS_BEFORE_WORKSHOP } from '@ptits-mitrons/domain';

/**
 * The French sentences of the parent's space (`/mon-espace`…). Action labels, statuses, timeline wording and the
 * server's refusals come from the domain package or the API; only the page's own text lives here.
 */
export const parentSpaceMeta = {
  link: {
    title: (brand: string) => `Mon espace · ${brand}`,
    description: 'Recevez par e-mail le lien personnel de votre espace pour suivre votre demande.',
  },
  space: {
    title: (brand: string) => `Mon espace · ${brand}`,
    description: "Le suivi de votre demande d'atelier d'anniversaire.",
  },
  balance: {
    title: (brand: string) => `Paiement du solde · ${brand}`,
    description: "Paiement sécurisé du solde de l'atelier.",
  },
  balanceReturn: {
    title: (brand: string) => `Vérification du paiement · ${brand}`,
    description: 'Vérification du paiement de votre solde.',
  },
};

export const linkRequest = {
  title: 'Mon espace',
  intro: "Indiquez l'adresse e-mail de votre demande : nous vous envoyons le lien personnel de votre espace, où vous suivez votre demande, répondez à la proposition et réglez le solde.",
  newLinkTitle: 'Recevoir un nouveau lien',
  email: 'Votre adresse e-mail',
  submit: 'Recevoir mon lien',
  sending: 'Envoi en cours…',
  sentTitle: 'Demande envoyée',
  again: 'Renvoyer un lien',
};

export const spacePage = {
  title: 'Mon espace',
  subtitle: (child: string) => `L'anniversaire de ${child}`,
  loading: 'Chargement de votre espace…',
  loadError: "Votre espace n'a pas pu être chargé.",
  retry: 'Réessayer',
  statusLabel: 'Statut de la demande',
  requestTitle: 'Votre demande',
  fields: {
    child: 'Enfant',
    childValue: (name: string, age: number) => `${name}, ${age} ans`,
    date: "Date de l'atelier",
    city: 'Ville',
    children: "Nombre d'enfants",
    allergies: 'Allergies ou régimes',
    noAllergies: 'Aucune indiquée',
  },
  proposalTitle: 'La proposition',
  proposalFields: {
    establishment: 'Artisan',
    address: 'Adresse',
    when: 'Date et heure',
  },
  noProposal: 'Nous cherchons votre artisan : vous recevrez sa proposition par e-mail.',
  amountsTitle: 'Les montants',
  amounts: {
    total: 'Prix total',
    deposit: 'Acompte',
    depositPaid: 'réglé',
    depositDue: 'à régler',
    balance: 'Solde',
    balancePaid: 'réglé',
    balanceDue: (day: string) => `à régler au plus tard le ${day}`,
  },
  timelineTitle: 'Le suivi',
  actionsTitle: 'Ce que vous pouvez faire',
  noActions: "Aucune action n'est ouverte pour votre demande. Une question ?",
  contact: 'Contactez-nous',
  externalPaymentNote: 'Le lien de paiement s’ouvre dans un nouvel onglet.',
  accepting: 'Préparation du paiement…',
};

export const balancePayment = {
  title: 'Paiement sécurisé du solde',
  intro: "Réglez le solde pour confirmer l'atelier : l'artisan vous attend à la date et l'adresse de la proposition.",
  amountLabel: 'Montant du solde',
  backToSpace: 'Revenir à mon espace',
  noToken: "Nous n'avons pas retrouvé votre espace dans cet onglet. Ouvrez-le à nouveau depuis le lien de votre e-mail.",
  openSpace: 'Recevoir mon lien',
  returnTitle: 'Vérification du paiement',
  checking: 'Vérification du paiement en cours…',
  processing: 'Votre paiement est en cours de traitement. Nous vous confirmerons sa bonne réception par e-mail.',
};

export const spaceNotices = {
  balancePaid: "Votre solde est réglé : l'atelier est confirmé. Un e-mail de confirmation vient de vous être envoyé.",
  paymentFailed: 'Le paiement du solde n’a pas abouti. Vous pouvez réessayer.',
  detailsSaved: 'Vos modifications sont enregistrées.',
  cancelled: 'Votre réservation est annulée. Un e-mail de confirmation vient de vous être envoyé.',
  declined: "Vous avez refusé la proposition. Nous en avons informé l'équipe.",
};

export const outcomeTexts = {
  checking: "Calcul de ce que prévoient les conditions de vente…",
  credit: (amount: string) => `Vous recevrez un avoir de ${amount}, valable pour un autre atelier (conditions générales de vente, §6).`,
  refund: (amount: string) => `Le solde déjà réglé (${amount}) vous sera remboursé.`,
  nothing: `À ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours ou moins de l'atelier, les conditions générales de vente (§6) ne prévoient ni avoir ni remboursement de l'acompte.`,
  nothingPaid: "Vous n'avez encore rien réglé : l'annulation est sans frais.",
  error: "Nous n'avons pas pu calculer ce que prévoient les conditions de vente.",
};

export const cancelDialog = {
  title: 'Annuler la réservation',
  intro: "Votre demande sera archivée et l'équipe prévenue.",
  confirm: "Confirmer l'annulation",
  sending: 'Annulation…',
  close: 'Garder ma réservation',
};

export const declineDialog = {
  title: 'Refuser la proposition',
  intro: "L'équipe sera prévenue de votre refus.",
  reason: 'Pourquoi ? (facultatif)',
  confirm: 'Confirmer le refus',
  sending: 'Envoi…',
  close: 'Revenir',
};

export const creditCode = {
  title: 'Votre avoir',
  text: (amount: string) => `Ce code vaut ${amount} : saisissez-le dans le formulaire de demande, à la place de l'acompte. Il vous a aussi été envoyé par e-mail.`,
  copy: 'Copier le code',
  copied: 'Code copié',
  newRequest: 'Faire une nouvelle demande',
};

export const detailsDialog = {
  title: 'Modifier les détails',
  intro: `Modifiable jusqu'à ${DETAILS_LAST_DAYS_BEFORE_WORKSHOP} jours avant l'atelier.`,
  counter: (used: number, max: number) => `${used} / ${max} caractères`,
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  close: 'Annuler',
};
