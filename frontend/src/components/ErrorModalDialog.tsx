import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { modals } from '../content/strings';

export interface ErrorModalProps {
  open: boolean;
  error: string | null;
  onClose: () => void;
}

/** 'Une erreur est survenue', the error text and 'Fermer'; MUI traps and restores focus, Escape closes. */
export default function ErrorModalDialog({ open, error, onClose }: ErrorModalProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="error-modal-title" aria-describedby="error-modal-text">
      <DialogTitle id="error-modal-title">{modals.error.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-modal-text">{error}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {modals.error.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
