import { MERCHANT_DATA_FILENAME } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { dataCard } from '../../content/merchantSpaceForms';
import type { MerchantErasureRequestResponse } from '@ptits-mitrons/api-types';

type Erasure = { phase: 'idle' } | { phase: 'confirming' } | { phase: 'sending' } | { phase: 'done'; answer: MerchantErasureRequestResponse } | { phase: 'failed'; message: string };

/**
 * « Mes données »: the JSON download (a plain link: the token in its path is the authority) and the erasure
 * request, confirmed in place before it mails our team. Loaded apart from the space, like the statements.
 */
export default function DataCard({ token }: { token: string }) {
  const [erasure, setErasure] = useState<Erasure>({ phase: 'idle' });

  const send = async () => {
    setErasure({ phase: 'sending' });
    try {
      setErasure({ phase: 'done', answer: await api.requestMerchantErasure(token) });
    } catch (error) {
      setErasure({ phase: 'failed', message: errorText(error, dataCard.failed) });
    }
  };

  return (
    <SectionCard id="merchant-data-title" title={dataCard.title}>
      <div className="space-card-body">
        <p className="text-body1">{dataCard.intro}</p>
        <a className="button button-outlined space-button-start" href={api.merchantDataUrl(token)} download={MERCHANT_DATA_FILENAME}>
          {dataCard.download}
        </a>
        <p className="text-body1">{dataCard.erasureIntro}</p>
        {erasure.phase === 'confirming' || erasure.phase === 'sending' ? (
          <div className="space-confirm">
            <p className="text-body1" id="merchant-erasure-question">
              {dataCard.confirmQuestion}
            </p>
            <div className="space-buttons">
              <button type="button" className="button button-contained" aria-describedby="merchant-erasure-question" onClick={send} disabled={erasure.phase === 'sending'}>
                {erasure.phase === 'sending' ? dataCard.sending : dataCard.confirm}
              </button>
              <button type="button" className="button button-text" onClick={() => setErasure({ phase: 'idle' })} disabled={erasure.phase === 'sending'}>
                {dataCard.cancel}
              </button>
            </div>
          </div>
        ) : erasure.phase !== 'done' ? (
          <button type="button" className="button button-outlined space-button-start" onClick={() => setErasure({ phase: 'confirming' })}>
            {dataCard.requestErasure}
          </button>
        ) : null}
        <div role="status" aria-live="polite">
          {erasure.phase === 'done' ? <Notice severity={erasure.answer.already_requested ? 'info' : 'success'}>{erasure.answer.message}</Notice> : null}
          {erasure.phase === 'failed' ? <Notice severity="error">{erasure.message}</Notice> : null}
        </div>
      </div>
    </SectionCard>
  );
}
