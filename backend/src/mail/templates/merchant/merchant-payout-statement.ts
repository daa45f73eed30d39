import { merchantSpaceLinkBlock, paragraph, taxNotice } from '../blocks';
import type { MailTemplate } from '../layout';
import type { MerchantMailData } from '../mail-data';

/** An artisan's payout statement (amounts and period already formatted). */
export interface PayoutStatementMailData {
  number: string;
  total: string;
  period_start: string;
  period_end: string;
}

/** Payouts (backend/src/payouts): the batch was sent to the bank; the statement's PDF is attached. */
export type MerchantPayoutStatementData = {
  merchant: MerchantMailData;
  statement: PayoutStatementMailData;
};

const merchantPayoutLink = merchantSpaceLinkBlock('Vos relevés de paiement restent téléchargeables dans votre espace artisan :');

export const merchantPayoutStatementTemplate: MailTemplate = {
  subject: 'Votre relevé de paiement {{statement.number}}',
  body: [
    paragraph('Bonjour {{merchant.managerFirstname}},'),
    paragraph(
      'Nous venons de transmettre à notre banque le virement de <strong>{{statement.total}}</strong> pour les ateliers de {{merchant.establishmentName}} du {{statement.periodStart}} au {{statement.periodEnd}}. Il arrive sur votre compte sous quelques jours ouvrés.',
    ),
    paragraph('Le relevé {{statement.number}}, joint à ce message, détaille chaque atelier et son montant.'),
    merchantPayoutLink.html,
    taxNotice.html,
  ].join('\n'),
  text: `Bonjour {{merchant.managerFirstname}},

Nous venons de transmettre à notre banque le virement de {{statement.total}} pour les ateliers de {{merchant.establishmentName}} du {{statement.periodStart}} au {{statement.periodEnd}}. Il arrive sur votre compte sous quelques jours ouvrés.

Le relevé {{statement.number}}, joint à ce message, détaille chaque atelier et son montant.${merchantPayoutLink.text}${taxNotice.text}`,
};
