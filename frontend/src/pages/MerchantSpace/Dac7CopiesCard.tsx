import { dac7CopyFilename } from '@ptits-mitrons/domain';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { formatInstantDay } from '../../components/dates';
import { Facts } from '../../components/Facts';
import { dac7CopiesCard } from '../../content/merchantSpaceForms';
import { DocumentListCard } from './DocumentListCard';
import type { MerchantDac7CopiesResponse } from '@ptits-mitrons/api-types';

type Dac7Copy = MerchantDac7CopiesResponse['copies'][number];

/**
 * « Déclaration fiscale annuelle (DAC7) »: the yearly copy of what the platform declared about the artisan, to
 * download. Loaded apart from the space (its own call and its own code), like the statements.
 */
export default function Dac7CopiesCard({ token }: { token: string }) {
  const fetch = useCallback(() => api.merchantDac7Copies(token).then(({ copies }) => copies), [token]);
  return (
    <DocumentListCard<Dac7Copy>
      id="merchant-dac7-title"
      texts={dac7CopiesCard}
      fetch={fetch}
      itemKey={(copy) => copy.year}
      renderItem={(copy) => (
        <>
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
        </>
      )}
    />
  );
}
