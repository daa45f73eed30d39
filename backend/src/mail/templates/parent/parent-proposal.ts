import { button, paragraph, proposalSummaryHtml, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ProposalMailData } from '../mail-data';

export type ParentProposalData = {
  request: ParentRequestMailData;
  proposal: ProposalMailData;
};

export const parentProposalTemplate: MailTemplate = {
  subject: "Votre atelier d'anniversaire pour {{request.childFirstname}} : notre proposition",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph("Nous avons trouvé un artisan pour l'anniversaire {{de request.childFirstname}} :"),
    proposalSummaryHtml,
    '<mj-raw>{{#if proposal.paymentLink}}</mj-raw>',
    paragraph("Pour confirmer l'atelier, réglez le solde en ligne :"),
    button('Régler le solde', 'proposal.paymentLink'),
    '<mj-raw>{{/if}}</mj-raw>',
    paragraph('Une question ? Répondez-nous simplement ou appelez-nous.'),
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous avons trouvé un artisan pour l'anniversaire {{de request.childFirstname}} :
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}
{{#if proposal.paymentLink}}
Pour confirmer l'atelier, réglez le solde en ligne : {{proposal.paymentLink}}
{{/if}}
Une question ? Répondez-nous simplement ou appelez-nous.${spaceLinkText}`,
};
