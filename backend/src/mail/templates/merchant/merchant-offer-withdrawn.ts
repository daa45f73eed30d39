import { merchantSpaceLink, offerSummaryHtml, offerSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData, OfferMailData } from '../mail-data';

export type MerchantOfferWithdrawnData = {
  merchant: MerchantMailData;
  offer: OfferMailData;
};

export const merchantOfferWithdrawnTemplate: MailTemplate = {
  subject: "L'atelier du {{offer.date}} ne vous est plus proposé",
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("Nous avons retiré l'atelier d'anniversaire que nous vous avions proposé : vous n'avez plus à y répondre. Merci de votre disponibilité."),
    offerSummaryHtml,
    merchantSpaceLink.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Nous avons retiré l'atelier d'anniversaire que nous vous avions proposé : vous n'avez plus à y répondre. Merci de votre disponibilité.
${offerSummaryText}${merchantSpaceLink.text}`,
};
