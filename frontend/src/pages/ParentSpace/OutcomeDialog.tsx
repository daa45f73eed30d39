import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { cancelDialog, declineDialog, outcomeTexts } from '../../content/parentSpaceForms';
import { outcomeSentences } from './outcome';
import type { ParentSpaceCancelResponse } from '@ptits-mitrons/api-types';

export interface OutcomeDialogProps {
  open: boolean;
  /** Cancel the booking, or decline the proposal (with an optional reason): both follow CGV §6. */
  mode: 'cancel' | 'decline';
  token: string;
  onClose: () => void;
  onDone: (answer: ParentSpaceCancelResponse) => void;
}

type Preview = { phase: 'loading' } | { phase: 'ready'; answer: ParentSpaceCancelResponse } | { phase: 'failed'; message: string };

/**
 * States what the parent gets back before they confirm (the server's dry run of the cancellation, the same rule
 * for a refusal), then sends the one POST that acts.
 */
export default function OutcomeDialog({ open, mode, token, onClose, onDone }: OutcomeDialogProps) {
  const texts = mode === 'cancel' ? cancelDialog : declineDialog;
  const [preview, setPreview] = useState<Preview>({ phase: 'loading' });
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening starts afresh (the dialog stays mounted between openings so that closing animates).
  if (open !== shown) {
    setShown(open);
    if (open) {
      setPreview({ phase: 'loading' });
      setError(null);
      setReason('');
    }
  }

  useEffect(() => {
    if (!open) return;
    let current = true;
    api.cancelBooking(token, { dryRun: true }).then(
      (answer) => current && setPreview({ phase: 'ready', answer }),
      (failure: unknown) => current && setPreview({ phase: 'failed', message: errorText(failure, outcomeTexts.error) }),
    );
    return () => {
      current = false;
    };
  }, [open, token]);

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const trimmed = reason.trim();
      const answer = mode === 'cancel' ? await api.cancelBooking(token, {}) : await api.declineProposal(token, trimmed ? { reason: trimmed } : {});
      onDone(answer);
    } catch (failure) {
      setError(errorText(failure, outcomeTexts.error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby="outcome-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="outcome-dialog-title">{texts.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{texts.intro}</Typography>
        <Box role="status" aria-live="polite">
          {preview.phase === 'loading' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={20} aria-hidden="true" />
              <Typography>{outcomeTexts.checking}</Typography>
            </Box>
          ) : null}
          {preview.phase === 'ready' ? (
            <Alert role="none" severity={preview.answer.outcome === 'credit' ? 'info' : 'warning'}>
              {outcomeSentences(preview.answer).map((sentence) => (
                <Typography key={sentence} sx={{ '& + &': { mt: 1 } }}>
                  {sentence}
                </Typography>
              ))}
            </Alert>
          ) : null}
          {preview.phase === 'failed' ? (
            <Alert role="none" severity="error">
              {preview.message}
            </Alert>
          ) : null}
        </Box>
        {mode === 'decline' ? (
          <TextField id="decline-reason" label={declineDialog.reason} value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={3} fullWidth />
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {texts.close}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={sending || preview.phase !== 'ready'}>
          {sending ? texts.sending : texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
