import { ARTISAN_TAX_RECORDS_RETENTION_YEARS } from './retention';

/**
 * The tax and social notice every platform owes its sellers with each transaction (article 242 bis of the Code
 * général des impôts): written once here, printed by the offer and approval mails, each payout statement (its mail
 * and its PDF) and the payout card of the artisan's space.
 */
export const ARTISAN_TAX_NOTICE = {
  title: 'Vos obligations fiscales et sociales (article 242 bis du CGI)',
  paragraphs: [
    "Les sommes que vous percevez pour vos ateliers par l'intermédiaire de notre plateforme sont des revenus professionnels : vous devez les déclarer à l'administration fiscale (impôt sur le revenu ou impôt sur les sociétés, et TVA le cas échéant) et à l'Urssaf, qui calcule vos cotisations sociales.",
    "Chaque année, nous déclarons à l'administration fiscale les sommes que nous vous avons versées (déclaration dite « DAC7 ») et vous en adressons un récapitulatif avant le 31 janvier.",
  ],
  links: [
    { label: 'impots.gouv.fr, vos obligations fiscales', url: 'https://www.impots.gouv.fr' },
    { label: 'urssaf.fr, vos obligations sociales', url: 'https://www.urssaf.fr' },
  ],
} as const;

/** The notice as plain text (text mails, the statement's PDF): the paragraphs, then each link with its address. */
export function artisanTaxNoticeText(): string {
  return [
    ARTISAN_TAX_NOTICE.title,
    ...ARTISAN_TAX_NOTICE.paragraphs,
    ...ARTISAN_TAX_NOTICE.links.map((link) => `${link.label} : ${link.url}`),
  ].join('\n');
}

/** The name of the artisan's data file, from their space. */
export const MERCHANT_DATA_FILENAME = 'mes-donnees-artisan.json';

/**
 * An artisan's erasure request stays pending this long (the GDPR's one month to answer, art. 12.3): a second click
 * meanwhile mails nobody and says it is already asked; after it, a click mails the operator again, as a reminder.
 */
export const MERCHANT_ERASURE_REQUEST_PENDING_DAYS = 30;

/** What an erased artisan who was paid keeps, and why (the privacy page and docs/merchant-space.md say the same). */
export const ARTISAN_TAX_KEPT_FIELDS =
  "le nom de l'établissement, les coordonnées de paiement (identité, date de naissance, numéro fiscal, SIRET, TVA, adresse, IBAN), les relevés de paiement et les montants versés";

export const MERCHANT_DATA_MESSAGES = {
  erasureRequested:
    "Votre demande d'effacement est transmise à notre équipe, qui vous répondra par e-mail dans un délai d'un mois au plus. Vos liens personnels cesseront de fonctionner une fois l'effacement fait.",
  erasureAlreadyRequested: (day: string) =>
    `Votre demande d'effacement du ${day} est déjà entre les mains de notre équipe : inutile de la renouveler, nous vous répondons par e-mail.`,
  erasureReasonRequired: "Indiquez d'où vient la demande (par exemple « e-mail de l'artisan du 28/11 »).",
  erasureReasonTooLong: 'Le motif tient en 500 caractères au plus.',
  alreadyErased: 'Les données de cet artisan sont déjà effacées.',
  pendingOffer: (day: string) => `Une offre d'atelier pour le ${day} attend encore la réponse de l'artisan : retirez-la ou attendez sa réponse avant l'effacement.`,
  heldWorkshop: (day: string) => `L'artisan a un atelier le ${day} (réservé ou à venir) : l'effacement sera possible une fois l'atelier passé et payé.`,
  unpaidWorkshop: (day: string) =>
    `L'atelier du ${day} n'a pas encore été payé à l'artisan : réglez-le (ou constatez son remboursement) avant l'effacement.`,
  erasedWithTaxRecords: `Données effacées, sauf ce que la loi fiscale impose de garder ${ARTISAN_TAX_RECORDS_RETENTION_YEARS} ans : ${ARTISAN_TAX_KEPT_FIELDS}.`,
  erased: "Données effacées : l'artisan n'avait reçu aucun paiement, rien n'est gardé de lui.",
} as const;

/** The privacy page's sentence on an artisan's erasure (retention figures from retention.ts). */
export const ARTISAN_ERASURE_PRIVACY_TEXT = `Un artisan peut télécharger ses données et demander leur effacement depuis son espace. S'il a reçu des paiements, nous gardons ${ARTISAN_TAX_RECORDS_RETENTION_YEARS} ans après la fin de l'année du dernier paiement ce qu'exigent la comptabilité (article L123-22 du Code de commerce) et la déclaration annuelle des revenus (DAC7) : ${ARTISAN_TAX_KEPT_FIELDS} ; tout le reste est effacé.`;
