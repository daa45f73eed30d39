import { merchantSpaceLink, offerSummaryHtml, offerSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData, OfferMailData } from '../mail-data';

export type MerchantOfferAcceptedData = {
  merchant: MerchantMailData;
  offer: OfferMailData;
};

export const merchantOfferAcceptedTemplate: MailTemplate = {
  subject: "C'est noté : l'atelier du {{offer.date}} est proposé à la famille",
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph(
      "Merci d'avoir accepté cet atelier d'anniversaire. Nous le proposons à la famille : dès qu'elle aura confirmé et réglé le solde, l'atelier apparaîtra dans votre espace et votre agenda.",
    ),
    offerSummaryHtml,
    merchantSpaceLink.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Merci d'avoir accepté cet atelier d'anniversaire. Nous le proposons à la famille : dès qu'elle aura confirmé et réglé le solde, l'atelier apparaîtra dans votre espace et votre agenda.
${offerSummaryText}${merchantSpaceLink.text}`,
};
