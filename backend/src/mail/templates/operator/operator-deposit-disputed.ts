import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type OperatorDepositDisputedData = {
  request: ParentRequestMailData;
  amount: string;
  reason: string;
};

export const operatorDepositDisputedTemplate: MailTemplate = {
  subject: 'Paiement contesté : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph(
      "La banque de {{request.parentFirstname}} {{request.parentLastname}} conteste l'acompte de {{amount}} (anniversaire {{de request.childFirstname}}). Motif : {{reason}}.",
    ),
    paragraph('Répondez à la contestation depuis le tableau de bord Stripe avant la date limite indiquée.'),
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `La banque de {{request.parentFirstname}} {{request.parentLastname}} conteste l'acompte de {{amount}} (anniversaire {{de request.childFirstname}}). Motif : {{reason}}.

Répondez à la contestation depuis le tableau de bord Stripe avant la date limite indiquée.
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
