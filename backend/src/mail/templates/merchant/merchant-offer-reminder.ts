import { merchantSpaceLink, offerSummaryHtml, offerSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData, OfferMailData } from '../mail-data';

export type MerchantOfferReminderData = {
  merchant: MerchantMailData;
  offer: OfferMailData;
};

export const merchantOfferReminderTemplate: MailTemplate = {
  subject: "Rappel : un atelier d'anniversaire attend votre réponse",
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("L'atelier d'anniversaire que nous vous avons proposé attend toujours votre réponse."),
    offerSummaryHtml,
    paragraph("<strong>Il vous reste jusqu'au {{offer.expiresAt}}</strong> pour l'accepter ou le refuser."),
    merchantSpaceLink.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

L'atelier d'anniversaire que nous vous avons proposé attend toujours votre réponse.
${offerSummaryText}

Il vous reste jusqu'au {{offer.expiresAt}} pour l'accepter ou le refuser.${merchantSpaceLink.text}`,
};
