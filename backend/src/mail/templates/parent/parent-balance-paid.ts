import { paragraph, proposalSummaryHtml, receiptLinkHtml, receiptLinkText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ProposalMailData, ReceiptMailData } from '../mail-data';

/** The balance paid from the parent space: the workshop is booked (the parent's mail carries the calendar file). */
export type ParentBalancePaidData = {
  request: ParentRequestMailData;
  proposal: ProposalMailData;
  receipt?: ReceiptMailData;
};

export const parentBalancePaidTemplate: MailTemplate = {
  subject: "Solde réglé : l'atelier {{de request.childFirstname}} est confirmé",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph("<strong>Solde réglé.</strong> Nous avons bien reçu le solde de {{balanceEuros}} : l'atelier d'anniversaire {{de request.childFirstname}} est confirmé."),
    proposalSummaryHtml,
    paragraph("Le fichier joint ajoute l'atelier à votre agenda, avec un rappel la veille."),
    receiptLinkHtml,
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Solde réglé. Nous avons bien reçu le solde de {{balanceEuros}} : l'atelier d'anniversaire {{de request.childFirstname}} est confirmé.
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}

Le fichier joint ajoute l'atelier à votre agenda, avec un rappel la veille.${receiptLinkText}${spaceLinkText}`,
};
