import { merchantSpaceLinkBlock, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

export interface Dac7CopyMailData {
  /** The calendar year the copy declares. */
  year: number;
}

/** The artisan's yearly copy of their DAC7 row (backend/src/dac7): the PDF is attached. */
export type MerchantDac7CopyData = {
  merchant: MerchantMailData;
  dac7_copy: Dac7CopyMailData;
};

const merchantDac7Link = merchantSpaceLinkBlock('La copie reste téléchargeable dans votre espace artisan, où vous pouvez aussi corriger vos coordonnées :');

export const merchantDac7CopyTemplate: MailTemplate = {
  subject: 'Votre copie de la déclaration DAC7 {{dac7Copy.year}}',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph(
      "Comme chaque année, nous déclarons à l'administration fiscale les sommes versées à chaque vendeur de la plateforme (directive européenne DAC7, article 1649 ter A du Code général des impôts). Vous trouverez ci-joint la copie de ce que nous avons déclaré pour {{merchant.establishmentName}} au titre de {{dac7Copy.year}} : votre identité, votre IBAN masqué, et par trimestre le nombre d'ateliers, les montants versés et les commissions retenues.",
    ),
    paragraph("Une information est inexacte ? Corrigez vos coordonnées de paiement dans votre espace ou répondez-nous à {{contactEmail}} : nous rectifierons la déclaration."),
    merchantDac7Link.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Comme chaque année, nous déclarons à l'administration fiscale les sommes versées à chaque vendeur de la plateforme (directive européenne DAC7, article 1649 ter A du Code général des impôts). Vous trouverez ci-joint la copie de ce que nous avons déclaré pour {{merchant.establishmentName}} au titre de {{dac7Copy.year}} : votre identité, votre IBAN masqué, et par trimestre le nombre d'ateliers, les montants versés et les commissions retenues.

Une information est inexacte ? Corrigez vos coordonnées de paiement dans votre espace ou répondez-nous à {{contactEmail}} : nous rectifierons la déclaration.${merchantDac7Link.text}`,
};
