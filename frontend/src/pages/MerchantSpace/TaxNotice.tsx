import { ARTISAN_TAX_NOTICE } from '@ptits-mitrons/domain';

/** The notice of article 242 bis of the CGI, as the domain package writes it once (mails and statements carry it too). */
export function TaxNotice() {
  return (
    <aside className="tax-notice" aria-labelledby="merchant-tax-notice-title">
      <h3 className="text-body1 tax-notice-title" id="merchant-tax-notice-title">
        {ARTISAN_TAX_NOTICE.title}
      </h3>
      {ARTISAN_TAX_NOTICE.paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-body2">
          {paragraph}
        </p>
      ))}
      <p className="text-body2">
        {ARTISAN_TAX_NOTICE.links.map((link, index) => (
          <span key={link.url}>
            {index ? ' · ' : null}
            <a className="link" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </span>
        ))}
      </p>
    </aside>
  );
}
