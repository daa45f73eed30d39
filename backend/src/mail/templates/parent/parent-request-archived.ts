import { paragraph, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type ParentRequestArchivedData = {
  request: ParentRequestMailData;
  reason: string;
};

export const parentRequestArchivedTemplate: MailTemplate = {
  subject: "Votre demande d'atelier pour {{request.childFirstname}} a été archivée",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(
      "Votre demande d'atelier pour l'anniversaire {{de request.childFirstname}} du {{request.desiredDate}} a été archivée.",
    ),
    paragraph('Motif : {{reason}}'),
    paragraph("N'hésitez pas à nous contacter si vous avez une question."),
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Votre demande d'atelier pour l'anniversaire {{de request.childFirstname}} du {{request.desiredDate}} a été archivée.

Motif : {{reason}}

N'hésitez pas à nous contacter si vous avez une question.${spaceLinkText}`,
};
