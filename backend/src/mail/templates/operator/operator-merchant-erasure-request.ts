import { button, merchantSummaryHtml, merchantSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

/** An artisan asks, from their space, that their data be erased: staff act on it from the artisan's page. */
export type OperatorMerchantErasureRequestData = {
  merchant: MerchantMailData;
};

export const operatorMerchantErasureRequestTemplate: MailTemplate = {
  subject: "Demande d'effacement des données : {{merchant.establishmentName}}",
  body: [
    paragraph("L'artisan ci-dessous demande, depuis son espace, l'effacement de ses données. Répondez-lui dans un délai d'un mois."),
    merchantSummaryHtml,
    paragraph("Sur sa fiche, « Effacer ses données » efface tout, sauf ce que la loi fiscale impose de garder s'il a été payé ; l'effacement est refusé tant qu'un atelier est à venir ou à payer."),
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `L'artisan ci-dessous demande, depuis son espace, l'effacement de ses données. Répondez-lui dans un délai d'un mois.
${merchantSummaryText}

Sur sa fiche, « Effacer ses données » efface tout, sauf ce que la loi fiscale impose de garder s'il a été payé ; l'effacement est refusé tant qu'un atelier est à venir ou à payer.

Back-office : {{adminUrl}}`,
};
