import { paragraph, spaceLinkHtml, spaceLinkText, workshopDayText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ProposalMailData } from '../mail-data';

/** amount: the balance still due, formatted; absent once it is paid. */
export type ParentReminderD10Data = {
  request: ParentRequestMailData;
  proposal?: ProposalMailData;
  amount?: string;
};

export const parentReminderD10Template: MailTemplate = {
  subject: "L'atelier {{de request.childFirstname}} : derniers détails à nous donner",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(`L'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.`),
    paragraph(
      "Jusqu'à ce soir, vous pouvez encore changer le nombre d'enfants ({{request.numberOfChildren}} aujourd'hui) et nous signaler des allergies ou régimes particuliers depuis votre espace.",
    ),
    '<mj-raw>{{#if amount}}</mj-raw>',
    paragraph("Le solde de <strong>{{amount}}</strong> reste à régler au plus tard la veille de l'atelier, depuis votre espace."),
    '<mj-raw>{{/if}}</mj-raw>',
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

L'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.

Jusqu'à ce soir, vous pouvez encore changer le nombre d'enfants ({{request.numberOfChildren}} aujourd'hui) et nous signaler des allergies ou régimes particuliers depuis votre espace.
{{#if amount}}
Le solde de {{amount}} reste à régler au plus tard la veille de l'atelier, depuis votre espace.
{{/if}}${spaceLinkText}`,
};
