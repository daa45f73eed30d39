import { CREDIT_MIN_DAYS_BEFORE_WORKSHOP } from '@ptits-mitrons/domain';
import { paragraph, receiptLinkHtml, receiptLinkText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { CreditMailData, ParentRequestMailData, ReceiptMailData } from '../mail-data';

/** The parent cancelled from their space (CGV §6): what they get back, amounts formatted. */
export type ParentCancelledData = {
  request: ParentRequestMailData;
  credit: CreditMailData | null;
  refund: { amount: string } | null;
  receipt?: ReceiptMailData;
};

export const parentCancelledTemplate: MailTemplate = {
  subject: "Annulation de l'atelier {{de request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph("Nous avons bien enregistré l'annulation de l'atelier d'anniversaire {{de request.childFirstname}}."),
    '<mj-raw>{{#if credit}}</mj-raw>',
    paragraph(
      "Conformément à nos CGV (§6), votre acompte devient un avoir de <strong>{{credit.amount}}</strong> : le code <strong>{{credit.code}}</strong> règle l'acompte d'une prochaine demande, une fois.",
    ),
    '<mj-raw>{{/if}}</mj-raw>',
    '<mj-raw>{{#if refund}}</mj-raw>',
    paragraph('Le solde réglé vous est remboursé : <strong>{{refund.amount}}</strong>, sous 5 à 10 jours ouvrés sur la carte utilisée.'),
    '<mj-raw>{{/if}}</mj-raw>',
    '<mj-raw>{{#unless credit}}{{#unless refund}}</mj-raw>',
    paragraph(`L'annulation intervenant à ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours ou moins de l'atelier, les sommes versées ne sont pas remboursées (CGV §6).`),
    '<mj-raw>{{/unless}}{{/unless}}</mj-raw>',
    receiptLinkHtml,
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous avons bien enregistré l'annulation de l'atelier d'anniversaire {{de request.childFirstname}}.
{{#if credit}}
Conformément à nos CGV (§6), votre acompte devient un avoir de {{credit.amount}} : le code {{credit.code}} règle l'acompte d'une prochaine demande, une fois.
{{/if}}{{#if refund}}
Le solde réglé vous est remboursé : {{refund.amount}}, sous 5 à 10 jours ouvrés sur la carte utilisée.
{{/if}}{{#unless credit}}{{#unless refund}}
L'annulation intervenant à ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours ou moins de l'atelier, les sommes versées ne sont pas remboursées (CGV §6).
{{/unless}}{{/unless}}${receiptLinkText}${spaceLinkText}`,
};
