import { ACCOUNTING_RETENTION_YEARS, PARENT_ERASURE_LINK_HOURS } from '@ptits-mitrons/domain';
import { button, paragraph } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData } from '../mail-data';

/** The erasure's confirmation: the signed token the link carries after `#`. */
export interface ErasureMailData {
  confirmation: string;
}

/** The link that confirms the erasure of every request of the address (signed token, PARENT_ERASURE_LINK_HOURS). */
export type ParentErasureConfirmationData = {
  request: ParentRequestMailData;
  erasure: ErasureMailData;
};

export const parentErasureConfirmationTemplate: MailTemplate = {
  subject: 'Confirmez l’effacement de vos données',
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(
      'Vous avez demandé depuis votre espace l’effacement de vos données. Il concerne toutes les demandes faites avec cette adresse e-mail, sauf celles où quelque chose est encore en cours (un atelier à venir, un remboursement, une contestation de paiement).',
    ),
    button('Confirmer l’effacement', 'erasureUrl'),
    paragraph(
      `Ce lien est valable ${PARENT_ERASURE_LINK_HOURS} heures. Les reçus et les paiements restent conservés ${ACCOUNTING_RETENTION_YEARS} ans, comme la loi l’impose (Code de commerce, article L123-22). Si vous n’avez rien demandé, ignorez ce message : rien ne sera effacé.`,
    ),
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Vous avez demandé depuis votre espace l’effacement de vos données. Il concerne toutes les demandes faites avec cette adresse e-mail, sauf celles où quelque chose est encore en cours (un atelier à venir, un remboursement, une contestation de paiement).

Pour confirmer l’effacement : {{erasureUrl}}

Ce lien est valable ${PARENT_ERASURE_LINK_HOURS} heures. Les reçus et les paiements restent conservés ${ACCOUNTING_RETENTION_YEARS} ans, comme la loi l’impose (Code de commerce, article L123-22). Si vous n’avez rien demandé, ignorez ce message : rien ne sera effacé.`,
};
