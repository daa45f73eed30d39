import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

/** reason: what is late (the reminder's label). */
export type OperatorReminderData = {
  request: ParentRequestMailData;
  reason: string;
};

export const operatorReminderTemplate: MailTemplate = {
  subject: 'Relance : {{reason}} ({{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}})',
  body: [
    paragraph('<strong>{{reason}}</strong> : la demande de {{request.parentFirstname}} {{request.parentLastname}} pour l\'anniversaire {{de request.childFirstname}} attend votre action.'),
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{reason}} : la demande de {{request.parentFirstname}} {{request.parentLastname}} pour l'anniversaire {{de request.childFirstname}} attend votre action.
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
