import { merchantSpaceLink, offerSummaryHtml, offerSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData, OfferMailData } from '../mail-data';

export type MerchantWorkshopReminderData = {
  merchant: MerchantMailData;
  offer: OfferMailData;
};

export const merchantWorkshopReminderTemplate: MailTemplate = {
  subject: "Rappel : atelier d'anniversaire {{de offer.childFirstname}} le {{offer.date}}",
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("Le {{offer.date}}, {{merchant.establishmentName}} accueille l'atelier d'anniversaire {{de offer.childFirstname}}."),
    offerSummaryHtml,
    paragraph('Pensez à préparer de quoi accueillir les {{offer.numberOfChildren}} enfants, en tenant compte des allergies indiquées.'),
    merchantSpaceLink.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Le {{offer.date}}, {{merchant.establishmentName}} accueille l'atelier d'anniversaire {{de offer.childFirstname}}.
${offerSummaryText}

Pensez à préparer de quoi accueillir les {{offer.numberOfChildren}} enfants, en tenant compte des allergies indiquées.${merchantSpaceLink.text}`,
};
