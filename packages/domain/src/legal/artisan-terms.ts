import { ARTISAN_TERMS_NOTICE_DAYS, termsVersionLabel } from '../terms';
import { DEFAULT_MATCHING_RADIUS_KM, DEFAULT_OFFER_DEADLINE_HOURS, MAX_OFFER_QUEUE, RECENT_WORKSHOPS_DAYS } from '../matching';
import { MERCHANT_LINK_VALID_DAYS } from '../merchant-space';
import { formatEuros, WORKSHOP_TOTAL_CENTS } from '../money';
import { WORKSHOP_PROMISES } from '../promises';
import type { LegalDocument, LegalSettings } from './documents';

/**
 * « Conditions des artisans »: what an artisan accepts with the CGU when applying, written from what the product
 * does (offers, ranking, shares, payouts, DAC7). EU Regulation 2019/1150 asks platforms to state the main parameters of
 * their ranking (article 5) and to announce changes to these terms ahead (article 3).
 */
export function artisanTerms({ brandName, contactEmail, operator }: LegalSettings): LegalDocument {
  const total = formatEuros(WORKSHOP_TOTAL_CENTS, { cents: 'when-needed' });
  return {
    title: 'Conditions des artisans',
    version: termsVersionLabel('artisans'),
    intro: `Ces conditions complètent les conditions générales d'utilisation du site ${brandName} pour les artisans qui accueillent des ateliers d'anniversaire. Elles sont acceptées avec la candidature et s'appliquent tant que l'artisan est partenaire.`,
    sections: [
      {
        title: '1. Candidature et validation',
        paragraphs: [
          `La candidature est examinée par l'équipe de ${operator.legalName}, qui peut la valider ou la refuser en indiquant le motif du refus. Une fois validé, l'artisan reçoit le lien personnel de son espace, valable ${MERCHANT_LINK_VALID_DAYS} jours et renouvelé à chaque e-mail.`,
          "Dans son espace, l'artisan tient à jour ses jours et créneaux d'accueil, le nombre d'enfants qu'il peut recevoir, ses jours de fermeture et ses coordonnées de paiement.",
        ],
      },
      {
        title: '2. Les propositions d’atelier',
        paragraphs: [
          `Pour une demande payée par un parent, l'équipe propose l'atelier à un ou plusieurs artisans (au plus ${MAX_OFFER_QUEUE}), l'un après l'autre : un seul artisan à la fois reçoit la proposition, par e-mail et dans son espace.`,
          `L'artisan l'accepte ou la refuse depuis son espace. Sans réponse dans le délai indiqué (${DEFAULT_OFFER_DEADLINE_HOURS} heures par défaut, jamais après le début de l'atelier), la proposition expire et passe à l'artisan suivant. Un refus n'entraîne aucune pénalité.`,
          `Une proposition acceptée engage l'artisan à accueillir l'atelier (${WORKSHOP_PROMISES.duration}, environ ${WORKSHOP_PROMISES.children} enfants) à la date et à l'heure indiquées ; ses coordonnées sont alors transmises au parent.`,
        ],
      },
      {
        title: '3. Comment les artisans sont classés',
        paragraphs: [
          `Pour chaque demande, les artisans sont d'abord filtrés : artisan validé, métier correspondant à la demande, commune à moins de ${DEFAULT_MATCHING_RADIUS_KM} km du lieu souhaité (distance modifiable par l'équipe), capacité suffisante pour le nombre d'enfants, disponible sur les trois demi-heures de l'atelier ce jour-là, hors jour de fermeture, sans autre atelier ni autre proposition en attente à la même heure.`,
          `Les artisans retenus sont classés par distance (le plus proche d'abord), puis, à distance égale, par nombre d'ateliers confirmés au cours des ${RECENT_WORKSHOPS_DAYS} derniers jours (le moins sollicité d'abord), afin de répartir les ateliers, et enfin par ordre alphabétique du nom de l'établissement.`,
          "Aucun artisan ne peut payer pour être mieux classé. L'équipe choisit parmi les artisans classés et peut s'écarter de l'ordre proposé, par exemple à la demande du parent.",
        ],
      },
      {
        title: '4. Rémunération',
        paragraphs: [
          `Le parent paie ${total} pour l'atelier à ${brandName}, qui encaisse l'acompte et le solde. Pour chaque atelier réalisé, l'artisan reçoit la part convenue avec ${brandName}, indiquée dans son espace et sur chacun de ses relevés ; une nouvelle part ne s'applique qu'aux ateliers qui commencent après sa date d'effet.`,
          "Un atelier est payable à partir du lendemain de sa tenue, si le parent l'a réglé et n'a été ni remboursé ni contesté. Si un atelier déjà payé à l'artisan est ensuite remboursé au parent ou contesté par sa banque, la part correspondante est déduite du virement suivant.",
        ],
      },
      {
        title: '5. Virements et relevés',
        paragraphs: [
          `Les parts dues sont versées par virement SEPA sur l'IBAN indiqué dans l'espace de l'artisan, qui reçoit un relevé détaillé (PDF) de chaque virement. Un virement suppose des coordonnées complètes : raison sociale, SIRET, adresse, IBAN et titulaire du compte.`,
        ],
      },
      {
        title: '6. Obligations fiscales et déclaration DAC7',
        paragraphs: [
          "Les sommes perçues par l'artisan sont des revenus professionnels qu'il lui appartient de déclarer. Les informations sur ses obligations fiscales et sociales sont disponibles sur impots.gouv.fr et urssaf.fr.",
          `En application de la directive (UE) 2021/514 (« DAC7 ») et de l'article 1649 ter A du Code général des impôts, ${operator.legalName} déclare chaque année à l'administration fiscale, pour chaque artisan payé, son identité, ses coordonnées bancaires, le nombre d'ateliers et les sommes versées par trimestre, ainsi que les commissions retenues.`,
        ],
      },
      {
        title: '7. Suspension et fin du partenariat',
        paragraphs: [
          `L'artisan peut cesser d'accueillir des ateliers à tout moment en écrivant à ${contactEmail} ; les ateliers qu'il a déjà acceptés restent dus. ${brandName} peut suspendre ou mettre fin au partenariat en indiquant ses motifs par écrit, avec un préavis de 30 jours sauf manquement grave (sécurité des enfants, hygiène, fraude).`,
        ],
      },
      {
        title: '8. Modification des conditions',
        paragraphs: [
          `Toute modification de ces conditions est notifiée aux artisans par e-mail au moins ${ARTISAN_TERMS_NOTICE_DAYS} jours avant son entrée en vigueur. L'artisan qui la refuse peut mettre fin au partenariat avant cette date.`,
        ],
      },
      {
        title: '9. Réclamations',
        paragraphs: [
          `Une réclamation se fait par écrit à ${contactEmail} ; elle est examinée et reçoit une réponse motivée dans un délai raisonnable.`,
        ],
      },
    ],
  };
}
