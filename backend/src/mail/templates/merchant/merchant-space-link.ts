import { merchantSpaceLink, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

/** A new link to the artisan's space, asked from /espace-artisan or sent by staff (merchant.space_token set). */
export type MerchantSpaceLinkData = {
  merchant: MerchantMailData;
};

export const merchantSpaceLinkTemplate: MailTemplate = {
  subject: 'Votre lien vers votre espace artisan {{brandName}}',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph('Voici le lien vers l’espace artisan de {{merchant.establishmentName}}, comme demandé.'),
    merchantSpaceLink.html,
    paragraph("Si vous n'avez rien demandé, ignorez simplement ce message."),
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Voici le lien vers l’espace artisan de {{merchant.establishmentName}}, comme demandé.${merchantSpaceLink.text}

Si vous n'avez rien demandé, ignorez simplement ce message.`,
};
