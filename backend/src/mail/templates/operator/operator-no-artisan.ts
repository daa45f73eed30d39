import { button, paragraph, requestSummaryHtml, requestSummaryText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

/** Every artisan of the request's last queue declined, let the offer expire or was withdrawn. */
export type OperatorNoArtisanData = {
  request: ParentRequestMailData;
};

export const operatorNoArtisanTemplate: MailTemplate = {
  subject: 'Sans artisan : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
  body: [
    paragraph(
      "<strong>Aucun artisan n'a accepté</strong> l'atelier d'anniversaire {{de request.childFirstname}} : chaque offre a été refusée, a expiré ou a été retirée. Trouvez un autre artisan.",
    ),
    requestSummaryHtml,
    button('Ouvrir dans le back-office', 'adminUrl'),
  ].join('\n'),
  text: `Aucun artisan n'a accepté l'atelier d'anniversaire {{de request.childFirstname}} : chaque offre a été refusée, a expiré ou a été retirée. Trouvez un autre artisan.
${requestSummaryText}

Back-office : {{adminUrl}}`,
};
