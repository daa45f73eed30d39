import { merchantSpaceLink, offerSummaryHtml, offerSummaryText, paragraph, taxNotice } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData, OfferMailData } from '../mail-data';

/** The matching (backend/src/matching): each mail to an artisan carries a fresh link to their space (merchant.space_token). */
export type MerchantOfferData = {
  merchant: MerchantMailData;
  offer: OfferMailData;
};

export const merchantOfferTemplate: MailTemplate = {
  subject: "Un atelier d'anniversaire pour vous le {{offer.date}}",
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("Une famille cherche un artisan pour un atelier d'anniversaire : nous avons pensé à {{merchant.establishmentName}}."),
    offerSummaryHtml,
    paragraph("<strong>Répondez avant le {{offer.expiresAt}}</strong> depuis votre espace : passé ce délai, l'atelier est proposé à un autre artisan."),
    merchantSpaceLink.html,
    taxNotice.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Une famille cherche un artisan pour un atelier d'anniversaire : nous avons pensé à {{merchant.establishmentName}}.
${offerSummaryText}

Répondez avant le {{offer.expiresAt}} depuis votre espace : passé ce délai, l'atelier est proposé à un autre artisan.${merchantSpaceLink.text}${taxNotice.text}`,
};
