import {
  ACCOUNTING_RETENTION_YEARS,
  ARTISAN_ERASURE_PRIVACY_TEXT,
  PAGE_STATS_RETENTION_MONTHS,
  PAGE_VIEW_RETENTION_MONTHS,
  PARENT_REQUEST_RETENTION_MONTHS,
  PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP,
  PARENT_SPACE_PATH,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  SENT_MAIL_BODY_RETENTION_DAYS,
  type LegalDocument,
} from '@ptits-mitrons/domain';
import { SESSION_IDLE_MS } from '../tracking/pageViews';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

type PrivacySettings = Pick<PublicConfigResponse, 'brandName' | 'contactEmail' | 'operator' | 'host' | 'recaptchaSiteKey'>;

/** The sections the privacy page completes: the retention periods (tested against the purge job's), the opt-out. */
export const PRIVACY_SECTIONS = { retention: 'conservation', audience: 'mesure-audience' } as const;

const SESSION_IDLE_MINUTES = SESSION_IDLE_MS / 60_000;

/** /confidentialite: the privacy policy (RGPD art. 13), written from the operator settings and the retention periods. */
export function privacyPolicy({ brandName, contactEmail, operator, host, recaptchaSiteKey }: PrivacySettings): LegalDocument {
  const google = recaptchaSiteKey !== null;
  return {
    title: 'Politique de confidentialité',
    intro: `Cette politique explique quelles données personnelles ${brandName} collecte, pourquoi, qui les reçoit, combien de temps elles sont conservées et comment exercer vos droits.`,
    sections: [
      {
        title: 'Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement est ${operator.legalName}, ${operator.address} (SIRET ${operator.siret}), qui édite le site ${brandName}.`,
          `Pour toute question relative à vos données : ${contactEmail}.`,
        ],
      },
      {
        title: 'Données collectées, finalités et bases légales',
        paragraphs: [
          "Demande d'atelier (parents) : vos nom, prénom, adresse e-mail, téléphone et adresse, le prénom et l'âge de l'enfant, la commune, la date souhaitée, le nombre d'enfants et le type d'artisan. Elles servent à organiser l'atelier, à vous rappeler, à vous adresser la proposition et les messages liés à la réservation. Base légale : l'exécution du contrat ou de mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b).",
          "Allergies (facultatif) : les allergies ou régimes que vous choisissez d'indiquer concernent la santé des enfants. Ils ne servent qu'à leur sécurité pendant l'atelier, ne sont transmis qu'à l'artisan qui l'accueille et sont effacés avec la demande. Base légale : votre consentement explicite, que vous donnez en remplissant ce champ facultatif et que vous pouvez retirer à tout moment en le vidant depuis votre espace ou en nous écrivant (RGPD, art. 9.2.a).",
          "Paiement de l'acompte et du solde : le montant, la date et la référence du paiement, les reçus et avoirs. Les données de carte bancaire sont saisies chez notre prestataire de paiement et ne nous parviennent jamais. Base légale : l'exécution du contrat, et l'obligation légale de conserver les pièces comptables (RGPD, art. 6.1.b et 6.1.c).",
          "Candidature des artisans : le nom et l'adresse de l'établissement, son secteur, les nom, prénom, adresse e-mail et téléphone du responsable, la présentation, la capacité d'accueil, les jours et horaires. Elles servent à étudier la candidature puis à gérer le partenariat. Base légale : les mesures précontractuelles puis le contrat (RGPD, art. 6.1.b).",
          "Paiement des artisans : l'identité, la date de naissance, le numéro fiscal, l'adresse, le SIRET, le numéro de TVA et les coordonnées bancaires. Elles servent à verser la rémunération des ateliers et à la déclaration annuelle à l'administration fiscale des revenus perçus par l'intermédiaire de la plateforme (directive européenne dite « DAC7 »). Base légale : le contrat et une obligation légale (RGPD, art. 6.1.b et 6.1.c).",
          "Demande de lien vers votre espace : l'adresse e-mail saisie, pour vous envoyer le lien. Base légale : l'exécution du contrat (RGPD, art. 6.1.b).",
          "Sécurité du site : pour limiter les abus (envois automatisés, tentatives répétées), les formulaires, le paiement et la connexion au back office comptent les tentatives par adresse IP sur une courte période ; ces compteurs sont effacés dès qu'elle est écoulée. Les formulaires demandent aussi à votre navigateur un court calcul (ALTCHA) qui prouve qu'il n'est pas un robot, sans cookie ni service tiers. Base légale : notre intérêt légitime à protéger le service (RGPD, art. 6.1.f).",
          "Mesure d'audience : voir la section « Mesure d'audience » ci-dessous. Base légale : notre intérêt légitime à connaître la fréquentation du site (RGPD, art. 6.1.f).",
          "Les champs signalés comme obligatoires dans les formulaires sont nécessaires au traitement de votre demande : sans eux, elle ne peut pas aboutir.",
        ],
      },
      {
        title: 'Destinataires',
        paragraphs: [
          "Les données sont traitées par l'équipe de l'éditeur, pour ce qui relève de ses missions. Elles ne sont ni vendues ni louées. Les destinataires suivants en reçoivent ce qui leur est nécessaire :",
          "L'artisan chargé de l'atelier : la date, la commune, le prénom et l'âge de l'enfant, le nombre d'enfants et les allergies signalées. Il ne reçoit ni votre adresse e-mail ni votre téléphone ; ses coordonnées vous sont transmises à vous.",
          "Stripe, notre prestataire de paiement, pour les paiements par carte et les remboursements. Sur les pages de paiement, Stripe dépose des cookies nécessaires à la sécurité du paiement et à la prévention de la fraude.",
          "Le prestataire d'envoi des e-mails de l'éditeur, qui achemine les messages qui vous sont adressés.",
          `L'hébergeur du site et de sa base de données : ${host.name}, ${host.address}.`,
          ...(google
            ? [
                "Google, lorsque l'éditeur a choisi la vérification anti-robot reCAPTCHA et seulement si vous l'acceptez sur le formulaire : le script de Google reçoit alors des informations sur votre navigateur et votre utilisation de la page afin de distinguer un humain d'un robot. Base légale : votre consentement (RGPD, art. 6.1.a).",
              ]
            : []),
          "L'administration fiscale, pour la déclaration annuelle des revenus des artisans (DAC7).",
        ],
      },
      {
        title: "Transferts hors de l'Union européenne",
        paragraphs: [
          "Stripe peut traiter des données de paiement aux États-Unis. Ces transferts sont encadrés par le cadre de protection des données UE–États-Unis (Data Privacy Framework) et par les clauses contractuelles types de la Commission européenne.",
          ...(google ? ['Google peut traiter aux États-Unis les données de la vérification reCAPTCHA, dans le même cadre.'] : []),
          "Il n'y a pas d'autre transfert hors de l'Union européenne : l'éditeur retient un hébergeur et un prestataire d'envoi des e-mails qui traitent les données dans l'Union européenne.",
        ],
      },
      {
        id: PRIVACY_SECTIONS.retention,
        title: 'Durées de conservation',
        paragraphs: [
          `Demandes d'atelier : ${PARENT_REQUEST_RETENTION_MONTHS} mois après la date de l'atelier ou le dernier échange, la plus tardive des deux. Les données qui vous identifient (noms, coordonnées, adresse, prénom de l'enfant, allergies, notes) sont ensuite effacées ; restent, sans lien avec vous, la date, la commune, l'âge de l'enfant, le nombre d'enfants, les montants et les statuts, utiles à la comptabilité et aux statistiques.`,
          `Reçus, avoirs et paiements : au moins ${ACCOUNTING_RETENTION_YEARS} ans à compter de la clôture de l'exercice, comme l'exige la conservation des pièces comptables (article L123-22 du Code de commerce).`,
          `Candidatures d'artisans refusées : ${REJECTED_APPLICATION_RETENTION_MONTHS} mois après le refus ou le dernier échange, puis anonymisation. Les données des artisans partenaires sont conservées pendant toute la durée du partenariat. ${ARTISAN_ERASURE_PRIVACY_TEXT}`,
          `Contenu des e-mails envoyés : ${SENT_MAIL_BODY_RETENTION_DAYS} jours après l'envoi ; seuls restent ensuite le destinataire, l'objet et la date, avec la demande à laquelle ils se rattachent.`,
          `Mesure d'audience : ${PAGE_VIEW_RETENTION_MONTHS} mois pour les pages vues, ${PAGE_STATS_RETENTION_MONTHS} mois pour les totaux par page ; seuls restent ensuite les totaux quotidiens du site, qui ne concernent personne.`,
        ],
      },
      {
        id: PRIVACY_SECTIONS.audience,
        title: "Mesure d'audience",
        paragraphs: [
          "Pour connaître la fréquentation du site, chaque page affichée envoie à nos serveurs : l'adresse de la page (sans ses paramètres, les liens personnels et les numéros de demande étant remplacés par une mention générique), le type d'appareil (mobile ou ordinateur), l'heure, et un identifiant de visite tiré au hasard.",
          `Cet identifiant est gardé par votre navigateur dans l'onglet ouvert, le temps de la visite ; il est renouvelé après ${SESSION_IDLE_MINUTES} minutes sans page vue. Aucun cookie n'est déposé et aucune adresse IP n'est enregistrée.`,
          "Ces mesures ne servent qu'à produire des statistiques anonymes de fréquentation pour l'éditeur. Elles ne sont ni recoupées avec d'autres données, ni transmises à des tiers. Dans ces conditions, la CNIL admet qu'elles soient faites sans consentement préalable ; vous pouvez toutefois vous y opposer ci-dessous.",
          "Votre choix est gardé par ce navigateur, sans cookie : il vaut pour ce navigateur seulement et disparaît si vous effacez les données du site.",
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          "Vous disposez d'un droit d'accès, de rectification et d'effacement de vos données, d'un droit à la limitation du traitement, d'un droit d'opposition aux traitements fondés sur notre intérêt légitime, d'un droit à la portabilité des données que vous nous avez fournies, et du droit de retirer à tout moment votre consentement. Vous pouvez aussi définir des directives relatives au sort de vos données après votre décès.",
          `Parents : depuis votre espace personnel (${PARENT_SPACE_PATH}), dont le lien vous est adressé avec chaque e-mail, la rubrique « Mes données » vous permet, sans nous écrire et tant que votre espace est ouvert (jusqu'à ${PARENT_SPACE_LINK_DAYS_AFTER_WORKSHOP} jours après l'atelier), de télécharger toutes les données que nous conservons sur votre adresse e-mail (fichier JSON : vos demandes, leur historique, les propositions, les paiements, remboursements, avoirs et numéros de reçus, les e-mails envoyés) et de les effacer. L'effacement se confirme par un lien envoyé à votre adresse ; il s'applique aussitôt aux demandes où rien n'est en cours (un atelier à venir, un remboursement, une contestation de paiement ou un solde en cours de paiement le retardent, et l'espace vous dit jusqu'à quand). Les reçus et paiements restent conservés ${ACCOUNTING_RETENTION_YEARS} ans, comme l'exige l'article L123-22 du Code de commerce. Vous pouvez aussi y consulter votre demande et en modifier certains détails.`,
          `Pour exercer ces droits par écrit, ou les autres, écrivez à ${contactEmail} ou à ${operator.legalName}, ${operator.address}. Nous vous répondons dans un délai d'un mois ; nous pouvons vous demander de justifier de votre identité en cas de doute raisonnable.`,
          "Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l'informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr.",
        ],
        links: [{ to: PARENT_SPACE_PATH, label: 'Mon espace : recevoir le lien de mon espace pour accéder à « Mes données »' }],
      },
    ],
  };
}

/** The « Ne pas être mesuré » choice at the end of the audience section. */
export const audienceChoice = {
  measured: "Ce navigateur participe actuellement à la mesure d'audience.",
  refused: "Vous avez choisi de ne pas être mesuré : ce navigateur n'envoie plus aucune mesure d'audience.",
  refuse: 'Ne pas être mesuré',
  accept: "Accepter de nouveau la mesure d'audience",
};
