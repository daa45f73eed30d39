import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { modals } from '../content/strings';
import { useConfig } from './ConfigProvider';
import { mailHref, phoneHref } from './contactLinks';

/** 'Carte Cadeau': the offer is only a way to reach the operator, by e-mail or phone. */
export default function GiftCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { contactEmail, contactPhone } = useConfig();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="gift-card-title">
      <DialogTitle id="gift-card-title">{modals.giftCard.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{modals.giftCard.intro}</DialogContentText>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Link href={mailHref(contactEmail)}>{modals.giftCard.byEmail(contactEmail)}</Link>
          <Link href={phoneHref(contactPhone)}>{modals.giftCard.byPhone(contactPhone)}</Link>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{modals.giftCard.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
