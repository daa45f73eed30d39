import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { paymentPage } from '../../content/pages';

/** While a payment form is being prepared (the intent, then the provider's script). */
export function PaymentPreparing() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{paymentPage.preparing}</Typography>
    </Box>
  );
}
