import { merchantSpaceLink, offerSummaryHtml, offerSummaryText, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData, OfferMailData } from '../mail-data';

/** The workshop the artisan accepted will not take place: the family declined or cancelled, or staff archived it. */
export type MerchantWorkshopCancelledData = {
  merchant: MerchantMailData;
  offer: OfferMailData;
};

export const merchantWorkshopCancelledTemplate: MailTemplate = {
  subject: "Atelier annulé : le {{offer.date}}",
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("L'atelier d'anniversaire que vous aviez accepté n'aura pas lieu : la famille a renoncé à la réservation. Votre créneau est de nouveau libre, rien n'est à faire de votre côté."),
    offerSummaryHtml,
    merchantSpaceLink.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

L'atelier d'anniversaire que vous aviez accepté n'aura pas lieu : la famille a renoncé à la réservation. Votre créneau est de nouveau libre, rien n'est à faire de votre côté.
${offerSummaryText}${merchantSpaceLink.text}`,
};
