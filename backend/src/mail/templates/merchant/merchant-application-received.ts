import { merchantSummaryHtml, merchantSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

export type MerchantApplicationReceivedData = {
  merchant: MerchantMailData;
};

export const merchantApplicationReceivedTemplate: MailTemplate = {
  subject: 'Nous avons bien reçu votre candidature, {{merchant.establishmentName}}',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("Merci d'avoir rempli le formulaire ! Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais."),
    merchantSummaryHtml,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Merci d'avoir rempli le formulaire ! Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais.
${merchantSummaryText}`,
};
