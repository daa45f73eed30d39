import { paragraph, spaceLinkHtml, spaceLinkText, workshopDayText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ProposalMailData } from '../mail-data';

/** The scheduled reminders (backend/src/reminders): the proposal, when there is one, gives the workshop's day. */
export type ParentReminderD16Data = {
  request: ParentRequestMailData;
  proposal?: ProposalMailData;
};

export const parentReminderD16Template: MailTemplate = {
  subject: "L'atelier {{de request.childFirstname}} : dernier jour pour annuler avec un avoir",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(`L'atelier d'anniversaire {{de request.childFirstname}} approche : il a lieu ${workshopDayText}.`),
    paragraph(
      "Si vous deviez l'annuler, c'est <strong>aujourd'hui le dernier jour</strong> pour le faire en recevant un avoir du montant de l'acompte ({{depositEuros}}). À partir de demain, l'acompte n'est plus rendu (CGV, article 6).",
    ),
    paragraph("Tout est en ordre ? Vous n'avez rien à faire."),
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

L'atelier d'anniversaire {{de request.childFirstname}} approche : il a lieu ${workshopDayText}.

Si vous deviez l'annuler, c'est aujourd'hui le dernier jour pour le faire en recevant un avoir du montant de l'acompte ({{depositEuros}}). À partir de demain, l'acompte n'est plus rendu (CGV, article 6).

Tout est en ordre ? Vous n'avez rien à faire.
${spaceLinkText}`,
};
