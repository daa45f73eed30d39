/**
 * Every mail the product sends: its typed data, and its French subject, MJML body and plain-text part.
 * Bodies are Handlebars templates: `{{value}}` is HTML-escaped, so a user value can never become markup.
 * Conditional blocks between MJML sections sit in <mj-raw> so MJML keeps them for Handlebars.
 */
import {
  ACCOUNTING_RETENTION_YEARS,
  ARTISAN_TAX_NOTICE,
  artisanTaxNoticeText,
  CREDIT_MIN_DAYS_BEFORE_WORKSHOP,
  MERCHANT_LINK_VALID_DAYS,
  PARENT_ERASURE_LINK_HOURS,
  termsVersionLabel,
  WORKSHOP_PROMISES,
  type ReceiptKind,
} from '@ptits-mitrons/domain';

export interface ParentRequestMailData {
  _id: string;
  parent_firstname: string;
  parent_lastname: string;
  child_firstname: string;
  child_age: number;
  /** YYYY-MM-DD */
  desired_date: string;
  number_of_children: number;
  /** "Lyon (69001)" */
  city_label: string;
  merchant_type: string;
  /** A fresh personal-link token (parentMailData); the mail shows the parent space's address built from it. */
  space_token?: string;
}

/** The erasure's confirmation: the signed token the link carries after `#`. */
export interface ErasureMailData {
  confirmation: string;
}

export interface ProposalMailData {
  establishment_name: string;
  address: string;
  /** ISO 8601 date and time */
  date: string;
  payment_link?: string | null;
}

export interface CreditMailData {
  code: string;
  /** Already formatted ("30,00 €"). */
  amount: string;
}

export interface MerchantMailData {
  establishment_name: string;
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  city_label: string;
  sector_label: string;
  /** The applicant's comments, shown to the operator. */
  description?: string | null;
  /** A new link to the artisan's space (every mail to an approved artisan carries one). */
  space_token?: string;
}

/** What an artisan's mail says of a workshop offered to them: nothing of the parent but what the workshop needs. */
export interface OfferMailData {
  /** The workshop's start, ISO 8601 (shown in Paris time). */
  date: string;
  /** The family's commune, "Lyon (69001)". */
  city_label: string;
  child_age: number;
  number_of_children: number;
  allergies: string | null;
  /** When the offer passes to another artisan, ISO 8601 (pending offers). */
  expires_at?: string | null;
  /** Only once the workshop is confirmed (the D-3 reminder). */
  child_firstname?: string;
}

/** An artisan's payout statement (amounts and period already formatted). */
export interface PayoutStatementMailData {
  number: string;
  total: string;
  period_start: string;
  period_end: string;
}

/** The receipt or credit note a parent's money mail confirms, downloaded through the mail's personal link. */
export interface ReceiptMailData {
  number: string;
  kind: ReceiptKind;
}

