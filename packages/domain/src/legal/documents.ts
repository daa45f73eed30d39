import { CANCELLATION_DELAYS } from '../parent-space';
import { formatEuros } from '../money';
import { PAGE_VIEW_RETENTION_MONTHS } from '../retention';
import { WORKSHOP_PROMISES } from '../promises';
import { ARTISAN_TERMS_NOTICE_DAYS, termsVersionLabel } from '../terms';

/**
 * The legal texts' French words, written from the public settings (brand, contact, prices, operator, host, mediator):
 * the site shows them, and the server prints the CGV into the PDF the deposit's confirmation carries.
 */
export interface LegalSection {
  /** The section's anchor, for a page that adds something to it (the privacy page's opt-out). */
  id?: string;
  title: string;
  paragraphs: string[];
  /** Pages of the site the section refers to, shown as links after its paragraphs. */
  links?: Array<{ to: string; label: string }>;
}

/** The privacy policy's address and name, as the other legal texts refer to it. */
export const PRIVACY_POLICY_LINK = { to: '/confidentialite', label: 'Politique de confidentialité' };

export interface LegalDocument {
  title: string;
  /** « version du 29 novembre 2026 », for the texts people accept (TERMS_VERSIONS). */
  version?: string;
  intro: string;
  sections: LegalSection[];
}

/**
 * What the legal texts name: the public settings (GET /api/config gives them to the site; the server reads its own).
 * depositAmount in cents, totalPrice in whole euros.
 */
export interface LegalSettings {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  prices: { depositAmount: number; currency: string; totalPrice: number };
  /** The operator's legal details (OPERATOR_* settings), shown on /mentions-legales and printed on receipts. */
  operator: { legalName: string; address: string; siret: string; vatNumber: string; publicationDirector: string };
  /** The site's host (OPERATOR_HOST_* settings). */
  host: { name: string; address: string; phone: string };
  /** The consumer mediator (OPERATOR_MEDIATOR_* settings), named in the CGV and on /mentions-legales. */
  mediator: { name: string; address: string; url: string };
}

export function legalNotice({ brandName, contactEmail, contactPhone, operator, host, mediator }: LegalSettings): LegalDocument {
  return {
    title: 'Mentions légales',
    intro: `Conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique, voici les informations relatives à l'éditeur et à l'hébergeur du site ${brandName}.`,
    sections: [
      {
        title: 'Éditeur du site',
        paragraphs: [
          `Le site est édité par ${brandName}, service de mise en relation entre les familles et des artisans pour l'organisation d'ateliers d'anniversaire.`,
          `Raison sociale : ${operator.legalName}. Siège : ${operator.address}.`,
          `SIRET : ${operator.siret}. N° de TVA intracommunautaire : ${operator.vatNumber}.`,
          `Contact de l'éditeur : ${contactEmail} · ${contactPhone}.`,
          `Directeur ou directrice de la publication : ${operator.publicationDirector}.`,
        ],
      },
      {
        title: 'Hébergement',
        paragraphs: [
          `Le site et ses données sont hébergés par ${host.name}, ${host.address}, téléphone : ${host.phone}.`,
        ],
      },
      {
        title: 'Médiation de la consommation',
        paragraphs: [
          `En cas de litige, le client consommateur peut recourir gratuitement au médiateur de la consommation : ${mediator.name}, ${mediator.address}, ${mediator.url}. Les conditions figurent à l'article 8 des conditions générales de vente.`,
        ],
      },
      {
        title: 'Données ouvertes',
        paragraphs: [
          "Liste des communes et codes postaux : Etalab, « Découpage administratif » (licence ouverte 2.0), d'après l'INSEE et La Poste.",
          'Coordonnées des communes : La Poste, Base officielle des codes postaux, ODbL (Open Database License 1.0). Elles servent à proposer des artisans proches de la commune de l’atelier.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: [
          `Pour toute question, vous pouvez nous écrire à ${contactEmail} ou nous appeler au ${contactPhone}.`,
        ],
      },
      {
        title: 'Propriété intellectuelle',
        paragraphs: [
          `Les textes, illustrations, logos et éléments graphiques du site sont la propriété de ${brandName}. Toute reproduction sans autorisation écrite préalable est interdite.`,
        ],
      },
      {
        title: 'Données personnelles',
        paragraphs: [
          "Les données collectées, leurs destinataires, leurs durées de conservation et la manière d'exercer vos droits sont décrits dans la politique de confidentialité.",
        ],
        links: [PRIVACY_POLICY_LINK],
      },
    ],
  };
}

