import type { LegalDocument } from '@ptits-mitrons/domain';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

type AccessibilitySettings = Pick<PublicConfigResponse, 'brandName' | 'contactEmail' | 'contactPhone' | 'recaptchaSiteKey'>;

/** The conformity status the RGAA asks for: without an audit, a site cannot declare itself even partially compliant. */
export const ACCESSIBILITY_STATUS = 'Non conforme (aucun audit RGAA 4.1.2 réalisé)';
/** The day this statement was last reviewed: to be changed with its content. */
const STATEMENT_DATE = '29 novembre 2026';

/** /accessibilite: the accessibility statement, in the RGAA's model. */
export function accessibilityStatement({ brandName, contactEmail, contactPhone, recaptchaSiteKey }: AccessibilitySettings): LegalDocument {
  return {
    title: "Déclaration d'accessibilité",
    intro: `${brandName} s'attache à rendre son site accessible à tous. Cette déclaration porte sur le site public (pages d'information, formulaires, paiement, espaces des parents et des artisans) ; elle ne couvre pas le back office réservé à l'équipe.`,
    sections: [
      {
        title: 'État de conformité',
        paragraphs: [
          `Le site est : ${ACCESSIBILITY_STATUS}.`,
          "Aucun audit de conformité au référentiel général d'amélioration de l'accessibilité (RGAA) n'a été conduit à ce jour : le site ne peut donc pas se déclarer conforme, même partiellement.",
        ],
      },
      {
        title: 'Vérifications réalisées',
        paragraphs: [
          "Les pages d'information du site public sont analysées par l'outil automatique axe-core (règles WCAG 2.1 de niveaux A et AA, et bonnes pratiques) à chaque exécution des tests du site, en largeur d'écran mobile (375 pixels) et ordinateur (1 280 pixels). Le formulaire de demande, le paiement et les espaces personnels le sont aussi, au fil des parcours que les tests reproduisent.",
          "Les tests échouent si cette analyse relève la moindre erreur. Une analyse automatique ne détecte toutefois qu'une partie des défauts possibles.",
        ],
      },
      {
        title: "Contenus dont on sait qu'ils ne sont pas accessibles",
        paragraphs: [
          "Aucune vérification manuelle n'a été faite selon la méthode du RGAA : la pertinence des textes de remplacement, l'ordre de lecture, la navigation complète au clavier et la restitution par les lecteurs d'écran (NVDA, JAWS, VoiceOver) n'ont pas été évalués.",
          "Les reçus, avoirs et relevés au format PDF ne sont pas balisés : leur structure n'est pas restituée aux technologies d'assistance. Nous vous en transmettons le contenu sous une autre forme sur simple demande.",
          "Le champ de saisie de la carte bancaire est fourni par notre prestataire de paiement, Stripe, dans un cadre intégré : son accessibilité dépend de ce prestataire.",
          ...(recaptchaSiteKey !== null
            ? ["La vérification anti-robot reCAPTCHA est fournie par Google : si elle vous soumet un défi que vous ne pouvez pas résoudre, contactez-nous pour que nous enregistrions votre demande."]
            : []),
        ],
      },
      {
        title: 'Signaler un problème',
        paragraphs: [
          `Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez-nous à ${contactEmail} ou appelez le ${contactPhone} : nous vous orienterons vers une solution ou vous fournirons le contenu sous une autre forme.`,
        ],
      },
      {
        title: 'Voies de recours',
        paragraphs: [
          "Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service et que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :",
          'par le formulaire en ligne : https://formulaire.defenseurdesdroits.fr ;',
          "auprès de l'un de ses délégués dans votre région : https://www.defenseurdesdroits.fr/carte-des-delegues ;",
          'par courrier, gratuitement et sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
        ],
      },
      {
        title: 'Établissement de cette déclaration',
        paragraphs: [`Cette déclaration a été établie le ${STATEMENT_DATE}.`],
      },
    ],
  };
}
