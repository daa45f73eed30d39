/**
 * The parts several mails share: MJML sections, the summaries of a request, a proposal, an artisan and an offer, and
 * the links a mail ends with. Bodies are Handlebars templates: `{{value}}` is HTML-escaped, so a user value can never
 * become markup. Conditional blocks between MJML sections sit in <mj-raw> so MJML keeps them for Handlebars.
 */
import { ARTISAN_TAX_NOTICE, artisanTaxNoticeText, MERCHANT_LINK_VALID_DAYS } from '@ptits-mitrons/domain';

export const paragraph = (html: string) => `<mj-section padding="0"><mj-column><mj-text>${html}</mj-text></mj-column></mj-section>`;
export const button = (label: string, hrefVariable: string) =>
  `<mj-section padding="0"><mj-column><mj-button href="{{${hrefVariable}}}" background-color="#b5651d" border-radius="6px" font-size="16px">${label}</mj-button></mj-column></mj-section>`;

export const requestSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Enfant : {{request.childFirstname}} ({{request.childAge}} ans)</li>
    <li>Date souhaitée : {{request.desiredDate}}</li>
    <li>Nombre d'enfants : {{request.numberOfChildren}}</li>
    <li>Ville : {{request.cityLabel}}</li>
    <li>Atelier : {{request.merchantType}}</li>
  </ul>`,
);
export const requestSummaryText = `- Enfant : {{request.childFirstname}} ({{request.childAge}} ans)
- Date souhaitée : {{request.desiredDate}}
- Nombre d'enfants : {{request.numberOfChildren}}
- Ville : {{request.cityLabel}}
- Atelier : {{request.merchantType}}`;

/** Every parent mail ends with the parent's personal link (parentMailData), when the mail carries one. */
export const spaceLinkHtml = [
  '<mj-raw>{{#if spaceUrl}}</mj-raw>',
  paragraph('Votre espace personnel vous permet de suivre votre demande et de répondre en ligne :'),
  button('Suivre ma demande', 'spaceUrl'),
  '<mj-raw>{{/if}}</mj-raw>',
].join('\n');
export const spaceLinkText = `{{#if spaceUrl}}

Votre espace : {{spaceUrl}}{{/if}}`;

/** A money mail links the receipt or credit note it confirms (`receiptUrl`, through the mail's personal link). */
export const receiptLinkHtml = [
  '<mj-raw>{{#if receiptUrl}}</mj-raw>',
  paragraph('Votre justificatif ({{receiptLabel}} n° {{receiptNumber}}) : <a href="{{receiptUrl}}">télécharger le PDF</a>.'),
  '<mj-raw>{{/if}}</mj-raw>',
].join('\n');
export const receiptLinkText = `{{#if receiptUrl}}

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
export const merchantSpaceLink = merchantSpaceLinkBlock();

/** The notice of article 242 bis of the CGI, as written once in the domain package: every artisan's money mail carries it. */
export const taxNotice = {
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

export const proposalSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Établissement : {{proposal.establishmentName}}</li>
    <li>Adresse : {{proposal.address}}</li>
    <li>Date : {{proposal.date}}</li>
  </ul>`,
);
export const proposalSummaryText = `- Établissement : {{proposal.establishmentName}}
- Adresse : {{proposal.address}}
- Date : {{proposal.date}}`;

export const merchantSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Établissement : {{merchant.establishmentName}}</li>
    <li>Activité : {{merchant.sectorLabel}}</li>
    <li>Responsable : {{merchant.managerFirstname}} {{merchant.managerLastname}}</li>
    <li>E-mail : {{merchant.email}}</li>
    <li>Téléphone : {{merchant.phone}}</li>
    <li>Ville : {{merchant.cityLabel}}</li>
  </ul>`,
);
export const merchantSummaryText = `- Établissement : {{merchant.establishmentName}}
- Activité : {{merchant.sectorLabel}}
- Responsable : {{merchant.managerFirstname}} {{merchant.managerLastname}}
- E-mail : {{merchant.email}}
- Téléphone : {{merchant.phone}}
- Ville : {{merchant.cityLabel}}`;

/** The workshop's day in a reminder: the proposal's date and time when there is one, else the day asked for. */
export const workshopDayText = 'le {{#if proposal}}{{proposal.date}}{{else}}{{request.desiredDate}}{{/if}}';

/** The workshop as an artisan's mail gives it. */
export const offerSummaryHtml = paragraph(
  `<ul style="padding-left:18px;margin:0">
    <li>Date et heure : {{offer.date}}</li>
    <li>Commune de la famille : {{offer.cityLabel}}</li>
    <li>Âge de l'enfant : {{offer.childAge}} ans</li>
    <li>Nombre d'enfants : {{offer.numberOfChildren}}</li>
    <li>Allergies ou régimes : {{#if offer.allergies}}{{offer.allergies}}{{else}}aucune signalée{{/if}}</li>
  </ul>`,
);
export const offerSummaryText = `- Date et heure : {{offer.date}}
- Commune de la famille : {{offer.cityLabel}}
- Âge de l'enfant : {{offer.childAge}} ans
- Nombre d'enfants : {{offer.numberOfChildren}}
- Allergies ou régimes : {{#if offer.allergies}}{{offer.allergies}}{{else}}aucune signalée{{/if}}`;

