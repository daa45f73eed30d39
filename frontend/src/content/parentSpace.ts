/**
 * The French sentences of the parent's space page (`/mon-espace/{token}`); its forms, dialogs and payment pages have
 * theirs in parentSpaceForms.ts (loaded with them, not with the page). Action labels, statuses, timeline wording and
 * the server's refusals come from the domain package or the API.
 */
import { deName } from '@ptits-mitrons/domain';
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
  erasure: {
    title: (brand: string) => `Effacer mes données · ${brand}`,
    description: "Confirmation de l'effacement de vos données.",
  },
  balanceReturn: {
    title: (brand: string) => `Vérification du paiement · ${brand}`,
    description: 'Vérification du paiement de votre solde.',
  },
};

export const spacePage = {
  title: 'Mon espace',
  newLinkTitle: 'Recevoir un nouveau lien',
  subtitle: (child: string) => `L'anniversaire ${deName(child)}`,
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
    depositCredited: 'réglé, devenu un avoir',
    depositDue: 'à régler',
    balance: 'Solde',
    balancePaid: 'réglé',
    balanceRefunded: (amount: string) => `réglé, ${amount} remboursés`,
    balanceDue: (day: string) => `à régler au plus tard le ${day}`,
    nothingDue: 'Rien à régler',
  },
  timelineTitle: 'Le suivi',
  actionsTitle: 'Ce que vous pouvez faire',
  noActions: "Aucune action n'est ouverte pour votre demande. Une question ?",
  contact: 'Contactez-nous',
  externalPaymentNote: 'Le lien de paiement s’ouvre dans un nouvel onglet.',
  accepting: 'Préparation du paiement…',
  dataTitle: 'Mes données',
  dataIntro: 'Téléchargez ou effacez ce que nous conservons sur votre adresse e-mail, pour toutes vos demandes.',
  dataDownload: 'Télécharger mes données',
  dataErase: 'Effacer mes données',
};

export const spaceNotices = {
  balancePaid: "Votre solde est réglé : l'atelier est confirmé. Un e-mail de confirmation vient de vous être envoyé.",
  paymentFailed: 'Le paiement du solde n’a pas abouti. Vous pouvez réessayer.',
  detailsSaved: 'Vos modifications sont enregistrées.',
  cancelled: 'Votre réservation est annulée. Un e-mail de confirmation vient de vous être envoyé.',
  declined: "Vous avez refusé la proposition. Nous en avons informé l'équipe.",
};
