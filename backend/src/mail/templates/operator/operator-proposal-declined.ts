import { button, paragraph, proposalSummaryHtml, proposalSummaryText, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { CreditMailData, ParentRequestMailData, ProposalMailData } from '../mail-data';

/** reason: the parent's own words, or null when they gave none. */
export type OperatorProposalDeclinedData = {
  request: ParentRequestMailData;
  proposal: ProposalMailData;
  reason: string | null;
  credit: CreditMailData | null;
};

export const operatorProposalDeclinedTemplate: MailTemplate = {
  subject: 'Proposition refusée par le parent : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph("{{request.parentFirstname}} {{request.parentLastname}} a refusé la proposition pour l'anniversaire {{de request.childFirstname}} :"),
    proposalSummaryHtml,
    paragraph('Motif donné : {{#if reason}}{{reason}}{{else}}aucun{{/if}}'),
    '<mj-raw>{{#if credit}}</mj-raw>',
    paragraph("L'acompte devient l'avoir {{credit.code}} de {{credit.amount}} (CGV, article 6)."),
    '<mj-raw>{{/if}}</mj-raw>',
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{request.parentFirstname}} {{request.parentLastname}} a refusé la proposition pour l'anniversaire {{de request.childFirstname}} :
${proposalSummaryText}

Motif donné : {{#if reason}}{{reason}}{{else}}aucun{{/if}}
{{#if credit}}
L'acompte devient l'avoir {{credit.code}} de {{credit.amount}} (CGV, article 6).
{{/if}}
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
