import { ACCOUNTING_RETENTION_YEARS, BALANCE_CENTS, CREDIT_MIN_DAYS_BEFORE_WORKSHOP, deName, DETAILS_LAST_DAYS_BEFORE_WORKSHOP, formatEuros } from '@ptits-mitrons/domain';

/** The French sentences of the parent space's forms, dialogs and balance payment pages (see parentSpace.ts). */
export const linkRequest = {
  title: 'Mon espace',
  intro: "Indiquez l'adresse e-mail de votre demande : nous vous envoyons le lien personnel de votre espace, où vous suivez votre demande, répondez à la proposition et réglez le solde.",
  email: 'Votre adresse e-mail',
  submit: 'Recevoir mon lien',
  sending: 'Envoi en cours…',
  sentTitle: 'Demande envoyée',
  again: 'Renvoyer un lien',
};

export const balancePayment = {
  title: 'Paiement sécurisé du solde',
  intro: "Réglez le solde pour confirmer l'atelier : l'artisan vous attend à la date et l'adresse de la proposition.",
  amountLabel: 'Montant du solde',
  /** The button pays, and says so (Code de la consommation L221-14). */
  pay: `Payer le solde de ${formatEuros(BALANCE_CENTS, { cents: 'when-needed' })}`,
  backToSpace: 'Revenir à mon espace',
  noToken: "Nous n'avons pas retrouvé votre espace dans cet onglet. Ouvrez-le à nouveau depuis le lien de votre e-mail.",
  openSpace: 'Recevoir mon lien',
  returnTitle: 'Vérification du paiement',
  checking: 'Vérification du paiement en cours…',
  processing: 'Votre paiement est en cours de traitement. Nous vous confirmerons sa bonne réception par e-mail.',
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
  used: (amount: string, day: string) => `Ce code de ${amount} a réglé l'acompte d'une autre demande le ${day} : il ne peut plus servir.`,
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

/** « Effacer mes données »: the space's dialog, then the page the mailed link opens. */
export const erasureDialog = {
  title: 'Effacer mes données',
  intro:
    "L'effacement concerne toutes les demandes faites avec votre adresse e-mail. Nous vous envoyons d'abord un lien de confirmation par e-mail : rien n'est effacé avant que vous l'ayez suivi.",
  kept: `Les reçus et les paiements restent conservés ${ACCOUNTING_RETENTION_YEARS} ans, comme la loi l'impose (Code de commerce, article L123-22), sans autre donnée vous concernant.`,
  loading: 'Vérification de vos demandes…',
  listTitle: 'Vos demandes',
  request: (child: string, day: string) => `Anniversaire ${deName(child)}, ${day}`,
  erasableNow: 'effaçable dès confirmation',
  nothingErasable: "Rien ne peut être effacé pour l'instant :",
  send: 'Recevoir le lien de confirmation',
  sending: 'Envoi en cours…',
  close: 'Fermer',
  error: "La vérification n'a pas pu aboutir. Réessayez dans quelques instants.",
};

export const erasurePage = {
  title: 'Effacer mes données',
  intro:
    "En confirmant, vous effacez vos données de toutes les demandes faites avec votre adresse e-mail, sauf celles où quelque chose est encore en cours. Vos liens personnels cesseront de fonctionner. L'effacement est définitif.",
  confirm: 'Effacer définitivement mes données',
  erasing: 'Effacement en cours…',
  noLink: "Ce lien est incomplet : ouvrez-le à nouveau depuis l'e-mail reçu, ou demandez-en un nouveau depuis votre espace.",
  keptTitle: 'Demandes conservées pour le moment',
  error: "L'effacement n'a pas pu aboutir. Réessayez dans quelques instants.",
  home: "Revenir à l'accueil",
};
