import { WORKSHOP_PROMISES } from '@ptits-mitrons/domain';
import { button, paragraph, requestSummaryHtml, requestSummaryText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

export type ParentRequestReceivedData = {
  request: ParentRequestMailData;
};

export const parentRequestReceivedTemplate: MailTemplate = {
  subject: "Nous avons bien reçu votre demande d'atelier pour {{request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph("Merci pour votre demande d'atelier d'anniversaire. Voici ce que nous avons noté :"),
    requestSummaryHtml,
    paragraph("Pour bloquer la date, il reste à régler l'acompte de {{depositEuros}} :"),
    button("Régler l'acompte", 'paymentUrl'),
    paragraph(`Nous vous rappelons sous ${WORKSHOP_PROMISES.callBack}, et les coordonnées de l'artisan vous sont transmises sous ${WORKSHOP_PROMISES.artisanDetails}.`),
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Merci pour votre demande d'atelier d'anniversaire. Voici ce que nous avons noté :
${requestSummaryText}

Pour bloquer la date, il reste à régler l'acompte de {{depositEuros}} : {{paymentUrl}}

Nous vous rappelons sous ${WORKSHOP_PROMISES.callBack}, et les coordonnées de l'artisan vous sont transmises sous ${WORKSHOP_PROMISES.artisanDetails}.${spaceLinkText}`,
};
