import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { errorText } from '../../components/ErrorModal';
import { usePageMeta } from '../../components/usePageMeta';
import { parentSpaceMeta, spaceNotices, spacePage } from '../../content/parentSpace';
import { Notice } from '../../components/Notice';
import { SpaceLoadStatus } from '../../components/SpaceLoadStatus';
import { withMuiTheme } from '../../theme/withMuiTheme';
import { DataCard } from './DataCard';
import { SpaceActions } from './SpaceActions';
import { AmountsCard, ProposalCard, ReceiptsCard, RequestCard, StatusChip, TimelineCard } from './SpaceView';
import type { ParentSpaceCancelResponse, ParentSpaceCreditStateResponse, ParentSpaceResponse } from '@ptits-mitrons/api-types';

/**
 * Only a bad link needs the form (and MUI, its text field code); only a cancellation the credit panel. The space
 * itself is plain elements styled by index.css: MUI loads with the forms and dialogs, when they open.
 */
const LinkRequestForm = lazy(withMuiTheme(() => import('./LinkRequestForm')));
const CreditCode = lazy(() => import('./CreditCode'));

/** What the payment-return page tells the space when it brings the parent back. */
export interface SpaceLocationState {
  spaceNotice?: 'balancePaid' | 'paymentFailed';
}

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; answer: ParentSpaceResponse }
  | { phase: 'notFound'; message: string }
  | { phase: 'failed'; message: string };

interface Notice {
  severity: 'success' | 'error';
  text: string;
  /** The credit the cancellation just gave, shown until the reloaded space carries it. */
  credit?: ParentSpaceCreditStateResponse;
}

function noticeOf(state: unknown): Notice | null {
  const notice = (state as SpaceLocationState | null)?.spaceNotice;
  if (notice === 'balancePaid') return { severity: 'success', text: spaceNotices.balancePaid };
  if (notice === 'paymentFailed') return { severity: 'error', text: spaceNotices.paymentFailed };
  return null;
}

/**
 * /mon-espace/{token}: the parent's request, its history and amounts, and only the actions the server lists as open.
 * Every change is a POST/PUT from a button; the page then shows the server's new answer.
 */
export default function ParentSpacePage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const { brandName } = useConfig();
  usePageMeta(parentSpaceMeta.space.title(brandName), parentSpaceMeta.space.description, { noindex: true });
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(() => noticeOf(location.state));

  useEffect(() => {
    let current = true;
    api.parentSpace(token).then(
      (answer) => current && setLoad({ phase: 'ready', answer }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setLoad({ phase: 'notFound', message: error.message || PARENT_SPACE_MESSAGES.notFound });
        else setLoad({ phase: 'failed', message: errorText(error, spacePage.loadError) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, reloads]);

  const reload = () => setReloads((count) => count + 1);
  const onCancelled = (mode: 'cancel' | 'decline', result: ParentSpaceCancelResponse) => {
    const credit = result.credit?.code ? { code: result.credit.code, amount: result.credit.amount, used_at: null } : undefined;
    setNotice({ severity: 'success', text: mode === 'cancel' ? spaceNotices.cancelled : spaceNotices.declined, credit });
    reload();
  };
  const onDetailsSaved = (answer: ParentSpaceResponse) => {
    setNotice({ severity: 'success', text: spaceNotices.detailsSaved });
    setLoad({ phase: 'ready', answer });
  };

  if (load.phase === 'notFound') {
    return (
      <div className="container container-sm space-page-narrow">
        <h1 className="text-h1 gutter">{spacePage.title}</h1>
        <div className="space-credit">
          <Notice severity="warning">{load.message}</Notice>
        </div>
        <div className="space-paper">
          <Suspense fallback={null}>
            <LinkRequestForm title={spacePage.newLinkTitle} />
          </Suspense>
        </div>
      </div>
    );
  }

  const answer = load.phase === 'ready' ? load.answer : null;
  // The space's own credit, once loaded, says whether it is still usable; the cancellation's fills in until then.
  const credit = answer?.credit ?? notice?.credit;
  return (
    <div className="container space-page">
      <header className="space-header">
        <h1 className="text-h1">{spacePage.title}</h1>
        {answer ? (
          <div className="space-status-line">
            <p className="text-body1 space-greeting">{spacePage.subtitle(answer.request.child_firstname)}</p>
            <StatusChip answer={answer} />
          </div>
        ) : null}
      </header>
      <div role="status" aria-live="polite" className={notice ? 'space-notice space-notice-shown' : 'space-notice'}>
        {notice ? <Notice severity={notice.severity}>{notice.text}</Notice> : null}
      </div>
      {credit ? (
        <div className="space-credit">
          <Suspense fallback={<p className="text-body1 credit-code-fallback">{credit.code}</p>}>
            <CreditCode credit={credit} />
          </Suspense>
        </div>
      ) : null}
      <SpaceLoadStatus
        phase={load.phase}
        message={load.phase === 'failed' ? load.message : undefined}
        loadingText={spacePage.loading}
        retryText={spacePage.retry}
        onRetry={reload}
      />
      {answer ? (
        <div className="space-columns">
          <div className="space-column">
            <ProposalCard answer={answer} />
            <SpaceActions token={token} answer={answer} onCancelled={onCancelled} onDetailsSaved={onDetailsSaved} />
            <RequestCard answer={answer} />
          </div>
          <div className="space-column">
            <AmountsCard answer={answer} />
            <ReceiptsCard answer={answer} token={token} />
            <TimelineCard answer={answer} />
            <DataCard token={token} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
