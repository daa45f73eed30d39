import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DECLINE_OFFER_REASON_MAX_LENGTH, MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { api, ApiError } from '../../api/client';
import { declineOfferDialog } from '../../content/merchantSpaceForms';
import { answerFailure, type SpaceNotice } from './answers';

export interface DeclineOfferDialogProps {
  open: boolean;
  token: string;
  offerId: string;
  onClose: () => void;
  onDone: (notice: SpaceNotice, changed: boolean) => void;
}

/** Declines one offer with an optional reason: the one POST that acts. */
export default function DeclineOfferDialog({ open, token, offerId, onClose, onDone }: DeclineOfferDialogProps) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  // Each opening starts afresh (the dialog stays mounted between openings so that closing animates).
  if (open !== shown) {
    setShown(open);
    if (open) {
      setReason('');
      setError(null);
    }
  }

  const tooLong = reason.trim().length > DECLINE_OFFER_REASON_MAX_LENGTH;
  const confirm = async () => {
    if (sending || tooLong) return;
    setSending(true);
    setError(null);
    try {
      const trimmed = reason.trim();
      const result = await api.declineOffer(token, offerId, trimmed ? { reason: trimmed } : {});
      onDone({ severity: 'success', text: result.message || MERCHANT_SPACE_MESSAGES.offerDeclined }, true);
    } catch (failure) {
      // A refused reason stays in the dialog to be shortened; anything else about the offer closes it.
      if (failure instanceof ApiError && failure.fieldErrors.some((item) => item.field === 'reason')) setError(failure.message);
      else {
        const { notice, changed } = answerFailure(failure);
        if (changed) onDone(notice, changed);
        else setError(notice.text);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby="decline-offer-title" fullWidth maxWidth="sm">
      <DialogTitle id="decline-offer-title">{declineOfferDialog.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{declineOfferDialog.intro}</Typography>
        <TextField
          id="decline-offer-reason"
          label={declineOfferDialog.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={tooLong}
          helperText={tooLong ? MERCHANT_SPACE_MESSAGES.declineReasonTooLong : declineOfferDialog.counter(reason.trim().length, DECLINE_OFFER_REASON_MAX_LENGTH)}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {declineOfferDialog.close}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={sending || tooLong}>
          {sending ? declineOfferDialog.sending : declineOfferDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
