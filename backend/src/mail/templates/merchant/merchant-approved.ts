import { merchantSpaceLink, paragraph, taxNotice } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

export type MerchantApprovedData = {
  merchant: MerchantMailData;
};

export const merchantApprovedTemplate: MailTemplate = {
  subject: 'Bienvenue parmi les artisans {{brandName}} !',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph(
      "Bonne nouvelle : la candidature de {{merchant.establishmentName}} est validée. Nous vous contacterons très vite pour organiser vos premiers ateliers d'anniversaire.",
    ),
    merchantSpaceLink.html,
    taxNotice.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Bonne nouvelle : la candidature de {{merchant.establishmentName}} est validée. Nous vous contacterons très vite pour organiser vos premiers ateliers d'anniversaire.${merchantSpaceLink.text}${taxNotice.text}`,
};
