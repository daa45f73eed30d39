import { formatEuros } from '@ptits-mitrons/domain';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { formatInstantDay } from '../../components/dates';
import { Facts } from '../../components/Facts';
import { statementsCard } from '../../content/merchantSpaceForms';
import { DocumentListCard } from './DocumentListCard';
import { TaxNotice } from './TaxNotice';
import type { MerchantStatementsResponse } from '@ptits-mitrons/api-types';

type Statement = MerchantStatementsResponse['statements'][number];

/** A calendar day (YYYY-MM-DD) → "1 octobre 2026", as the period is printed on the statement. */
const periodDay = (day: string) => formatInstantDay(`${day.slice(0, 10)}T12:00:00Z`);

/**
 * « Relevés de paiement »: the statement of every transfer sent to the artisan, to download, with the tax and social
 * notice every payout carries. Loaded apart from the space (its own call and its own code), so the space's first
 * screen does not wait for it.
 */
export default function StatementsCard({ token }: { token: string }) {
  const fetch = useCallback(() => api.merchantStatements(token).then(({ statements }) => statements), [token]);
  return (
    <DocumentListCard<Statement>
      id="merchant-statements-title"
      texts={statementsCard}
      fetch={fetch}
      itemKey={(statement) => statement.id}
      renderItem={(statement) => (
        <>
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
        </>
      )}
    >
      <TaxNotice />
    </DocumentListCard>
  );
}
