import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type OperatorNewPaidRequestData = {
  request: ParentRequestMailData;
};

export const operatorNewPaidRequestTemplate: MailTemplate = {
  subject: 'Nouvelle demande payée : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph(
      "{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour l'anniversaire {{de request.childFirstname}}.",
    ),
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour l'anniversaire {{de request.childFirstname}}.
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
