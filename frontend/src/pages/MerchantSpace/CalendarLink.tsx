import { useState, type FocusEvent } from 'react';
import { calendarLink } from '../../content/merchantSpaceForms';

/** The same feed as webcal://, which phones and Apple's Calendar open as "subscribe". */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** A new calendar address: to copy, or to open as webcal:// (its own chunk, loaded once an address is asked for). */
export default function CalendarLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      // No clipboard (old browser, refused permission): the address stays on screen, selectable.
    }
  };
  return (
    <div className="space-card-body">
      <div className="calendar-field">
        <label htmlFor="merchant-calendar-url">{calendarLink.address}</label>
        <input id="merchant-calendar-url" readOnly spellCheck={false} value={url} onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()} />
      </div>
      <div className="space-buttons">
        <button type="button" className="button button-contained" onClick={copy}>
          {copied === url ? calendarLink.copied : calendarLink.copy}
        </button>
        <a className="button button-outlined" href={webcalUrl(url)}>
          {calendarLink.open}
        </a>
      </div>
      <p className="text-body2">{calendarLink.howTo}</p>
    </div>
  );
}
