import { termsVersionLabel, WORKSHOP_PROMISES } from '@ptits-mitrons/domain';
import { paragraph, receiptLinkHtml, receiptLinkText, requestSummaryHtml, requestSummaryText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { ParentRequestMailData, ReceiptMailData } from '../mail-data';

export type ParentDepositPaidData = {
  request: ParentRequestMailData;
  receipt?: ReceiptMailData;
  /** The parent accepted the CGV now in force (else the mail speaks of the CGV in force). */
  termsAccepted?: boolean;
};

/**
 * Code de la consommation L221-13: the terms on a durable medium, attached to the deposit's confirmation. Only the
 * current text exists, so the mail says « acceptées » only when the parent accepted that very version (a request from
 * before the checkbox, or from before a change of the CGV, receives the CGV in force).
 */
const attachedSalesTerms = `{{#if termsAccepted}}Les conditions générales de vente que vous avez acceptées{{else}}Nos conditions générales de vente en vigueur{{/if}} (${termsVersionLabel('cgv')}) sont jointes à cet e-mail au format PDF.`;

export const parentDepositPaidTemplate: MailTemplate = {
  subject: "Paiement autorisé : l'atelier {{de request.childFirstname}} est réservé",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(
      "<strong>Paiement autorisé.</strong> Votre acompte de {{depositEuros}} est bien réglé : la date de l'atelier d'anniversaire {{de request.childFirstname}} est bloquée.",
    ),
    requestSummaryHtml,
    paragraph(`Nous vous rappelons sous ${WORKSHOP_PROMISES.callBack}, et les coordonnées de l'artisan vous sont transmises sous ${WORKSHOP_PROMISES.artisanDetails}.`),
    paragraph(attachedSalesTerms),
    receiptLinkHtml,
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Paiement autorisé. Votre acompte de {{depositEuros}} est bien réglé : la date de l'atelier d'anniversaire {{de request.childFirstname}} est bloquée.
${requestSummaryText}

Nous vous rappelons sous ${WORKSHOP_PROMISES.callBack}, et les coordonnées de l'artisan vous sont transmises sous ${WORKSHOP_PROMISES.artisanDetails}.

${attachedSalesTerms}${receiptLinkText}${spaceLinkText}`,
};
