import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PARENT_SPACE_ACTION_LABELS, PARENT_SPACE_MESSAGES, PARENT_SPACE_PAY_PATH, type ParentSpaceAction } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, type ParentSpaceAnswer, type ParentSpaceCancelAnswer } from '../../api/client';
import { lazyOnFirstOpen } from '../../components/lazyOnFirstOpen';
import { rememberSpaceToken } from '../../components/parentSpacePaths';
import { spacePage } from '../../content/parentSpace';
import type { DetailsDialogProps } from './DetailsDialog';
import type { OutcomeDialogProps } from './OutcomeDialog';

/** The dialogs' code (MUI's modal) loads when one first opens, not with the page. */
const OutcomeDialog = lazyOnFirstOpen<OutcomeDialogProps>(() => import('./OutcomeDialog'));
const DetailsDialog = lazyOnFirstOpen<DetailsDialogProps>(() => import('./DetailsDialog'));

interface SpaceActionsProps {
  token: string;
  answer: ParentSpaceAnswer;
  onCancelled: (mode: 'cancel' | 'decline', answer: ParentSpaceCancelAnswer) => void;
  onDetailsSaved: (answer: ParentSpaceAnswer) => void;
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
          <Button key={action} variant="contained" size="large" onClick={payBalance}>
            {label}
          </Button>
        );
      case 'pay_external':
        return answer.proposal?.payment_link ? (
          <Box key={action} sx={{ display: 'grid', gap: 1, flexBasis: '100%', justifyItems: { xs: 'stretch', sm: 'start' } }}>
            <Button variant="contained" size="large" href={answer.proposal.payment_link} target="_blank" rel="noopener noreferrer">
              {label}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {PARENT_SPACE_MESSAGES.externalPayment} {spacePage.externalPaymentNote}
            </Typography>
          </Box>
        ) : null;
      case 'pay_deposit':
        return (
          <Button key={action} variant="contained" size="large" component={RouterLink} to={`/parents/payment/${encodeURIComponent(answer.request._id)}`}>
            {label}
          </Button>
        );
      case 'decline':
        return (
          <Button key={action} variant="outlined" onClick={() => openOutcome('decline')}>
            {label}
          </Button>
        );
      case 'cancel':
        return (
          <Button key={action} variant="outlined" color="error" onClick={() => openOutcome('cancel')}>
            {label}
          </Button>
        );
      case 'edit_details':
        return (
          <Button key={action} variant="outlined" onClick={() => setDetails(true)}>
            {label}
          </Button>
        );
      case 'calendar':
        return (
          <Button key={action} variant="outlined" href={api.calendarUrl(token)} download>
            {label}
          </Button>
        );
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby="space-actions-title">
      <Typography variant="h2" id="space-actions-title" sx={{ fontSize: '1.35rem' }} gutterBottom>
        {spacePage.actionsTitle}
      </Typography>
      {answer.actions.length ? (
        // Stretched on every width: the large main action and the outlined ones on one line get one height.
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 1.5, alignItems: 'stretch' }}>
          {answer.actions.map(button)}
        </Box>
      ) : (
        <Typography>
          {spacePage.noActions} <Link component={RouterLink} to="/contact" sx={{ whiteSpace: 'nowrap' }}>
            {spacePage.contact}
          </Link>
        </Typography>
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
    </Paper>
  );
}
