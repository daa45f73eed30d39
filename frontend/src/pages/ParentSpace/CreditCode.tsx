import { formatEuros } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstantDay } from '../../components/dates';
import { creditCode } from '../../content/parentSpaceForms';
import type { ParentSpaceCreditStateResponse } from '@ptits-mitrons/api-types';

/**
 * The credit ("avoir") a cancellation gave: while usable, the code large and easy to copy, and where to use it;
 * once used, the code and the day it paid another request's deposit.
 */
export default function CreditCode({ credit: { code, amount, used_at } }: { credit: ParentSpaceCreditStateResponse }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (old browser, refused permission): the code stays on screen to copy by hand.
    }
  };
  const amountText = formatEuros(amount, { cents: 'when-needed' });
  return (
    <section className="card credit-card" aria-labelledby="credit-code-title">
      <h2 className="text-h2 section-title gutter" id="credit-code-title">
        {creditCode.title}
      </h2>
      <p className={used_at ? 'credit-code text-secondary' : 'credit-code'}>{code}</p>
      {used_at ? (
        <p className="text-body1">{creditCode.used(amountText, formatInstantDay(used_at))}</p>
      ) : (
        <>
          <p className="text-body1 credit-text">{creditCode.text(amountText)}</p>
          <div className="space-buttons space-buttons-wide">
            <button type="button" className="button button-contained" onClick={copy} aria-live="polite">
              {copied ? creditCode.copied : creditCode.copy}
            </button>
            <RouterLink to="/parents" className="button button-outlined">
              {creditCode.newRequest}
            </RouterLink>
          </div>
        </>
      )}
    </section>
  );
}
