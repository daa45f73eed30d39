import { merchantSpaceLink, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

export interface PayoutChangeMailData {
  /** Masked (maskIban). */
  iban: string;
  /** ISO 8601, shown in Paris time. */
  changed_at: string;
  /** French labels of the changed fields. */
  fields: string[];
}

/** The artisan's payout details changed (backend/src/payout-details): the IBAN masked, never the values. */
export type MerchantPayoutDetailsChangedData = {
  merchant: MerchantMailData;
  payout_change: PayoutChangeMailData;
};

export const merchantPayoutDetailsChangedTemplate: MailTemplate = {
  subject: 'Vos coordonnées de paiement ont été modifiées',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph('Les coordonnées de paiement de {{merchant.establishmentName}} ont été modifiées le {{payoutChange.changedAt}} depuis votre espace artisan.'),
    paragraph(
      `<ul style="padding-left:18px;margin:0">
    <li>Champs modifiés : {{payoutChange.fields}}</li>
    <li>IBAN enregistré : {{payoutChange.iban}}</li>
  </ul>`,
    ),
    paragraph("<strong>Si ce n'est pas vous</strong>, contactez-nous tout de suite à {{contactEmail}} ou au {{contactPhone}} : nous bloquerons les virements le temps de vérifier."),
    merchantSpaceLink.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Les coordonnées de paiement de {{merchant.establishmentName}} ont été modifiées le {{payoutChange.changedAt}} depuis votre espace artisan.
- Champs modifiés : {{payoutChange.fields}}
- IBAN enregistré : {{payoutChange.iban}}

Si ce n'est pas vous, contactez-nous tout de suite à {{contactEmail}} ou au {{contactPhone}} : nous bloquerons les virements le temps de vérifier.${merchantSpaceLink.text}`,
};
