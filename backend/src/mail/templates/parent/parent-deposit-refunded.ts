import { paragraph, receiptLinkHtml, receiptLinkText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ReceiptMailData } from '../mail-data';

/** amount: already formatted ("30,00 €"). */
export type ParentDepositRefundedData = {
  request: ParentRequestMailData;
  amount: string;
  receipt?: ReceiptMailData;
};

export const parentDepositRefundedTemplate: MailTemplate = {
  subject: "Remboursement de votre acompte pour l'atelier {{de request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(
      "Nous vous remboursons <strong>{{amount}}</strong> sur l'acompte réglé pour l'atelier d'anniversaire {{de request.childFirstname}} du {{request.desiredDate}}.",
    ),
    paragraph('Le montant apparaîtra sur votre compte sous 5 à 10 jours ouvrés, sur la carte utilisée pour le paiement.'),
    receiptLinkHtml,
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous vous remboursons {{amount}} sur l'acompte réglé pour l'atelier d'anniversaire {{de request.childFirstname}} du {{request.desiredDate}}.

Le montant apparaîtra sur votre compte sous 5 à 10 jours ouvrés, sur la carte utilisée pour le paiement.${receiptLinkText}${spaceLinkText}`,
};
