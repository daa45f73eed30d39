import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { formatDay } from '../../components/dates';
import { errorText } from '../../components/ErrorModal';
import { erasureDialog } from '../../content/parentSpaceForms';
import type { ParentErasureStatusResponse } from '@ptits-mitrons/api-types';

export interface ErasureDialogProps {
  open: boolean;
  token: string;
  onClose: () => void;
}

type Status = { phase: 'loading' } | { phase: 'ready'; answer: ParentErasureStatusResponse } | { phase: 'failed'; message: string };

/**
 * Says, request by request, what can be erased now and what is held (and until when), then asks the server to mail
 * the confirmation link: nothing is erased from here.
 */
export default function ErasureDialog({ open, token, onClose }: ErasureDialogProps) {
  const [status, setStatus] = useState<Status>({ phase: 'loading' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening starts afresh (the dialog stays mounted between openings so that closing animates).
  if (open !== shown) {
    setShown(open);
    if (open) {
      setStatus({ phase: 'loading' });
      setSent(null);
      setError(null);
    }
  }

  useEffect(() => {
    if (!open) return;
    let current = true;
    api.erasureStatus(token).then(
      (answer) => current && setStatus({ phase: 'ready', answer }),
      (failure: unknown) => current && setStatus({ phase: 'failed', message: errorText(failure, erasureDialog.error) }),
    );
    return () => {
      current = false;
    };
  }, [open, token]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      setSent((await api.requestErasure(token)).message);
    } catch (failure) {
      setError(errorText(failure, erasureDialog.error));
    } finally {
      setSending(false);
    }
  };

  const answer = status.phase === 'ready' ? status.answer : null;
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby="erasure-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="erasure-dialog-title">{erasureDialog.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{erasureDialog.intro}</Typography>
        <Typography>{erasureDialog.kept}</Typography>
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
          {status.phase === 'loading' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={20} aria-hidden="true" />
              <Typography>{erasureDialog.loading}</Typography>
            </Box>
          ) : null}
          {status.phase === 'failed' ? (
            <Alert role="none" severity="error">
              {status.message}
            </Alert>
          ) : null}
          {answer ? (
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {answer.erasable === 0 ? erasureDialog.nothingErasable : erasureDialog.listTitle}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
                {answer.requests.map((request) => (
                  <li key={request._id}>
                    <Typography>
                      <strong>{erasureDialog.request(request.child_firstname, formatDay(request.workshop_day))}</strong>
                      {' : '}
                      {request.pending ? request.pending.text : erasureDialog.erasableNow}
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          {sent ? (
            <Alert role="none" severity="success">
              {sent}
            </Alert>
          ) : null}
        </Box>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {erasureDialog.close}
        </Button>
        {answer && answer.erasable > 0 && !sent ? (
          <Button variant="contained" color="error" onClick={send} disabled={sending}>
            {sending ? erasureDialog.sending : erasureDialog.send}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
