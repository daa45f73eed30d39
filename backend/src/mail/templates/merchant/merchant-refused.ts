import { paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

export type MerchantRefusedData = {
  merchant: MerchantMailData;
  reason: string;
};

export const merchantRefusedTemplate: MailTemplate = {
  subject: 'Votre candidature {{brandName}}',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph("Merci de l'intérêt que vous portez à {{brandName}}. Nous ne pouvons malheureusement pas retenir la candidature de {{merchant.establishmentName}}."),
    paragraph('Motif : {{reason}}'),
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Merci de l'intérêt que vous portez à {{brandName}}. Nous ne pouvons malheureusement pas retenir la candidature de {{merchant.establishmentName}}.

Motif : {{reason}}`,
};