export function salesTerms({ brandName, contactEmail, contactPhone, prices, mediator }: LegalSettings): LegalDocument {
  const deposit = formatEuros(prices.depositAmount, { cents: 'when-needed' });
  const total = `${prices.totalPrice} €`;
  return {
    title: 'Conditions générales de vente',
    version: termsVersionLabel('cgv'),
    intro: `Les présentes conditions générales de vente régissent la réservation d'ateliers d'anniversaire proposés par ${brandName} auprès de ses artisans partenaires.`,
    sections: [
      {
        title: '1. Objet',
        paragraphs: [
          `Les présentes conditions définissent les droits et obligations de ${brandName} et du client (le parent qui réserve) pour toute réservation d'un atelier d'anniversaire effectuée sur le site.`,
          'Toute réservation implique l’acceptation sans réserve des présentes conditions.',
        ],
      },
      {
        title: '2. Description de la prestation',
        paragraphs: [
          `L'atelier se déroule dans la boutique d'un artisan partenaire, le plus souvent un boulanger. Il dure ${WORKSHOP_PROMISES.duration} et accueille environ ${WORKSHOP_PROMISES.children} enfants, encadrés par l'artisan.`,
          `Les coordonnées de l'artisan retenu sont transmises au client dans un délai de ${WORKSHOP_PROMISES.artisanDetails} suivant le paiement de l'acompte.`,
        ],
      },
      {
        title: '3. Prix',
        paragraphs: [
          `Le prix de l'atelier est de ${total} TTC, tout compris. Il est indiqué sur le site avant toute réservation.`,
          `${brandName} se réserve le droit de modifier ses prix à tout moment ; le prix applicable est celui affiché au jour de la demande.`,
        ],
      },
      {
        title: '4. Réservation et acompte',
        paragraphs: [
          "Le client remplit le formulaire de demande en indiquant notamment la date souhaitée, la ville et le nombre d'enfants.",
          `La date est bloquée par le paiement d'un acompte de ${deposit}, qui vient en déduction du prix total de ${total}. Une confirmation est adressée par e-mail dès l'acompte autorisé.`,
        ],
      },
      {
        title: '5. Paiement',
        paragraphs: [
          "L'acompte est réglé en ligne par carte bancaire via notre prestataire de paiement sécurisé ; aucune donnée bancaire n'est conservée par nos soins.",
          `Le solde, soit ${total} moins l'acompte déjà versé, est réglé selon les modalités indiquées dans la proposition transmise au client, au plus tard avant l'atelier.`,
        ],
      },
      {
        title: '6. Annulation et droit de rétractation',
        paragraphs: [
          `Toute annulation par le client ${CANCELLATION_DELAYS.credit} donne lieu à un avoir du montant de l'acompte, utilisable pour un autre atelier.`,
          `Toute annulation ${CANCELLATION_DELAYS.nothing} ne donne lieu à aucun remboursement ni avoir.`,
          "Conformément à l'article L221-28 12° du Code de la consommation, le droit de rétractation ne s'applique pas aux prestations de loisirs fournies à une date déterminée.",
          `Si ${brandName} ne parvient pas à proposer un artisan, l'acompte est intégralement remboursé.`,
        ],
      },
      {
        title: '7. Responsabilité et assurance',
        paragraphs: [
          "L'artisan partenaire accueille les enfants dans son établissement et veille au bon déroulement de l'atelier. Les enfants restent sous la responsabilité de leurs parents ou des adultes accompagnateurs.",
          `${brandName} ne saurait être tenu responsable des dommages résultant d'un usage non conforme des consignes données pendant l'atelier. Le client signale toute allergie alimentaire lors de sa demande.`,
        ],
      },
      {
        title: '8. Réclamations, médiation et droit applicable',
        paragraphs: [
          `Toute réclamation est à adresser à ${contactEmail} ou au ${contactPhone}. Nous nous engageons à y répondre dans les meilleurs délais.`,
          `Avant de saisir le médiateur, le client adresse une réclamation écrite à ${brandName}. À défaut d'accord amiable, il peut recourir gratuitement au médiateur de la consommation dont ${brandName} relève : ${mediator.name}, ${mediator.address}, ${mediator.url}. La demande de médiation doit être introduite dans un délai d'un an à compter de la réclamation écrite.`,
          'Les présentes conditions sont soumises au droit français.',
        ],
      },
    ],
  };
}

