import { paragraph, spaceLinkHtml, spaceLinkText, workshopDayText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ProposalMailData } from '../mail-data';

export type ParentReminderD2Data = {
  request: ParentRequestMailData;
  proposal?: ProposalMailData;
};

export const parentReminderD2Template: MailTemplate = {
  subject: "L'atelier {{de request.childFirstname}}, c'est bientôt !",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(`Nous avons hâte : l'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.`),
    '<mj-raw>{{#if proposal}}</mj-raw>',
    paragraph(
      `<ul style="padding-left:18px;margin:0">
    <li>Établissement : {{proposal.establishmentName}}</li>
    <li>Adresse : {{proposal.address}}</li>
    <li>Date et heure : {{proposal.date}}</li>
  </ul>`,
    ),
    '<mj-raw>{{/if}}</mj-raw>',
    paragraph("Pensez à arriver quelques minutes en avance avec les {{request.numberOfChildren}} enfants. Une question ? Répondez-nous simplement ou appelez-nous."),
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous avons hâte : l'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.
{{#if proposal}}
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date et heure : {{proposal.date}}
{{/if}}
Pensez à arriver quelques minutes en avance avec les {{request.numberOfChildren}} enfants. Une question ? Répondez-nous simplement ou appelez-nous.
${spaceLinkText}`,
};
