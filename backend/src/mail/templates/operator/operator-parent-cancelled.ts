import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { CreditMailData, ParentRequestMailData } from '../mail-data';

export type OperatorParentCancelledData = {
  request: ParentRequestMailData;
  credit: CreditMailData | null;
  refund: { amount: string } | null;
};

export const operatorParentCancelledTemplate: MailTemplate = {
  subject: 'Annulée par le client : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph("{{request.parentFirstname}} {{request.parentLastname}} a annulé l'atelier {{de request.childFirstname}} depuis son espace : la demande est archivée."),
    '<mj-raw>{{#if credit}}</mj-raw>',
    paragraph('Avoir émis : {{credit.code}} ({{credit.amount}}).'),
    '<mj-raw>{{/if}}</mj-raw>',
    '<mj-raw>{{#if refund}}</mj-raw>',
    paragraph('Solde remboursé : {{refund.amount}}.'),
    '<mj-raw>{{/if}}</mj-raw>',
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{request.parentFirstname}} {{request.parentLastname}} a annulé l'atelier {{de request.childFirstname}} depuis son espace : la demande est archivée.
{{#if credit}}
Avoir émis : {{credit.code}} ({{credit.amount}}).
{{/if}}{{#if refund}}
Solde remboursé : {{refund.amount}}.
{{/if}}
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
