import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

/** A balance paid for a proposal no longer open: recorded, owed back by hand. amount: formatted. */
export type OperatorBalanceToRefundData = {
  request: ParentRequestMailData;
  amount: string;
};

export const operatorBalanceToRefundTemplate: MailTemplate = {
  subject: 'Solde à rembourser : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph(
      "{{request.parentFirstname}} {{request.parentLastname}} a réglé un solde de {{amount}} pour une proposition qui n'est plus ouverte (refusée, archivée ou remplacée). La demande n'a pas changé de statut : ce solde est à rembourser.",
    ),
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{request.parentFirstname}} {{request.parentLastname}} a réglé un solde de {{amount}} pour une proposition qui n'est plus ouverte (refusée, archivée ou remplacée). La demande n'a pas changé de statut : ce solde est à rembourser.
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
