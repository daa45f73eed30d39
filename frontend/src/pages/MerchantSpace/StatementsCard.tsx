import { formatEuros, type MerchantStatementsAnswer } from '@ptits-mitrons/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { formatInstantDay } from '../../components/dates';
import { errorText } from '../../components/ErrorModal';
import { Facts } from '../../components/Facts';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { statementsCard } from '../../content/merchantSpaceForms';
import { TaxNotice } from './TaxNotice';

type Load = { phase: 'loading' } | { phase: 'ready'; statements: MerchantStatementsAnswer['statements'] } | { phase: 'failed'; message: string };

/** A calendar day (YYYY-MM-DD) → "1 octobre 2026", as the period is printed on the statement. */
const periodDay = (day: string) => formatInstantDay(`${day.slice(0, 10)}T12:00:00Z`);

/**
 * « Relevés de paiement »: the statement of every transfer sent to the artisan, to download, with the tax and social
 * notice every payout carries. Loaded apart from the space (its own call and its own code), so the space's first
 * screen does not wait for it.
 */
export default function StatementsCard({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    api.merchantStatements(token).then(
      ({ statements }) => current && setLoad({ phase: 'ready', statements }),
      (error: unknown) => current && setLoad({ phase: 'failed', message: errorText(error, statementsCard.failed) }),
    );
    return () => {
      current = false;
    };
  }, [token, reloads]);

  return (
    <SectionCard id="merchant-statements-title" title={statementsCard.title}>
      <div className="space-card-body">
        <p className="text-body1">{statementsCard.intro}</p>
        <div role="status" aria-live="polite">
          {load.phase === 'loading' ? <p className="text-body1 text-secondary">{statementsCard.loading}</p> : null}
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
                  {statementsCard.retry}
                </button>
              }
            >
              {load.message}
            </Notice>
          ) : null}
          {load.phase === 'ready' && !load.statements.length ? <p className="text-body1">{statementsCard.none}</p> : null}
        </div>
        {load.phase === 'ready' && load.statements.length ? (
          <ul className="space-list">
            {load.statements.map((statement) => (
              <li key={statement.id} className="space-statement">
                <Facts
                  rows={[
                    [statementsCard.number, statement.number],
                    [statementsCard.period, statementsCard.periodValue(periodDay(statement.period_start), periodDay(statement.period_end))],
                    [statementsCard.total, formatEuros(statement.total_cents)],
                    [statementsCard.date, <time key="date" dateTime={statement.created_at}>{formatInstantDay(statement.created_at)}</time>],
                  ]}
                />
                <a
                  href={api.merchantStatementUrl(token, statement.id)}
                  download={`${statement.number}.pdf`}
                  aria-label={statementsCard.downloadLabel(statement.number)}
                  className="link statement-download"
                >
                  {statementsCard.download}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <TaxNotice />
      </div>
    </SectionCard>
  );
}
