import { dac7CopyFilename, type MerchantDac7CopiesAnswer } from '@ptits-mitrons/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { formatInstantDay } from '../../components/dates';
import { errorText } from '../../components/ErrorModal';
import { Facts } from '../../components/Facts';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { dac7CopiesCard } from '../../content/merchantSpaceForms';

type Load = { phase: 'loading' } | { phase: 'ready'; copies: MerchantDac7CopiesAnswer['copies'] } | { phase: 'failed'; message: string };

/**
 * « Déclaration fiscale annuelle (DAC7) »: the yearly copy of what the platform declared about the artisan, to
 * download. Loaded apart from the space (its own call and its own code), like the statements.
 */
export default function Dac7CopiesCard({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    api.merchantDac7Copies(token).then(
      ({ copies }) => current && setLoad({ phase: 'ready', copies }),
      (error: unknown) => current && setLoad({ phase: 'failed', message: errorText(error, dac7CopiesCard.failed) }),
    );
    return () => {
      current = false;
    };
  }, [token, reloads]);

  return (
    <SectionCard id="merchant-dac7-title" title={dac7CopiesCard.title}>
      <div className="space-card-body">
        <p className="text-body1">{dac7CopiesCard.intro}</p>
        <div role="status" aria-live="polite">
          {load.phase === 'loading' ? <p className="text-body1 text-secondary">{dac7CopiesCard.loading}</p> : null}
          {load.phase === 'failed' ? (
            <Notice
              severity="error"
              action={
                <button
                  type="button"
                  className="button button-text"
                  onClick={() => {
                    setLoad({ phase: 'loading' });
                    setReloads((count) => count + 1);
                  }}
                >
                  {dac7CopiesCard.retry}
                </button>
              }
            >
              {load.message}
            </Notice>
          ) : null}
          {load.phase === 'ready' && !load.copies.length ? <p className="text-body1">{dac7CopiesCard.none}</p> : null}
        </div>
        {load.phase === 'ready' && load.copies.length ? (
          <ul className="space-list">
            {load.copies.map((copy) => (
              <li key={copy.year} className="space-statement">
                <Facts
                  rows={[
                    [dac7CopiesCard.year, String(copy.year)],
                    [dac7CopiesCard.date, <time key="date" dateTime={copy.updated_at}>{formatInstantDay(copy.updated_at)}</time>],
                  ]}
                />
                <a
                  href={api.merchantDac7CopyUrl(token, copy.year)}
                  download={dac7CopyFilename(copy.year)}
                  aria-label={dac7CopiesCard.downloadLabel(copy.year)}
                  className="link statement-download"
                >
                  {dac7CopiesCard.download}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SectionCard>
  );
}
