import { paragraph, receiptLinkHtml, receiptLinkText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ReceiptMailData } from '../mail-data';

export type ParentBalanceRefundedData = {
  request: ParentRequestMailData;
  amount: string;
  receipt?: ReceiptMailData;
};

export const parentBalanceRefundedTemplate: MailTemplate = {
  subject: "Remboursement du solde de l'atelier {{de request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph("Nous vous remboursons <strong>{{amount}}</strong> sur le solde réglé pour l'atelier d'anniversaire {{de request.childFirstname}}."),
    paragraph('Le montant apparaîtra sur votre compte sous 5 à 10 jours ouvrés, sur la carte utilisée pour le paiement.'),
    receiptLinkHtml,
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous vous remboursons {{amount}} sur le solde réglé pour l'atelier d'anniversaire {{de request.childFirstname}}.

Le montant apparaîtra sur votre compte sous 5 à 10 jours ouvrés, sur la carte utilisée pour le paiement.${receiptLinkText}${spaceLinkText}`,
};
