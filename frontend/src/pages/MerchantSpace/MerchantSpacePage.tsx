import { MERCHANT_SPACE_MESSAGES, MERCHANT_SPACE_PATH } from '@ptits-mitrons/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { errorText } from '../../components/ErrorModal';
import type { MessagePanelProps } from '../../components/MessagePanel';
import { Notice } from '../../components/Notice';
import { SpaceLoadStatus } from '../../components/SpaceLoadStatus';
import { usePageMeta } from '../../components/usePageMeta';
import { merchantSpaceMeta, merchantSpacePage } from '../../content/merchantSpace';
import { withMuiTheme } from '../../theme/withMuiTheme';
import type { SpaceNotice } from './answers';
import { AvailabilityCard } from './AvailabilityCard';
import { CalendarCard } from './CalendarCard';
import { OffersCard } from './OffersCard';
import { PayoutDetailsCard } from './PayoutDetailsCard';
import { ProfileCard, WorkshopsCard } from './MerchantSpaceView';
import type { MerchantSpaceResponse } from '@ptits-mitrons/api-types';

/** Statements come with their own call once the space is drawn: they do not weigh on its first load. */
const StatementsCard = lazy(() => import('./StatementsCard'));
/** « Mes données » (download, erasure request) the same way: rarely used, it costs the first load nothing. */
const DataCard = lazy(() => import('./DataCard'));
const Dac7CopiesCard = lazy(() => import('./Dac7CopiesCard'));
/**
 * Only a bad link needs the message panel (drawn with MUI). The space itself is plain elements styled by index.css:
 * MUI loads with the forms and dialogs, when they open.
 */
const MessagePanel = lazy(withMuiTheme<MessagePanelProps>(() => import('../../components/MessagePanel').then((module) => ({ default: module.MessagePanel }))));

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; answer: MerchantSpaceResponse }
  | { phase: 'notFound'; message: string }
  | { phase: 'failed'; message: string };

/**
 * /espace-artisan/{token}: the artisan's offers (answered by buttons that POST), confirmed workshops, profile,
 * availability and calendar subscription. Loading the page never changes anything.
 */
export default function MerchantSpacePage() {
  const { token = '' } = useParams();
  const { brandName } = useConfig();
  usePageMeta(merchantSpaceMeta.space.title(brandName), merchantSpaceMeta.space.description, { noindex: true });
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<SpaceNotice | null>(null);
  const noticeBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    api.merchantSpace(token).then(
      (answer) => current && setLoad({ phase: 'ready', answer }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ phase: 'notFound', message: error.message || MERCHANT_SPACE_MESSAGES.notFound });
        else setLoad({ phase: 'failed', message: errorText(error, merchantSpacePage.loadError) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, reloads]);

  // The answered offer's buttons go away: the result line takes the focus so it is read and seen.
  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  const reload = () => setReloads((count) => count + 1);
  const onAnswered = (result: SpaceNotice, changed: boolean) => {
    setNotice(result);
    if (changed) reload();
  };

  if (load.phase === 'notFound') {
    return (
      <div className="container container-sm space-page-narrow">
        <Suspense fallback={null}>
          <MessagePanel level="page" title={merchantSpacePage.notFoundTitle} actionLabel={merchantSpacePage.newLink} actionTo={MERCHANT_SPACE_PATH}>
            <p className="text-body1">{load.message}</p>
          </MessagePanel>
        </Suspense>
      </div>
    );
  }

  const answer = load.phase === 'ready' ? load.answer : null;
  return (
    <div className="container space-page">
      <header className="space-header">
        <h1 className="text-h1">{merchantSpacePage.title}</h1>
        {answer ? <p className="text-body1 space-greeting">{merchantSpacePage.greeting(answer.profile.manager_firstname)}</p> : null}
      </header>
      <div ref={noticeBox} tabIndex={-1} role="status" aria-live="polite" className={notice ? 'space-notice space-notice-shown' : 'space-notice'}>
        {notice ? <Notice severity={notice.severity}>{notice.text}</Notice> : null}
      </div>
      <SpaceLoadStatus
        phase={load.phase}
        message={load.phase === 'failed' ? load.message : undefined}
        loadingText={merchantSpacePage.loading}
        retryText={merchantSpacePage.retry}
        onRetry={reload}
      />
      {answer ? (
        <div className="space-columns">
          <div className="space-column">
            <OffersCard token={token} offers={answer.offers} onAnswered={onAnswered} />
            <WorkshopsCard workshops={answer.workshops} />
            <AvailabilityCard token={token} answer={answer} onSaved={(saved) => setLoad({ phase: 'ready', answer: saved })} />
          </div>
          <div className="space-column">
            <ProfileCard answer={answer} />
            <CalendarCard token={token} />
            <Suspense fallback={null}>
              <StatementsCard token={token} />
            </Suspense>
            <PayoutDetailsCard token={token} />
            <Suspense fallback={null}>
              <Dac7CopiesCard token={token} />
              <DataCard token={token} />
            </Suspense>
          </div>
        </div>
      ) : null}
    </div>
  );
}