export function termsOfUse({ brandName, contactEmail }: LegalSettings): LegalDocument {
  return {
    title: "Conditions générales d'utilisation",
    version: termsVersionLabel('cgu'),
    intro: `Les présentes conditions générales d'utilisation encadrent l'accès au site ${brandName} et l'usage de ses services par tout visiteur.`,
    sections: [
      {
        title: '1. Objet',
        paragraphs: [`Les présentes conditions ont pour objet de définir les modalités d'accès et d'utilisation du site ${brandName}.`],
      },
      {
        title: '2. Éditeur',
        paragraphs: [`Le site est édité par ${brandName}. Les informations relatives à l'éditeur et à l'hébergeur figurent dans les mentions légales.`],
      },
      {
        title: '3. Acceptation des conditions',
        paragraphs: ["L'utilisation du site vaut acceptation pleine et entière des présentes conditions. Si vous ne les acceptez pas, nous vous invitons à ne pas utiliser le site."],
      },
      {
        title: '4. Accès au site',
        paragraphs: [
          "Le site est accessible gratuitement à tout utilisateur disposant d'un accès à internet. Les frais de connexion restent à sa charge.",
          "L'éditeur peut suspendre l'accès au site pour des raisons de maintenance ou de sécurité, sans que sa responsabilité puisse être engagée.",
        ],
      },
      {
        title: '5. Services proposés',
        paragraphs: [
          "Le site permet aux parents de demander l'organisation d'un atelier d'anniversaire chez un artisan et de verser un acompte, et aux artisans de proposer leur candidature pour accueillir des ateliers.",
        ],
      },
      {
        title: "6. Demande d'atelier",
        paragraphs: [
          "Le parent s'engage à fournir des informations exactes (coordonnées, âge de l'enfant, date, ville). Une demande incomplète ou erronée peut retarder ou empêcher son traitement.",
        ],
      },
      {
        title: '7. Candidature des artisans',
        paragraphs: [
          "L'artisan qui remplit le formulaire de candidature certifie être habilité à représenter son commerce. L'envoi du formulaire n'emporte aucune obligation de collaboration de part et d'autre.",
        ],
      },
      {
        title: "8. Obligations de l'utilisateur",
        paragraphs: [
          "L'utilisateur s'interdit toute utilisation frauduleuse du site, notamment l'envoi automatisé de formulaires, l'usurpation d'identité ou toute tentative d'atteinte au fonctionnement du service.",
        ],
      },
      {
        title: '9. Paiement en ligne',
        paragraphs: [
          "Les paiements sont traités par un prestataire de paiement sécurisé. Les données bancaires ne transitent pas par nos serveurs et ne sont jamais conservées par l'éditeur.",
        ],
      },
      {
        title: '10. Données personnelles',
        paragraphs: [
          "Les données collectées sont nécessaires au traitement des demandes. Elles ne sont ni vendues ni louées ; elles sont communiquées aux seuls destinataires qui en ont besoin, notamment l'artisan chargé de l'atelier, le prestataire de paiement, le prestataire d'envoi des e-mails, l'hébergeur et, pour les revenus des artisans, l'administration fiscale ; la politique de confidentialité en donne la liste complète.",
          `Celle-ci indique aussi leurs durées de conservation et vos droits (accès, rectification, effacement, limitation, opposition, portabilité), que vous pouvez exercer en écrivant à ${contactEmail}.`,
        ],
        links: [PRIVACY_POLICY_LINK],
      },
      {
        title: "11. Mesure d'audience",
        paragraphs: [
          `Le site mesure sa fréquentation de façon anonyme (pages vues, type d'appareil) à l'aide d'un identifiant de session conservé le temps de la visite, sans cookie. Les données de mesure sont conservées ${PAGE_VIEW_RETENTION_MONTHS} mois au plus.`,
          "Vous pouvez refuser cette mesure depuis la politique de confidentialité (« Ne pas être mesuré »).",
        ],
        links: [PRIVACY_POLICY_LINK],
      },
      {
        title: '12. Propriété intellectuelle',
        paragraphs: [
          `Les contenus du site (textes, illustrations, logos) sont protégés par le droit de la propriété intellectuelle et appartiennent à ${brandName}. Toute reproduction sans autorisation est interdite.`,
        ],
      },
      {
        title: '13. Responsabilité',
        paragraphs: [
          "L'éditeur met tout en œuvre pour offrir des informations fiables, sans pouvoir garantir l'absence d'erreur ou d'interruption. Les liens vers des sites tiers n'engagent pas sa responsabilité.",
        ],
      },
      {
        title: '14. Modification des conditions et droit applicable',
        paragraphs: [
          `L'éditeur peut modifier les présentes conditions ; la version applicable est celle en ligne lors de l'utilisation du site. Pour les artisans partenaires, toute modification leur est notifiée au moins ${ARTISAN_TERMS_NOTICE_DAYS} jours avant son entrée en vigueur, comme le prévoient les conditions des artisans.`,
          'Les présentes conditions sont soumises au droit français. Tout litige relève des juridictions françaises compétentes.',
        ],
      },
    ],
  };
}
