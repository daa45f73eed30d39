import { button, merchantSummaryHtml, merchantSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

export type OperatorNewMerchantApplicationData = {
  merchant: MerchantMailData;
};

export const operatorNewMerchantApplicationTemplate: MailTemplate = {
  subject: 'Nouvelle candidature artisan : {{merchant.establishmentName}} ({{merchant.cityLabel}})',
  body: [
    paragraph('Une nouvelle candidature attend votre validation :'),
    merchantSummaryHtml,
    '<mj-raw>{{#if merchant.description}}</mj-raw>',
    paragraph('Commentaires : {{merchant.description}}'),
    '<mj-raw>{{/if}}</mj-raw>',
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `Une nouvelle candidature attend votre validation :
${merchantSummaryText}
{{#if merchant.description}}
Commentaires : {{merchant.description}}
{{/if}}
Back-office : {{adminUrl}}`,
};
