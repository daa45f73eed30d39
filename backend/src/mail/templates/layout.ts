/** What every mail is made of, and the frame it is rendered in. */

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
