import { button, paragraph, proposalSummaryHtml } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ProposalMailData } from '../mail-data';

export type OperatorBalancePaidData = {
  request: ParentRequestMailData;
  proposal: ProposalMailData;
};

export const operatorBalancePaidTemplate: MailTemplate = {
  subject: 'Solde réglé en ligne : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph(
      "{{request.parentFirstname}} {{request.parentLastname}} a accepté la proposition et réglé le solde de {{balanceEuros}} pour l'anniversaire {{de request.childFirstname}} : la demande est acceptée.",
    ),
    proposalSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `{{request.parentFirstname}} {{request.parentLastname}} a accepté la proposition et réglé le solde de {{balanceEuros}} pour l'anniversaire {{de request.childFirstname}} : la demande est acceptée.
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}

Back-office : {{adminUrl}}`,
};
