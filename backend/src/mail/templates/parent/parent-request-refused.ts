import { paragraph, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type ParentRequestRefusedData = {
  request: ParentRequestMailData;
  reason: string;
};

export const parentRequestRefusedTemplate: MailTemplate = {
  subject: "Votre demande d'atelier pour {{request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(
      "Nous sommes désolés : nous ne pouvons pas donner suite à votre demande d'atelier pour l'anniversaire {{de request.childFirstname}} du {{request.desiredDate}}.",
    ),
    paragraph('Motif : {{reason}}'),
    paragraph("N'hésitez pas à nous contacter pour trouver une autre solution."),
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous sommes désolés : nous ne pouvons pas donner suite à votre demande d'atelier pour l'anniversaire {{de request.childFirstname}} du {{request.desiredDate}}.

Motif : {{reason}}

N'hésitez pas à nous contacter pour trouver une autre solution.${spaceLinkText}`,
};
