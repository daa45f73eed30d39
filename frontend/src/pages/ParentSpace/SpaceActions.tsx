import { PARENT_SPACE_ACTION_LABELS, PARENT_SPACE_MESSAGES, PARENT_SPACE_PAY_PATH, type ParentSpaceAction } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { lazyOnFirstOpen } from '../../components/lazyOnFirstOpen';
import { rememberSpaceToken } from '../../components/parentSpacePaths';
import { spacePage } from '../../content/parentSpace';
import { withMuiTheme } from '../../theme/withMuiTheme';
import type { DetailsDialogProps } from './DetailsDialog';
import type { OutcomeDialogProps } from './OutcomeDialog';
import type { ParentSpaceCancelResponse, ParentSpaceResponse } from '@ptits-mitrons/api-types';

/** The dialogs' code (MUI and its modal) loads when one first opens, not with the page. */
const OutcomeDialog = lazyOnFirstOpen<OutcomeDialogProps>(withMuiTheme(() => import('./OutcomeDialog')));
const DetailsDialog = lazyOnFirstOpen<DetailsDialogProps>(withMuiTheme(() => import('./DetailsDialog')));

interface SpaceActionsProps {
  token: string;
  answer: ParentSpaceResponse;
  onCancelled: (mode: 'cancel' | 'decline', answer: ParentSpaceCancelResponse) => void;
  onDetailsSaved: (answer: ParentSpaceResponse) => void;
}

/** Only the actions the server lists as open now, in its order, each labelled by the package. */
export function SpaceActions({ token, answer, onCancelled, onDetailsSaved }: SpaceActionsProps) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<'cancel' | 'decline' | null>(null);
  const [lastOutcome, setLastOutcome] = useState<'cancel' | 'decline'>('cancel');
  const [details, setDetails] = useState(false);
  const openOutcome = (mode: 'cancel' | 'decline') => {
    setLastOutcome(mode);
    setOutcome(mode);
  };
  const payBalance = () => {
    // The payment pages carry no token (Stripe sees their address): this tab keeps it for the way back.
    rememberSpaceToken(token);
    navigate(PARENT_SPACE_PAY_PATH);
  };

  const button = (action: ParentSpaceAction) => {
    const label = PARENT_SPACE_ACTION_LABELS[action];
    switch (action) {
      case 'accept':
        return (
          <button key={action} type="button" className="button button-contained" onClick={payBalance}>
            {label}
          </button>
        );
      case 'pay_external':
        return answer.proposal?.payment_link ? (
          <div key={action} className="space-external-payment">
            <a className="button button-contained" href={answer.proposal.payment_link} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
            <p className="text-body2 text-secondary">
              {PARENT_SPACE_MESSAGES.externalPayment} {spacePage.externalPaymentNote}
            </p>
          </div>
        ) : null;
      case 'pay_deposit':
        return (
          <RouterLink key={action} className="button button-contained" to={`/parents/payment/${encodeURIComponent(answer.request._id)}`}>
            {label}
          </RouterLink>
        );
      case 'decline':
        return (
          <button key={action} type="button" className="button button-outlined" onClick={() => openOutcome('decline')}>
            {label}
          </button>
        );
      case 'cancel':
        return (
          <button key={action} type="button" className="button button-outlined button-error" onClick={() => openOutcome('cancel')}>
            {label}
          </button>
        );
      case 'edit_details':
        return (
          <button key={action} type="button" className="button button-outlined" onClick={() => setDetails(true)}>
            {label}
          </button>
        );
      case 'calendar':
        return (
          <a key={action} className="button button-outlined" href={api.calendarUrl(token)} download>
            {label}
          </a>
        );
    }
  };

  return (
    <section className="card" aria-labelledby="space-actions-title">
      <h2 className="text-h2 section-title gutter" id="space-actions-title">
        {spacePage.actionsTitle}
      </h2>
      {answer.actions.length ? (
        // Stretched on every width (flex's default): the large main action and the outlined ones on one line get one height.
        <div className="space-buttons">{answer.actions.map(button)}</div>
      ) : (
        <p className="text-body1">
          {spacePage.noActions}{' '}
          <RouterLink to="/contact" className="link nowrap">
            {spacePage.contact}
          </RouterLink>
        </p>
      )}
      <OutcomeDialog
        open={outcome !== null}
        mode={outcome ?? lastOutcome}
        token={token}
        onClose={() => setOutcome(null)}
        onDone={(result) => {
          setOutcome(null);
          onCancelled(lastOutcome, result);
        }}
      />
      <DetailsDialog
        open={details}
        token={token}
        request={answer.request}
        onClose={() => setDetails(false)}
        onSaved={(saved) => {
          setDetails(false);
          onDetailsSaved(saved);
        }}
      />
    </section>
  );
}
