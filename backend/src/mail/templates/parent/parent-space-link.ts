import { paragraph, requestSummaryHtml, requestSummaryText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type ParentSpaceLinkData = {
  request: ParentRequestMailData;
};

export const parentSpaceLinkTemplate: MailTemplate = {
  subject: "Votre lien personnel pour l'atelier {{de request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph("Voici le lien de votre espace pour la demande d'atelier d'anniversaire {{de request.childFirstname}} :"),
    requestSummaryHtml,
    spaceLinkHtml,
    paragraph("Ce lien est personnel : ne le transférez pas. Si vous n'avez rien demandé, ignorez ce message."),
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Voici le lien de votre espace pour la demande d'atelier d'anniversaire {{de request.childFirstname}} :
${requestSummaryText}${spaceLinkText}

Ce lien est personnel : ne le transférez pas. Si vous n'avez rien demandé, ignorez ce message.`,
};
