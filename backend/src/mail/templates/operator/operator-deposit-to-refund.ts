import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type OperatorDepositToRefundData = {
  request: ParentRequestMailData;
};

export const operatorDepositToRefundTemplate: MailTemplate = {
  subject: 'Acompte à rembourser : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph(
      "{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour une demande déjà archivée ou refusée. La demande n'a pas été rouverte : l'acompte est à rembourser.",
    ),
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour une demande déjà archivée ou refusée. La demande n'a pas été rouverte : l'acompte est à rembourser.
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
