import { CREDIT_MIN_DAYS_BEFORE_WORKSHOP } from '@ptits-mitrons/domain';
import { paragraph, receiptLinkHtml, receiptLinkText, spaceLinkHtml, spaceLinkText } from '../blocks';
import type { MailTemplate } from '../layout';
import type { CreditMailData, ParentRequestMailData, ReceiptMailData } from '../mail-data';

/**
 * credit: the deposit turned into a credit (CGV §6), amount already formatted; deposit_kept: a paid deposit stays
 * acquired (15 days or less ahead).
 */
export type ParentProposalDeclinedData = {
  request: ParentRequestMailData;
  credit: CreditMailData | null;
  deposit_kept: boolean;
  receipt?: ReceiptMailData;
};

export const parentProposalDeclinedTemplate: MailTemplate = {
  subject: "Vous avez refusé notre proposition pour l'atelier {{de request.childFirstname}}",
  body: [
    paragraph('Bonjour {{request.parentFirstname}},'),
    paragraph(
      "Nous avons bien noté que vous refusez notre proposition d'atelier pour l'anniversaire {{de request.childFirstname}} : votre demande est close.",
    ),
    '<mj-raw>{{#if credit}}</mj-raw>',
    paragraph(
      "Comme prévu par nos conditions générales (article 6), votre acompte devient un avoir de <strong>{{credit.amount}}</strong>, à utiliser lors d'une prochaine demande avec le code <strong>{{credit.code}}</strong>.",
    ),
    '<mj-raw>{{/if}}</mj-raw>',
    '<mj-raw>{{#if depositKept}}</mj-raw>',
    paragraph(`À ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours ou moins de l'atelier, l'acompte reste acquis, comme prévu par nos conditions générales (article 6).`),
    '<mj-raw>{{/if}}</mj-raw>',
    paragraph("N'hésitez pas à nous contacter pour trouver une autre solution."),
    receiptLinkHtml,
    spaceLinkHtml,
  ].join('\n'),
  text: `Bonjour {{request.parentFirstname}},

Nous avons bien noté que vous refusez notre proposition d'atelier pour l'anniversaire {{de request.childFirstname}} : votre demande est close.
{{#if credit}}
Comme prévu par nos conditions générales (article 6), votre acompte devient un avoir de {{credit.amount}}, à utiliser lors d'une prochaine demande avec le code {{credit.code}}.
{{/if}}{{#if depositKept}}
À ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours ou moins de l'atelier, l'acompte reste acquis, comme prévu par nos conditions générales (article 6).
{{/if}}
N'hésitez pas à nous contacter pour trouver une autre solution.${receiptLinkText}${spaceLinkText}`,
};
