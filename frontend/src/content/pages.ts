import { CANCELLATION_DELAYS, DEPOSIT_CENTS, DESIRED_DATE_MESSAGES, formatEuros, WORKSHOP_PROMISES, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';

/**
 * Every French sentence of the public site's home, pages and forms (the shell's are in strings.ts). The brand,
 * contact details and prices come from GET /api/config, hence the functions; the pages' static descriptions, which
 * cannot wait for it, write the package's amounts.
 */
const TOTAL_TEXT = formatEuros(WORKSHOP_TOTAL_CENTS, { cents: 'when-needed' });
const DEPOSIT_TEXT = formatEuros(DEPOSIT_CENTS, { cents: 'when-needed' });
export const meta = {
  home: {
    title: (brand: string) => `${brand} · Ateliers d'anniversaire chez les artisans`,
    description: `Un anniversaire original pour votre enfant : un atelier d'${WORKSHOP_PROMISES.duration} chez un boulanger près de chez vous, pour environ ${WORKSHOP_PROMISES.children} enfants.`,
  },
  merchants: {
    title: (brand: string) => `Devenir artisan partenaire · ${brand}`,
    description: "Boulangers, artisans : accueillez des ateliers d'anniversaire rémunérés et faites découvrir votre métier aux familles de votre quartier.",
  },
  about: {
    title: (brand: string) => `Qui sommes-nous ? · ${brand}`,
    description: "Notre engagement : rapprocher les familles et les artisans de quartier autour d'anniversaires gourmands et mémorables.",
  },
  contact: {
    title: (brand: string) => `Nous contacter · ${brand}`,
    description: 'Une question sur un atelier, une carte cadeau ou un partenariat ? Écrivez-nous ou appelez-nous.',
  },
  legal: {
    title: (brand: string) => `Mentions légales · ${brand}`,
    description: "Éditeur, hébergeur et contact du site : les mentions légales.",
  },
  cgv: {
    title: (brand: string) => `Conditions générales de vente · ${brand}`,
    description: "Conditions générales de vente des ateliers d'anniversaire : prix, acompte, annulation.",
  },
  cgu: {
    title: (brand: string) => `Conditions générales d'utilisation · ${brand}`,
    description: "Conditions générales d'utilisation du site et de ses services.",
  },
  artisanTerms: {
    title: (brand: string) => `Conditions des artisans · ${brand}`,
    description: 'Conditions des artisans partenaires : propositions d’atelier, classement, rémunération, virements et DAC7.',
  },
  privacy: {
    title: (brand: string) => `Politique de confidentialité · ${brand}`,
    description: "Données personnelles : ce qui est collecté, pourquoi, par qui, combien de temps, vos droits et la mesure d'audience.",
  },
  accessibility: {
    title: (brand: string) => `Déclaration d'accessibilité · ${brand}`,
    description: "État d'accessibilité du site, défauts connus, signalement d'un problème et voies de recours.",
  },
  parents: {
    title: (brand: string) => `Réserver un atelier d'anniversaire · ${brand}`,
    description: `Demandez un atelier d'anniversaire chez un boulanger : ${TOTAL_TEXT} tout compris, acompte de ${DEPOSIT_TEXT} pour bloquer la date, rappel sous ${WORKSHOP_PROMISES.callBack}.`,
  },
  payment: {
    title: (brand: string) => `Paiement de l'acompte · ${brand}`,
    description: `Paiement sécurisé de l'acompte de ${DEPOSIT_TEXT} qui bloque la date de l'atelier.`,
  },
  paymentReturn: {
    title: (brand: string) => `Vérification du paiement · ${brand}`,
    description: 'Vérification du paiement de votre acompte.',
  },
  confirmation: {
    title: (brand: string) => `Paiement autorisé · ${brand}`,
    description: 'Votre acompte est réglé : la date de votre atelier est bloquée.',
  },
  refund: {
    title: (brand: string) => `Annulation et remboursement · ${brand}`,
    description: "Conditions d'annulation de votre atelier d'anniversaire et contact.",
  },
  notFound: {
    title: (brand: string) => `Page introuvable · ${brand}`,
    description: "Cette page n'existe pas ou n'existe plus.",
  },
};

export const home = {
  headline: 'Un anniversaire gourmand chez un artisan près de chez vous',
  intro: (totalPrice: number) =>
    `Pendant ${WORKSHOP_PROMISES.duration}, votre enfant et environ ${WORKSHOP_PROMISES.children} invités mettent la main à la pâte dans le fournil d'un boulanger de votre quartier. Un atelier clé en main, ${totalPrice} € tout compris.`,
  cta: 'Réserver un atelier',
  badge: 'Plus de 150 anniversaires organisés',
  galleryTitle: 'Les ateliers en images',
  giftCardTitle: 'Un cadeau qui a du goût',
  giftCardText: 'Offrez un atelier à un enfant qui vous est cher : grands-parents, parrains et marraines adorent.',
  giftCardButton: 'Découvrir la carte cadeau',
  steps: {
    title: 'Comment ça marche ?',
    items: (deposit: string) => [
      { title: 'Vous faites votre demande', text: 'Quelques informations sur votre enfant, la date et le lieu souhaités.' },
      { title: 'Vous bloquez la date', text: `Un acompte de ${deposit} réserve votre créneau.` },
      { title: 'Nous trouvons votre artisan', text: `Sous ${WORKSHOP_PROMISES.artisanDetails}, nous vous transmettons les coordonnées du boulanger qui vous accueillera.` },
    ],
  },
  merchantsTeaser: {
    title: 'Vous êtes artisan ?',
    text: "Accueillez des anniversaires dans votre boutique et faites découvrir votre métier aux familles du quartier.",
    link: 'Devenir partenaire',
  },
};

export const gallery = {
  kneading: 'Des enfants pétrissent la pâte autour d’un plan de travail fariné',
  croissants: 'Une plaque de croissants dorés qui sortent du four',
  cake: "Un gâteau d'anniversaire décoré de bougies",
  baguettes: 'Des baguettes façonnées par les enfants, prêtes à cuire',
};

export const merchantsPage = {
  title: (brand: string) => `Pourquoi rejoindre l'aventure ${brand} ?`,
  intro:
    "Rejoindre l'aventure, c'est être rémunéré pour chaque atelier que vous accueillez, mais aussi gagner de nouveaux clients, de la visibilité dans votre quartier et partager votre passion avec les plus jeunes.",
  photosTitle: 'Ils nous ont rejoints',
  photos: {
    oven: "Un boulanger enfourne des pains devant deux enfants attentifs",
    shopfront: 'La devanture accueillante d’une boulangerie de quartier',
    workbench: 'Une artisane montre le façonnage d’une brioche à un groupe d’enfants',
    display: 'Une vitrine garnie de pains et de viennoiseries',
  },
  benefitsTitle: 'Ce que vous y gagnez',
  benefits: [
    { emoji: '💶', title: 'Une activité rémunérée', text: 'Chaque atelier accueilli vous est payé : un revenu complémentaire pour votre commerce.' },
    { emoji: '👨‍👩‍👧', title: `${WORKSHOP_PROMISES.children} enfants, ${WORKSHOP_PROMISES.children} futures familles clientes`, text: 'Chaque anniversaire fait entrer dans votre boutique des familles qui reviendront.' },
    { emoji: '📍', title: 'Une visibilité locale', text: 'Votre commerce est mis en avant auprès des parents de votre quartier.' },
    { emoji: '🕒', title: 'Vos horaires, votre choix', text: 'Vous choisissez librement vos créneaux, y compris aux heures creuses.' },
    { emoji: '🎉', title: 'Une expérience ludique et valorisante', text: 'Transmettez votre savoir-faire et partagez des moments joyeux avec les enfants.' },
  ],
  spaceQuestion: 'Artisan partenaire ?',
  spaceLink: 'Accédez à votre espace',
};

export const merchantForm = {
  title: "C'EST PARTI !",
  subtitle: 'Remplissez ce formulaire pour en savoir plus !',
  fields: {
    nomCommerce: 'Nom de la boulangerie',
    superficie: 'Superficie du commerce (en m²)',
    adresse: 'Adresse complète',
    city: 'Ma ville',
    nomResponsable: 'Nom',
    prenomResponsable: 'Prénom',
    email: 'Email',
    telephone: 'Téléphone',
    description: 'Commentaires éventuels',
  },
  terms: {
    before: "J'ai lu et j'accepte les ",
    cgu: "conditions générales d'utilisation",
    artisans: 'conditions des artisans',
  },
  submit: 'Envoyer',
  sending: 'Envoi en cours…',
  thanksTitle: "Merci d'avoir rempli le formulaire !",
  thanksText: 'Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais.',
  backHome: "Retour à l'accueil",
};

export const citySearch = {
  hint: 'Saisissez le début de votre ville ou de votre code postal',
  noMatch: 'Pas de ville trouvée',
  searching: 'Recherche en cours…',
  loadingLabel: 'Recherche des villes en cours',
};

export const forms = {
  honeypot: 'Ne pas remplir ce champ',
  submitFallbackError: "Une erreur est survenue lors de l'envoi du formulaire",
};

export const botCheck = {
  unavailable: "La vérification anti-robot n'a pas pu être chargée. Merci de réessayer.",
  failed: "La vérification anti-robot n'a pas abouti. Merci de renvoyer le formulaire.",
  /** The ALTCHA widget's own texts (its i18n keys); the footer naming ALTCHA is hidden. */
  altcha: {
    ariaLinkLabel: 'ALTCHA (site officiel)',
    cancel: 'Annuler',
    enterCode: 'Saisissez le code',
    enterCodeAria: "Saisissez le code que vous entendez. Appuyez sur Espace pour écouter l'enregistrement.",
    enterCodeFromImage: "Pour continuer, saisissez le code de l'image ci-dessous.",
    error: 'La vérification a échoué. Merci de réessayer dans un instant.',
    expired: 'La vérification a expiré. Merci de recommencer.',
    footer: '',
    getAudioChallenge: 'Écouter un code',
    label: 'Je ne suis pas un robot',
    loading: 'Chargement…',
    reload: 'Recommencer',
    verificationRequired: 'Merci de cocher « Je ne suis pas un robot ».',
    verified: 'Vérifié',
    verify: 'Vérifier',
    verifying: 'Vérification en cours…',
    waitAlert: 'Vérification en cours, merci de patienter.',
  },
  /** With the reCAPTCHA provider: Google's script loads only once the visitor accepts it here. */
  consent: {
    text: "Vous pouvez utiliser reCAPTCHA de Google pour ce contrôle : son script dépose des traceurs sur votre appareil. Si vous refusez, une vérification sans traceur (ALTCHA) s'en charge.",
    accept: 'Utiliser reCAPTCHA',
    refuse: 'Refuser',
    accepted: "reCAPTCHA de Google vérifiera l'envoi de ce formulaire.",
  },
};

export const validationMessages = {
  required: 'Ce champ est obligatoire',
  email: 'Veuillez entrer une adresse e-mail valide',
  area: 'La superficie doit être un nombre supérieur ou égal à 0',
  city: 'Veuillez choisir une ville dans la liste',
};

export const aboutPage = {
  title: 'Qui sommes-nous ?',
  commitmentTitle: 'Notre engagement',
  commitment: [
    "Nous croyons qu'un anniversaire réussi n'a pas besoin d'être compliqué : il suffit d'un lieu chaleureux, d'un artisan passionné et d'enfants qui ont envie de mettre les mains dans la farine.",
    `Nous sélectionnons des boulangers et des artisans de quartier, nous organisons chaque atelier avec eux et nous accompagnons les parents de la demande jusqu'au jour J. Chaque atelier dure ${WORKSHOP_PROMISES.duration} et accueille environ ${WORKSHOP_PROMISES.children} enfants.`,
  ],
  motivationTitle: 'Ce qui nous motive',
  motivation: [
    "Faire vivre les commerces de proximité : chaque atelier est rémunéré et fait découvrir la boutique à de nouvelles familles.",
    'Transmettre des savoir-faire : pétrir, façonner, cuire… les enfants repartent fiers de ce qu’ils ont fabriqué.',
    "Simplifier la vie des parents : un seul formulaire, un acompte pour bloquer la date, et nous nous occupons du reste.",
  ],
  illustration: 'Un artisan et des enfants réunis autour d’un pétrin',
  cta: 'Organiser un anniversaire',
};

export const contactPage = {
  title: 'Nous contacter',
  intro: "Une question sur un atelier, une carte cadeau ou un partenariat ? Notre équipe vous répond du lundi au vendredi.",
  emailTitle: 'Par e-mail',
  phoneTitle: 'Par téléphone',
  merchantsTitle: 'Vous êtes artisan ?',
  merchantsText: 'Présentez-nous votre commerce grâce au formulaire dédié.',
  merchantsLink: 'Devenir artisan partenaire',
  parentsTitle: 'Vous êtes parent ?',
  parentsText: `Faites votre demande d'atelier en ligne : nous vous rappelons sous ${WORKSHOP_PROMISES.callBack}.`,
  parentsLink: 'Faire une demande',
};

export const notFoundPage = {
  title: 'Page introuvable',
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
};

/** The public forms' terms checkbox (components/TermsCheckbox). */
export const termsCheckbox = {
  newTab: ' (nouvel onglet)',
  separator: ', ',
  lastSeparator: ' et les ',
};

export const parentsPage = {
  title: 'Organisez un anniversaire inoubliable chez un artisan',
  intro: (totalPrice: number, deposit: string) =>
    `Un atelier d'${WORKSHOP_PROMISES.duration} pour environ ${WORKSHOP_PROMISES.children} enfants, chez un boulanger près de chez vous : ${totalPrice} € tout compris, dont un acompte de ${deposit} pour bloquer la date.`,
  benefitsTitle: 'Pourquoi choisir notre atelier ?',
  benefits: (totalPrice: number) => [
    { title: 'Clé en main', text: 'Nous trouvons l’artisan, organisons l’atelier et vous accompagnons jusqu’au jour J.' },
    { title: 'Un vrai savoir-faire', text: 'Les enfants pétrissent, façonnent et repartent avec leurs créations.' },
    { title: 'Près de chez vous', text: 'Un artisan de votre quartier, dans sa boutique, pour une fête authentique.' },
    { title: 'Un prix clair', text: `${totalPrice} € tout compris pour environ ${WORKSHOP_PROMISES.children} enfants, sans mauvaise surprise.` },
  ],
  pricesTitle: 'Les tarifs',
  prices: (totalPrice: number, deposit: string) => [
    `${totalPrice} € tout compris`,
    `Acompte de ${deposit} pour bloquer la date`,
    `Atelier de ${WORKSHOP_PROMISES.duration}`,
    `Environ ${WORKSHOP_PROMISES.children} enfants`,
  ],
  insuranceTitle: 'Assurance',
  insurance:
    "Chaque atelier se déroule dans un établissement assuré pour l'accueil du public. Les enfants restent sous la responsabilité de leurs parents ou des adultes qui les accompagnent.",
  phoneTitle: 'Une question ? Appelez-nous',
  howToTitle: 'Comment réserver ?',
  howTo: (deposit: string) => [
    'Remplissez le formulaire ci-dessous.',
    `Réglez l'acompte de ${deposit} pour bloquer la date.`,
    `Sous ${WORKSHOP_PROMISES.artisanDetails}, nous vous transmettons les coordonnées du boulanger.`,
  ],
  formTitle: 'Votre demande',
  formSubtitle: `Nous vous rappelons sous ${WORKSHOP_PROMISES.callBack} après votre envoi.`,
  fields: {
    parent_firstname: 'Votre prénom',
    parent_lastname: 'Votre nom',
    parent_email: 'Email',
    parent_phone: 'Téléphone',
    child_firstname: "Prénom de l'enfant",
    child_age: "Âge de l'enfant",
    number_of_children: "Nombre d'enfants",
    desired_date: 'Date souhaitée',
    target_address: "Adresse de l'atelier souhaité",
    city: 'Ma ville',
    merchant_type: "Type d'artisan",
    merchant_type_default: 'Boulanger',
    merchant_type_other: 'Un autre artisan',
    merchant_type_other_text: 'Quel artisan ?',
    credit_code: "Code d'avoir",
  },
  dateHint: DESIRED_DATE_MESSAGES.hint,
  allergiesHint: (used: number, max: number) => `Facultatif · ${used} / ${max} caractères`,
  creditCodeHint: "Facultatif : un avoir reçu lors d'une annulation remplace l'acompte.",
  terms: {
    before: "J'ai lu et j'accepte les ",
    cgv: 'conditions générales de vente',
    /** Code de la consommation L221-5: the parent learns before paying that there is no withdrawal. */
    withdrawal: 'Atelier à date fixe : pas de droit de rétractation (article L221-28 12° du Code de la consommation).',
  },
  submit: 'Envoyer ma demande',
  /** With a credit code the form's own button is the payment (L221-14): it says so. */
  submitWithCredit: "Envoyer et régler l'acompte avec mon avoir",
  sending: 'Envoi en cours…',
  thanksTitle: 'Merci pour votre demande !',
  thanksText: `Nous vous rappelons sous ${WORKSHOP_PROMISES.callBack} pour organiser l’anniversaire de votre enfant.`,
  backHome: "Retour à l'accueil",
  pictures: 'Des ateliers déjà organisés',
};

export const paymentPage = {
  title: 'Paiement sécurisé de l’acompte',
  intro: 'Réglez l’acompte pour bloquer la date de l’atelier. Le solde sera à régler plus tard.',
  amountLabel: 'Montant de l’acompte',
  description: (requestId: string) => `Acompte pour l'atelier d'anniversaire (demande ${requestId})`,
  /** The button pays, and says so (Code de la consommation L221-14). */
  pay: `Payer l'acompte de ${formatEuros(DEPOSIT_CENTS, { cents: 'when-needed' })}`,
  paying: 'Paiement en cours…',
  preparing: 'Préparation du paiement…',
  demoNotice: 'Mode démonstration : aucun paiement réel n’est effectué et aucune carte n’est demandée.',
  secure: 'Paiement sécurisé par notre prestataire ; vos données bancaires ne transitent pas par nos serveurs.',
  initErrorTitle: 'Erreur de paiement',
  initError: "Impossible d'initialiser le paiement",
  missingSecret: 'Client secret indisponible',
  failed: 'Le paiement a échoué',
  retry: 'Réessayer',
};

export const paymentReturnPage = {
  title: 'Vérification du paiement',
  checking: 'Vérification du paiement en cours...',
  processing: 'Votre paiement est en cours de traitement. Nous vous confirmerons sa bonne réception par e-mail.',
  backHome: "Retour à l'accueil",
};

export const confirmationPage = {
  title: 'Paiement autorisé',
  text: (deposit: string) => `Votre acompte de ${deposit} a bien été réglé. Un e-mail de confirmation vient de vous être envoyé.`,
  next: `Sous ${WORKSHOP_PROMISES.artisanDetails}, nous vous transmettrons les coordonnées du boulanger qui accueillera l’atelier.`,
  backHome: "Retour à l'accueil",
};

export const refundPage = {
  title: 'Annulation et remboursement',
  intro: 'Vous souhaitez annuler votre atelier ? Voici ce que prévoient nos conditions générales de vente.',
  rules: [
    `Annulation ${CANCELLATION_DELAYS.credit} : vous recevez un avoir du montant de l'acompte, valable pour un autre atelier.`,
    `Annulation ${CANCELLATION_DELAYS.nothing} : aucun remboursement ni avoir n'est possible.`,
  ],
  contactTitle: 'Pour annuler, contactez-nous',
  contact: 'Indiquez-nous votre nom et la date de l’atelier : nous vous répondons rapidement.',
  cgvLink: 'Lire les conditions générales de vente',
};