export interface MailDataByTemplate {
  'parent-request-received': { request: ParentRequestMailData };
  'parent-deposit-paid': { request: ParentRequestMailData; receipt?: ReceiptMailData; /** The parent accepted the CGV now in force (else the mail speaks of the CGV in force). */ termsAccepted?: boolean };
  'parent-proposal': { request: ParentRequestMailData; proposal: ProposalMailData };
  'parent-request-refused': { request: ParentRequestMailData; reason: string };
  'parent-request-archived': { request: ParentRequestMailData; reason: string };
  'merchant-application-received': { merchant: MerchantMailData };
  'merchant-approved': { merchant: MerchantMailData };
  'merchant-refused': { merchant: MerchantMailData; reason: string };
  /** A new link to the artisan's space, asked from /espace-artisan or sent by staff (merchant.space_token set). */
  'merchant-space-link': { merchant: MerchantMailData };
  'operator-new-paid-request': { request: ParentRequestMailData };
  'operator-new-merchant-application': { merchant: MerchantMailData };
  /** amount: already formatted ("30,00 €"). */
  'parent-deposit-refunded': { request: ParentRequestMailData; amount: string; receipt?: ReceiptMailData };
  'operator-deposit-disputed': { request: ParentRequestMailData; amount: string; reason: string };
  'operator-deposit-to-refund': { request: ParentRequestMailData };
  'parent-space-link': { request: ParentRequestMailData };
  /** The link that confirms the erasure of every request of the address (signed token, PARENT_ERASURE_LINK_HOURS). */
  'parent-erasure-confirmation': { request: ParentRequestMailData; erasure: ErasureMailData };
  /**
   * credit: the deposit turned into a credit (CGV §6), amount already formatted; deposit_kept: a paid deposit stays
   * acquired (15 days or less ahead).
   */
  'parent-proposal-declined': { request: ParentRequestMailData; credit: CreditMailData | null; deposit_kept: boolean; receipt?: ReceiptMailData };
  /** reason: the parent's own words, or null when they gave none. */
  'operator-proposal-declined': { request: ParentRequestMailData; proposal: ProposalMailData; reason: string | null; credit: CreditMailData | null };
  /** The scheduled reminders (backend/src/reminders): the proposal, when there is one, gives the workshop's day. */
  'parent-reminder-d16': { request: ParentRequestMailData; proposal?: ProposalMailData };
  /** amount: the balance still due, formatted; absent once it is paid. */
  'parent-reminder-d10': { request: ParentRequestMailData; proposal?: ProposalMailData; amount?: string };
  'parent-reminder-d2': { request: ParentRequestMailData; proposal?: ProposalMailData };
  /** reason: what is late (the reminder's label). */
  'operator-reminder': { request: ParentRequestMailData; reason: string };
  /** The balance paid from the parent space: the workshop is booked (the parent's mail carries the calendar file). */
  'parent-balance-paid': { request: ParentRequestMailData; proposal: ProposalMailData; receipt?: ReceiptMailData };
  'operator-balance-paid': { request: ParentRequestMailData; proposal: ProposalMailData };
  /** A balance paid for a proposal no longer open: recorded, owed back by hand. amount: formatted. */
  'operator-balance-to-refund': { request: ParentRequestMailData; amount: string };
  'parent-balance-refunded': { request: ParentRequestMailData; amount: string; receipt?: ReceiptMailData };
  /** The parent cancelled from their space (CGV §6): what they get back, amounts formatted. */
  'parent-cancelled': { request: ParentRequestMailData; credit: CreditMailData | null; refund: { amount: string } | null; receipt?: ReceiptMailData };
  'operator-parent-cancelled': { request: ParentRequestMailData; credit: CreditMailData | null; refund: { amount: string } | null };
  /** The matching (backend/src/matching): each mail to an artisan carries a fresh link to their space (merchant.space_token). */
  'merchant-offer': { merchant: MerchantMailData; offer: OfferMailData };
  'merchant-offer-reminder': { merchant: MerchantMailData; offer: OfferMailData };
  'merchant-offer-accepted': { merchant: MerchantMailData; offer: OfferMailData };
  'merchant-offer-withdrawn': { merchant: MerchantMailData; offer: OfferMailData };
  'merchant-workshop-reminder': { merchant: MerchantMailData; offer: OfferMailData };
  /** The workshop the artisan accepted will not take place: the family declined or cancelled, or staff archived it. */
  'merchant-workshop-cancelled': { merchant: MerchantMailData; offer: OfferMailData };
  /** Every artisan of the request's last queue declined, let the offer expire or was withdrawn. */
  'operator-no-artisan': { request: ParentRequestMailData };
  /** The artisan's payout details changed (backend/src/payout-details): the IBAN masked, never the values. */
  'merchant-payout-details-changed': { merchant: MerchantMailData; payout_change: PayoutChangeMailData };
  /** Payouts (backend/src/payouts): the batch was sent to the bank; the statement's PDF is attached. */
  'merchant-payout-statement': { merchant: MerchantMailData; statement: PayoutStatementMailData };
  /** An artisan asks, from their space, that their data be erased: staff act on it from the artisan's page. */
  'operator-merchant-erasure-request': { merchant: MerchantMailData };
  /** The artisan's yearly copy of their DAC7 row (backend/src/dac7): the PDF is attached. */
  'merchant-dac7-copy': { merchant: MerchantMailData; dac7_copy: Dac7CopyMailData };
}

export interface Dac7CopyMailData {
  /** The calendar year the copy declares. */
  year: number;
}

export interface PayoutChangeMailData {
  /** Masked (maskIban). */
  iban: string;
  /** ISO 8601, shown in Paris time. */
  changed_at: string;
  /** French labels of the changed fields. */
  fields: string[];
}

export type MailTemplateName = keyof MailDataByTemplate;

export const MAIL_TEMPLATE_NAMES = [
  'parent-request-received',
  'parent-deposit-paid',
  'parent-proposal',
  'parent-request-refused',
  'parent-request-archived',
  'merchant-application-received',
  'merchant-approved',
  'merchant-refused',
  'merchant-space-link',
  'operator-new-paid-request',
  'operator-new-merchant-application',
  'parent-deposit-refunded',
  'operator-deposit-disputed',
  'operator-deposit-to-refund',
  'parent-space-link',
  'parent-erasure-confirmation',
  'parent-proposal-declined',
  'operator-proposal-declined',
  'parent-reminder-d16',
  'parent-reminder-d10',
  'parent-reminder-d2',
  'operator-reminder',
  'parent-balance-paid',
  'operator-balance-paid',
  'operator-balance-to-refund',
  'parent-balance-refunded',
  'parent-cancelled',
  'operator-parent-cancelled',
  'merchant-offer',
  'merchant-offer-reminder',
  'merchant-offer-accepted',
  'merchant-offer-withdrawn',
  'merchant-workshop-reminder',
  'merchant-workshop-cancelled',
  'operator-no-artisan',
  'merchant-payout-details-changed',
  'merchant-payout-statement',
  'operator-merchant-erasure-request',
  'merchant-dac7-copy',
] as const satisfies readonly MailTemplateName[];

/** Mails to the operator go to OPERATOR_EMAIL unless the caller names another recipient. */
export type OperatorTemplateName = Extract<MailTemplateName, `operator-${string}`>;

/** What the templates read: the brand and contact, links, and the mail's own values already formatted. */
export interface MailView {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  publicUrl: string;
  depositEuros: string;
  balanceEuros: string;
  [key: string]: unknown;
}

export interface MailTemplate {
  subject: string;
  /** MJML placed inside the layout's <mj-body>, between the header and the footer. */
  body: string;
  text: string;
}

const paragraph = (html: string) => `<mj-section padding="0"><mj-column><mj-text>${html}</mj-text></mj-column></mj-section>`;
const button = (label: string, hrefVariable: string) =>
  `<mj-section padding="0"><mj-column><mj-button href="{{${hrefVariable}}}" background-color="#b5651d" border-radius="6px" font-size="16px">${label}</mj-button></mj-column></mj-section>`;

const requestSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Enfant : {{request.childFirstname}} ({{request.childAge}} ans)</li>
    <li>Date souhaitée : {{request.desiredDate}}</li>
    <li>Nombre d'enfants : {{request.numberOfChildren}}</li>
    <li>Ville : {{request.cityLabel}}</li>
    <li>Atelier : {{request.merchantType}}</li>
  </ul>`,
);
const requestSummaryText = `- Enfant : {{request.childFirstname}} ({{request.childAge}} ans)
- Date souhaitée : {{request.desiredDate}}
- Nombre d'enfants : {{request.numberOfChildren}}
- Ville : {{request.cityLabel}}
- Atelier : {{request.merchantType}}`;

/** Every parent mail ends with the parent's personal link (parentMailData), when the mail carries one. */
const spaceLinkHtml = [
  '<mj-raw>{{#if spaceUrl}}</mj-raw>',
  paragraph('Votre espace personnel vous permet de suivre votre demande et de répondre en ligne :'),
  button('Suivre ma demande', 'spaceUrl'),
  '<mj-raw>{{/if}}</mj-raw>',
].join('\n');
const spaceLinkText = `{{#if spaceUrl}}

Votre espace : {{spaceUrl}}{{/if}}`;

/** A money mail links the receipt or credit note it confirms (`receiptUrl`, through the mail's personal link). */
/**
 * Code de la consommation L221-13: the terms on a durable medium, attached to the deposit's confirmation. Only the
 * current text exists, so the mail says « acceptées » only when the parent accepted that very version (a request from
 * before the checkbox, or from before a change of the CGV, receives the CGV in force).
 */
const attachedSalesTerms = `{{#if termsAccepted}}Les conditions générales de vente que vous avez acceptées{{else}}Nos conditions générales de vente en vigueur{{/if}} (${termsVersionLabel('cgv')}) sont jointes à cet e-mail au format PDF.`;

const receiptLinkHtml = [
  '<mj-raw>{{#if receiptUrl}}</mj-raw>',
  paragraph('Votre justificatif ({{receiptLabel}} n° {{receiptNumber}}) : <a href="{{receiptUrl}}">télécharger le PDF</a>.'),
  '<mj-raw>{{/if}}</mj-raw>',
].join('\n');
const receiptLinkText = `{{#if receiptUrl}}

Votre justificatif ({{receiptLabel}} n° {{receiptNumber}}) : {{receiptUrl}}{{/if}}`;

/**
 * The artisan's link to their space, with its validity: every mail to an approved artisan ends with it
 * (merchant.space_token, which the renderer turns into `merchantSpaceUrl`). `intro` says what the space is for in
 * this mail; the default suits any mail.
 */
export function merchantSpaceLinkBlock(
  intro = 'Votre espace artisan vous permet de gérer vos disponibilités, de répondre aux offres et de retrouver vos ateliers :',
): { html: string; text: string } {
  const validity = `Ce lien personnel est valable ${MERCHANT_LINK_VALID_DAYS} jours ; ne le transférez pas.`;
  return {
    html: [
      '<mj-raw>{{#if merchantSpaceUrl}}</mj-raw>',
      paragraph(intro),
      button('Ouvrir mon espace artisan', 'merchantSpaceUrl'),
      paragraph(`<span style="font-size:13px;color:#7a6a5a">${validity}</span>`),
      '<mj-raw>{{/if}}</mj-raw>',
    ].join('\n'),
    text: `{{#if merchantSpaceUrl}}

${intro}
{{merchantSpaceUrl}}
${validity}{{/if}}`,
  };
}
const merchantSpaceLink = merchantSpaceLinkBlock();
const merchantPayoutLink = merchantSpaceLinkBlock('Vos relevés de paiement restent téléchargeables dans votre espace artisan :');
const merchantDac7Link = merchantSpaceLinkBlock('La copie reste téléchargeable dans votre espace artisan, où vous pouvez aussi corriger vos coordonnées :');

/** The notice of article 242 bis of the CGI, as written once in the domain package: every artisan's money mail carries it. */
const taxNotice = {
  html: paragraph(
    [
      `<span style="font-size:13px;color:#7a6a5a"><strong>${ARTISAN_TAX_NOTICE.title}</strong><br />`,
      ARTISAN_TAX_NOTICE.paragraphs.join('<br />'),
      '<br />',
      ARTISAN_TAX_NOTICE.links.map((link) => `<a href="${link.url}">${link.label}</a>`).join(' · '),
      '</span>',
    ].join(''),
  ),
  text: `

${artisanTaxNoticeText()}`,
};

const proposalSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Établissement : {{proposal.establishmentName}}</li>
    <li>Adresse : {{proposal.address}}</li>
    <li>Date : {{proposal.date}}</li>
  </ul>`,
);
const proposalSummaryText = `- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}`;

const merchantSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Établissement : {{merchant.establishmentName}}</li>
    <li>Activité : {{merchant.sectorLabel}}</li>
    <li>Responsable : {{merchant.managerFirstname}} {{merchant.managerLastname}}</li>
    <li>E-mail : {{merchant.email}}</li>
    <li>Téléphone : {{merchant.phone}}</li>
    <li>Ville : {{merchant.cityLabel}}</li>
  </ul>`,
);
const merchantSummaryText = `- Établissement : {{merchant.establishmentName}}
- Activité : {{merchant.sectorLabel}}
- Responsable : {{merchant.managerFirstname}} {{merchant.managerLastname}}
- E-mail : {{merchant.email}}
- Téléphone : {{merchant.phone}}
- Ville : {{merchant.cityLabel}}`;

/** The workshop's day in a reminder: the proposal's date and time when there is one, else the day asked for. */
const workshopDayText = 'le {{#if proposal}}{{proposal.date}}{{else}}{{request.desiredDate}}{{/if}}';


/** The workshop as an artisan's mail gives it. */
const offerSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Date et heure : {{offer.date}}</li>
    <li>Commune de la famille : {{offer.cityLabel}}</li>
    <li>Âge de l'enfant : {{offer.childAge}} ans</li>
    <li>Nombre d'enfants : {{offer.numberOfChildren}}</li>
    <li>Allergies ou régimes : {{#if offer.allergies}}{{offer.allergies}}{{else}}aucune signalée{{/if}}</li>
  </ul>`,
);
const offerSummaryText = `- Date et heure : {{offer.date}}
- Commune de la famille : {{offer.cityLabel}}
- Âge de l'enfant : {{offer.childAge}} ans
- Nombre d'enfants : {{offer.numberOfChildren}}
- Allergies ou régimes : {{#if offer.allergies}}{{offer.allergies}}{{else}}aucune signalée{{/if}}`;


export const MAIL_TEMPLATES: Record<MailTemplateName, MailTemplate> = {
  'parent-request-received': {
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
  },
  'parent-deposit-paid': {
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
  },
  'parent-proposal': {
    subject: "Votre atelier d'anniversaire pour {{request.childFirstname}} : notre proposition",
    body: [
      paragraph('Bonjour {{request.parentFirstname}},'),
      paragraph("Nous avons trouvé un artisan pour l'anniversaire {{de request.childFirstname}} :"),
      proposalSummaryHtml,
      '<mj-raw>{{#if proposal.paymentLink}}</mj-raw>',
      paragraph("Pour confirmer l'atelier, réglez le solde en ligne :"),
      button('Régler le solde', 'proposal.paymentLink'),
      '<mj-raw>{{/if}}</mj-raw>',
      paragraph('Une question ? Répondez-nous simplement ou appelez-nous.'),
      spaceLinkHtml,
    ].join('\n'),
    text: `Bonjour {{request.parentFirstname}},

Nous avons trouvé un artisan pour l'anniversaire {{de request.childFirstname}} :
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}
{{#if proposal.paymentLink}}
Pour confirmer l'atelier, réglez le solde en ligne : {{proposal.paymentLink}}
{{/if}}
Une question ? Répondez-nous simplement ou appelez-nous.${spaceLinkText}`,
  },
  'parent-request-refused': {
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
  },
  'parent-request-archived': {
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
  },
  'merchant-application-received': {
    subject: 'Nous avons bien reçu votre candidature, {{merchant.establishmentName}}',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("Merci d'avoir rempli le formulaire ! Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais."),
      merchantSummaryHtml,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Merci d'avoir rempli le formulaire ! Nous avons bien reçu votre demande et nous vous contacterons dans les plus brefs délais.
${merchantSummaryText}`,
  },
  'merchant-approved': {
    subject: 'Bienvenue parmi les artisans {{brandName}} !',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph(
        "Bonne nouvelle : la candidature de {{merchant.establishmentName}} est validée. Nous vous contacterons très vite pour organiser vos premiers ateliers d'anniversaire.",
      ),
      merchantSpaceLink.html,
      taxNotice.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Bonne nouvelle : la candidature de {{merchant.establishmentName}} est validée. Nous vous contacterons très vite pour organiser vos premiers ateliers d'anniversaire.${merchantSpaceLink.text}${taxNotice.text}`,
  },
  'merchant-space-link': {
    subject: 'Votre lien vers votre espace artisan {{brandName}}',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph('Voici le lien vers l’espace artisan de {{merchant.establishmentName}}, comme demandé.'),
      merchantSpaceLink.html,
      paragraph("Si vous n'avez rien demandé, ignorez simplement ce message."),
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Voici le lien vers l’espace artisan de {{merchant.establishmentName}}, comme demandé.${merchantSpaceLink.text}

Si vous n'avez rien demandé, ignorez simplement ce message.`,
  },
  'merchant-refused': {
    subject: 'Votre candidature {{brandName}}',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("Merci de l'intérêt que vous portez à {{brandName}}. Nous ne pouvons malheureusement pas retenir la candidature de {{merchant.establishmentName}}."),
      paragraph('Motif : {{reason}}'),
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Merci de l'intérêt que vous portez à {{brandName}}. Nous ne pouvons malheureusement pas retenir la candidature de {{merchant.establishmentName}}.

Motif : {{reason}}`,
  },
  'operator-new-paid-request': {
    subject: 'Nouvelle demande payée : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph(
        "{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour l'anniversaire {{de request.childFirstname}}.",
      ),
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour l'anniversaire {{de request.childFirstname}}.
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'operator-new-merchant-application': {
    subject: 'Nouvelle candidature artisan : {{merchant.establishmentName}} ({{merchant.cityLabel}})',
    body: [
      paragraph('Une nouvelle candidature attend votre validation :'),
      merchantSummaryHtml,
      '<mj-raw>{{#if merchant.description}}</mj-raw>',
      paragraph('Commentaires : {{merchant.description}}'),
      '<mj-raw>{{/if}}</mj-raw>',
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `Une nouvelle candidature attend votre validation :
${merchantSummaryText}
{{#if merchant.description}}
Commentaires : {{merchant.description}}
{{/if}}
Back-office : {{adminUrl}}`,
  },
  'parent-deposit-refunded': {
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
  },
  'operator-deposit-disputed': {
    subject: 'Paiement contesté : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph(
        "La banque de {{request.parentFirstname}} {{request.parentLastname}} conteste l'acompte de {{amount}} (anniversaire {{de request.childFirstname}}). Motif : {{reason}}.",
      ),
      paragraph('Répondez à la contestation depuis le tableau de bord Stripe avant la date limite indiquée.'),
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `La banque de {{request.parentFirstname}} {{request.parentLastname}} conteste l'acompte de {{amount}} (anniversaire {{de request.childFirstname}}). Motif : {{reason}}.

Répondez à la contestation depuis le tableau de bord Stripe avant la date limite indiquée.
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'operator-deposit-to-refund': {
    subject: 'Acompte à rembourser : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph(
        "{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour une demande déjà archivée ou refusée. La demande n'a pas été rouverte : l'acompte est à rembourser.",
      ),
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{request.parentFirstname}} {{request.parentLastname}} a réglé l'acompte de {{depositEuros}} pour une demande déjà archivée ou refusée. La demande n'a pas été rouverte : l'acompte est à rembourser.
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'parent-space-link': {
    subject: "Votre lien personnel pour l'atelier {{de request.childFirstname}}",
    body: [
      paragraph('Bonjour {{request.parentFirstname}},'),
      paragraph("Voici le lien de votre espace pour la demande d'atelier d'anniversaire {{de request.childFirstname}} :"),
      requestSummaryHtml,
      spaceLinkHtml,
      paragraph("Ce lien est personnel : ne le transférez pas. Si vous n'avez rien demandé, ignorez ce message."),
    ].join('\n'),
    text: `Bonjour {{request.parentFirstname}},

Voici le lien de votre espace pour la demande d'atelier d'anniversaire {{de request.childFirstname}} :
${requestSummaryText}${spaceLinkText}

Ce lien est personnel : ne le transférez pas. Si vous n'avez rien demandé, ignorez ce message.`,
  },
  'parent-erasure-confirmation': {
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
  },
  'parent-proposal-declined': {
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
  },
  'operator-proposal-declined': {
    subject: 'Proposition refusée par le parent : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph("{{request.parentFirstname}} {{request.parentLastname}} a refusé la proposition pour l'anniversaire {{de request.childFirstname}} :"),
      proposalSummaryHtml,
      paragraph('Motif donné : {{#if reason}}{{reason}}{{else}}aucun{{/if}}'),
      '<mj-raw>{{#if credit}}</mj-raw>',
      paragraph("L'acompte devient l'avoir {{credit.code}} de {{credit.amount}} (CGV, article 6)."),
      '<mj-raw>{{/if}}</mj-raw>',
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{request.parentFirstname}} {{request.parentLastname}} a refusé la proposition pour l'anniversaire {{de request.childFirstname}} :
${proposalSummaryText}

Motif donné : {{#if reason}}{{reason}}{{else}}aucun{{/if}}
{{#if credit}}
L'acompte devient l'avoir {{credit.code}} de {{credit.amount}} (CGV, article 6).
{{/if}}
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'parent-reminder-d16': {
    subject: "L'atelier {{de request.childFirstname}} : dernier jour pour annuler avec un avoir",
    body: [
      paragraph('Bonjour {{request.parentFirstname}},'),
      paragraph(`L'atelier d'anniversaire {{de request.childFirstname}} approche : il a lieu ${workshopDayText}.`),
      paragraph(
        "Si vous deviez l'annuler, c'est <strong>aujourd'hui le dernier jour</strong> pour le faire en recevant un avoir du montant de l'acompte ({{depositEuros}}). À partir de demain, l'acompte n'est plus rendu (CGV, article 6).",
      ),
      paragraph("Tout est en ordre ? Vous n'avez rien à faire."),
      spaceLinkHtml,
    ].join('\n'),
    text: `Bonjour {{request.parentFirstname}},

L'atelier d'anniversaire {{de request.childFirstname}} approche : il a lieu ${workshopDayText}.

Si vous deviez l'annuler, c'est aujourd'hui le dernier jour pour le faire en recevant un avoir du montant de l'acompte ({{depositEuros}}). À partir de demain, l'acompte n'est plus rendu (CGV, article 6).

Tout est en ordre ? Vous n'avez rien à faire.
${spaceLinkText}`,
  },
  'parent-reminder-d10': {
    subject: "L'atelier {{de request.childFirstname}} : derniers détails à nous donner",
    body: [
      paragraph('Bonjour {{request.parentFirstname}},'),
      paragraph(`L'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.`),
      paragraph(
        "Jusqu'à ce soir, vous pouvez encore changer le nombre d'enfants ({{request.numberOfChildren}} aujourd'hui) et nous signaler des allergies ou régimes particuliers depuis votre espace.",
      ),
      '<mj-raw>{{#if amount}}</mj-raw>',
      paragraph("Le solde de <strong>{{amount}}</strong> reste à régler au plus tard la veille de l'atelier, depuis votre espace."),
      '<mj-raw>{{/if}}</mj-raw>',
      spaceLinkHtml,
    ].join('\n'),
    text: `Bonjour {{request.parentFirstname}},

L'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.

Jusqu'à ce soir, vous pouvez encore changer le nombre d'enfants ({{request.numberOfChildren}} aujourd'hui) et nous signaler des allergies ou régimes particuliers depuis votre espace.
{{#if amount}}
Le solde de {{amount}} reste à régler au plus tard la veille de l'atelier, depuis votre espace.
{{/if}}${spaceLinkText}`,
  },
  'parent-reminder-d2': {
    subject: "L'atelier {{de request.childFirstname}}, c'est bientôt !",
    body: [
      paragraph('Bonjour {{request.parentFirstname}},'),
      paragraph(`Nous avons hâte : l'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.`),
      '<mj-raw>{{#if proposal}}</mj-raw>',
      paragraph(
        `<ul style="padding-left:18px;margin:0">
    <li>Établissement : {{proposal.establishmentName}}</li>
    <li>Adresse : {{proposal.address}}</li>
    <li>Date et heure : {{proposal.date}}</li>
  </ul>`,
      ),
      '<mj-raw>{{/if}}</mj-raw>',
      paragraph("Pensez à arriver quelques minutes en avance avec les {{request.numberOfChildren}} enfants. Une question ? Répondez-nous simplement ou appelez-nous."),
      spaceLinkHtml,
    ].join('\n'),
    text: `Bonjour {{request.parentFirstname}},

Nous avons hâte : l'atelier d'anniversaire {{de request.childFirstname}} a lieu ${workshopDayText}.
{{#if proposal}}
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date et heure : {{proposal.date}}
{{/if}}
Pensez à arriver quelques minutes en avance avec les {{request.numberOfChildren}} enfants. Une question ? Répondez-nous simplement ou appelez-nous.
${spaceLinkText}`,
  },
  'operator-reminder': {
    subject: 'Relance : {{reason}} ({{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}})',
    body: [
      paragraph('<strong>{{reason}}</strong> : la demande de {{request.parentFirstname}} {{request.parentLastname}} pour l\'anniversaire {{de request.childFirstname}} attend votre action.'),
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{reason}} : la demande de {{request.parentFirstname}} {{request.parentLastname}} pour l'anniversaire {{de request.childFirstname}} attend votre action.
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'parent-balance-paid': {
    subject: "Solde réglé : l'atelier {{de request.childFirstname}} est confirmé",
    body: [
      paragraph('Bonjour {{request.parentFirstname}},'),
      paragraph("<strong>Solde réglé.</strong> Nous avons bien reçu le solde de {{balanceEuros}} : l'atelier d'anniversaire {{de request.childFirstname}} est confirmé."),
      proposalSummaryHtml,
      paragraph("Le fichier joint ajoute l'atelier à votre agenda, avec un rappel la veille."),
      receiptLinkHtml,
      spaceLinkHtml,
    ].join('\n'),
    text: `Bonjour {{request.parentFirstname}},

Solde réglé. Nous avons bien reçu le solde de {{balanceEuros}} : l'atelier d'anniversaire {{de request.childFirstname}} est confirmé.
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}

Le fichier joint ajoute l'atelier à votre agenda, avec un rappel la veille.${receiptLinkText}${spaceLinkText}`,
  },
  'operator-balance-paid': {
    subject: 'Solde réglé en ligne : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph(
        "{{request.parentFirstname}} {{request.parentLastname}} a accepté la proposition et réglé le solde de {{balanceEuros}} pour l'anniversaire {{de request.childFirstname}} : la demande est acceptée.",
      ),
      proposalSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{request.parentFirstname}} {{request.parentLastname}} a accepté la proposition et réglé le solde de {{balanceEuros}} pour l'anniversaire {{de request.childFirstname}} : la demande est acceptée.
- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}

Back-office : {{adminUrl}}`,
  },
  'operator-balance-to-refund': {
    subject: 'Solde à rembourser : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph(
        "{{request.parentFirstname}} {{request.parentLastname}} a réglé un solde de {{amount}} pour une proposition qui n'est plus ouverte (refusée, archivée ou remplacée). La demande n'a pas changé de statut : ce solde est à rembourser.",
      ),
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{request.parentFirstname}} {{request.parentLastname}} a réglé un solde de {{amount}} pour une proposition qui n'est plus ouverte (refusée, archivée ou remplacée). La demande n'a pas changé de statut : ce solde est à rembourser.
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'parent-balance-refunded': {
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
  },
  'parent-cancelled': {
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
  },
  'operator-parent-cancelled': {
    subject: 'Annulée par le client : {{request.parentFirstname}} {{request.parentLastname}}, {{request.desiredDate}}',
    body: [
      paragraph("{{request.parentFirstname}} {{request.parentLastname}} a annulé l'atelier {{de request.childFirstname}} depuis son espace : la demande est archivée."),
      '<mj-raw>{{#if credit}}</mj-raw>',
      paragraph('Avoir émis : {{credit.code}} ({{credit.amount}}).'),
      '<mj-raw>{{/if}}</mj-raw>',
      '<mj-raw>{{#if refund}}</mj-raw>',
      paragraph('Solde remboursé : {{refund.amount}}.'),
      '<mj-raw>{{/if}}</mj-raw>',
      requestSummaryHtml,
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `{{request.parentFirstname}} {{request.parentLastname}} a annulé l'atelier {{de request.childFirstname}} depuis son espace : la demande est archivée.
{{#if credit}}
Avoir émis : {{credit.code}} ({{credit.amount}}).
{{/if}}{{#if refund}}
Solde remboursé : {{refund.amount}}.
{{/if}}
${requestSummaryText}

Back-office : {{adminUrl}}`,
  },
  'merchant-offer': {
    subject: "Un atelier d'anniversaire pour vous le {{offer.date}}",
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("Une famille cherche un artisan pour un atelier d'anniversaire : nous avons pensé à {{merchant.establishmentName}}."),
      offerSummaryHtml,
      paragraph("<strong>Répondez avant le {{offer.expiresAt}}</strong> depuis votre espace : passé ce délai, l'atelier est proposé à un autre artisan."),
      merchantSpaceLink.html,
      taxNotice.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Une famille cherche un artisan pour un atelier d'anniversaire : nous avons pensé à {{merchant.establishmentName}}.
${offerSummaryText}

Répondez avant le {{offer.expiresAt}} depuis votre espace : passé ce délai, l'atelier est proposé à un autre artisan.${merchantSpaceLink.text}${taxNotice.text}`,
  },
  'merchant-offer-reminder': {
    subject: "Rappel : un atelier d'anniversaire attend votre réponse",
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("L'atelier d'anniversaire que nous vous avons proposé attend toujours votre réponse."),
      offerSummaryHtml,
      paragraph("<strong>Il vous reste jusqu'au {{offer.expiresAt}}</strong> pour l'accepter ou le refuser."),
      merchantSpaceLink.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

L'atelier d'anniversaire que nous vous avons proposé attend toujours votre réponse.
${offerSummaryText}

Il vous reste jusqu'au {{offer.expiresAt}} pour l'accepter ou le refuser.${merchantSpaceLink.text}`,
  },
  'merchant-offer-accepted': {
    subject: "C'est noté : l'atelier du {{offer.date}} est proposé à la famille",
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph(
        "Merci d'avoir accepté cet atelier d'anniversaire. Nous le proposons à la famille : dès qu'elle aura confirmé et réglé le solde, l'atelier apparaîtra dans votre espace et votre agenda.",
      ),
      offerSummaryHtml,
      merchantSpaceLink.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Merci d'avoir accepté cet atelier d'anniversaire. Nous le proposons à la famille : dès qu'elle aura confirmé et réglé le solde, l'atelier apparaîtra dans votre espace et votre agenda.
${offerSummaryText}${merchantSpaceLink.text}`,
  },
  'merchant-offer-withdrawn': {
    subject: "L'atelier du {{offer.date}} ne vous est plus proposé",
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("Nous avons retiré l'atelier d'anniversaire que nous vous avions proposé : vous n'avez plus à y répondre. Merci de votre disponibilité."),
      offerSummaryHtml,
      merchantSpaceLink.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Nous avons retiré l'atelier d'anniversaire que nous vous avions proposé : vous n'avez plus à y répondre. Merci de votre disponibilité.
${offerSummaryText}${merchantSpaceLink.text}`,
  },
  'merchant-workshop-cancelled': {
    subject: "Atelier annulé : le {{offer.date}}",
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("L'atelier d'anniversaire que vous aviez accepté n'aura pas lieu : la famille a renoncé à la réservation. Votre créneau est de nouveau libre, rien n'est à faire de votre côté."),
      offerSummaryHtml,
      merchantSpaceLink.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

L'atelier d'anniversaire que vous aviez accepté n'aura pas lieu : la famille a renoncé à la réservation. Votre créneau est de nouveau libre, rien n'est à faire de votre côté.
${offerSummaryText}${merchantSpaceLink.text}`,
  },
  'merchant-workshop-reminder': {
    subject: "Rappel : atelier d'anniversaire {{de offer.childFirstname}} le {{offer.date}}",
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph("Le {{offer.date}}, {{merchant.establishmentName}} accueille l'atelier d'anniversaire {{de offer.childFirstname}}."),
      offerSummaryHtml,
      paragraph('Pensez à préparer de quoi accueillir les {{offer.numberOfChildren}} enfants, en tenant compte des allergies indiquées.'),
      merchantSpaceLink.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Le {{offer.date}}, {{merchant.establishmentName}} accueille l'atelier d'anniversaire {{de offer.childFirstname}}.
${offerSummaryText}

Pensez à préparer de quoi accueillir les {{offer.numberOfChildren}} enfants, en tenant compte des allergies indiquées.${merchantSpaceLink.text}`,
  },
  'operator-no-artisan': {
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
  },
  'merchant-payout-details-changed': {
    subject: 'Vos coordonnées de paiement ont été modifiées',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph('Les coordonnées de paiement de {{merchant.establishmentName}} ont été modifiées le {{payoutChange.changedAt}} depuis votre espace artisan.'),
      paragraph(
        `<ul style="padding-left:18px;margin:0">
    <li>Champs modifiés : {{payoutChange.fields}}</li>
    <li>IBAN enregistré : {{payoutChange.iban}}</li>
  </ul>`,
      ),
      paragraph("<strong>Si ce n'est pas vous</strong>, contactez-nous tout de suite à {{contactEmail}} ou au {{contactPhone}} : nous bloquerons les virements le temps de vérifier."),
      merchantSpaceLink.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Les coordonnées de paiement de {{merchant.establishmentName}} ont été modifiées le {{payoutChange.changedAt}} depuis votre espace artisan.
- Champs modifiés : {{payoutChange.fields}}
- IBAN enregistré : {{payoutChange.iban}}

Si ce n'est pas vous, contactez-nous tout de suite à {{contactEmail}} ou au {{contactPhone}} : nous bloquerons les virements le temps de vérifier.${merchantSpaceLink.text}`,
  },
  'merchant-payout-statement': {
    subject: 'Votre relevé de paiement {{statement.number}}',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph(
        'Nous venons de transmettre à notre banque le virement de <strong>{{statement.total}}</strong> pour les ateliers de {{merchant.establishmentName}} du {{statement.periodStart}} au {{statement.periodEnd}}. Il arrive sur votre compte sous quelques jours ouvrés.',
      ),
      paragraph('Le relevé {{statement.number}}, joint à ce message, détaille chaque atelier et son montant.'),
      merchantPayoutLink.html,
      taxNotice.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Nous venons de transmettre à notre banque le virement de {{statement.total}} pour les ateliers de {{merchant.establishmentName}} du {{statement.periodStart}} au {{statement.periodEnd}}. Il arrive sur votre compte sous quelques jours ouvrés.

Le relevé {{statement.number}}, joint à ce message, détaille chaque atelier et son montant.${merchantPayoutLink.text}${taxNotice.text}`,
  },
  'operator-merchant-erasure-request': {
    subject: "Demande d'effacement des données : {{merchant.establishmentName}}",
    body: [
      paragraph("L'artisan ci-dessous demande, depuis son espace, l'effacement de ses données. Répondez-lui dans un délai d'un mois."),
      merchantSummaryHtml,
      paragraph("Sur sa fiche, « Effacer ses données » efface tout, sauf ce que la loi fiscale impose de garder s'il a été payé ; l'effacement est refusé tant qu'un atelier est à venir ou à payer."),
      button('Ouvrir dans le back-office', 'adminUrl'),
    ].join('\n'),
    text: `L'artisan ci-dessous demande, depuis son espace, l'effacement de ses données. Répondez-lui dans un délai d'un mois.
${merchantSummaryText}

Sur sa fiche, « Effacer ses données » efface tout, sauf ce que la loi fiscale impose de garder s'il a été payé ; l'effacement est refusé tant qu'un atelier est à venir ou à payer.

Back-office : {{adminUrl}}`,
  },
  'merchant-dac7-copy': {
    subject: 'Votre copie de la déclaration DAC7 {{dac7Copy.year}}',
    body: [
      paragraph('Bonjour {{merchant.managerFirstname}},'),
      paragraph(
        "Comme chaque année, nous déclarons à l'administration fiscale les sommes versées à chaque vendeur de la plateforme (directive européenne DAC7, article 1649 ter A du Code général des impôts). Vous trouverez ci-joint la copie de ce que nous avons déclaré pour {{merchant.establishmentName}} au titre de {{dac7Copy.year}} : votre identité, votre IBAN masqué, et par trimestre le nombre d'ateliers, les montants versés et les commissions retenues.",
      ),
      paragraph("Une information est inexacte ? Corrigez vos coordonnées de paiement dans votre espace ou répondez-nous à {{contactEmail}} : nous rectifierons la déclaration."),
      merchantDac7Link.html,
    ].join('\n'),
    text: `Bonjour {{merchant.managerFirstname}},

Comme chaque année, nous déclarons à l'administration fiscale les sommes versées à chaque vendeur de la plateforme (directive européenne DAC7, article 1649 ter A du Code général des impôts). Vous trouverez ci-joint la copie de ce que nous avons déclaré pour {{merchant.establishmentName}} au titre de {{dac7Copy.year}} : votre identité, votre IBAN masqué, et par trimestre le nombre d'ateliers, les montants versés et les commissions retenues.

Une information est inexacte ? Corrigez vos coordonnées de paiement dans votre espace ou répondez-nous à {{contactEmail}} : nous rectifierons la déclaration.${merchantDac7Link.text}`,
  },
};

/** The shared frame: brand header, the mail's body, and a footer with the contact e-mail and phone. */
export function mailLayout(body: string): string {
  return `<mjml lang="fr">
  <mj-head>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#3b2a1a" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f7f1ea">
    <mj-section background-color="#b5651d" padding="16px">
      <mj-column><mj-text font-size="22px" font-weight="bold" color="#ffffff" align="center">{{brandName}}</mj-text></mj-column>
    </mj-section>
    <mj-wrapper background-color="#ffffff" padding="16px 8px">
${body}
    </mj-wrapper>
    <mj-section padding="12px">
      <mj-column>
        <mj-text font-size="13px" color="#7a6a5a" align="center">Une question ? Écrivez-nous à <a href="mailto:{{contactEmail}}">{{contactEmail}}</a> ou appelez le {{contactPhone}}.<br />{{brandName}} · <a href="{{publicUrl}}">{{publicUrl}}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export const TEXT_FOOTER = `

--
Une question ? Écrivez-nous à {{contactEmail}} ou appelez le {{contactPhone}}.
{{brandName}} · {{publicUrl}}`;
