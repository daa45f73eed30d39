import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { errorText } from '../../components/ErrorModal';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, paymentPage, paymentReturnPage } from '../../content/pages';
import type { PaymentLocationState } from './PaymentPage';

/**
 * Where Stripe (or the demo button) sends the parent back: the outcome is asked of the server, which asks the
 * provider and records an authorised payment even when the webhook lags. succeeded → confirmation, processing →
 * wait for the e-mail, anything else → back to the payment page with the error.
 */
export default function PaymentReturnPage() {
  const { requestId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { brandName } = useConfig();
  usePageMeta(meta.paymentReturn.title(brandName), meta.paymentReturn.description);
  const [processing, setProcessing] = useState(false);
  const hasSecret = Boolean(search.get('payment_intent_client_secret'));

  useEffect(() => {
    let current = true;
    const backToPayment = (message: string) =>
      navigate(`/parents/payment/${encodeURIComponent(requestId)}`, { replace: true, state: { paymentError: message } satisfies PaymentLocationState });
    if (!hasSecret) {
      backToPayment(paymentPage.failed);
      return;
    }
    api.paymentStatus(requestId).then(
      (status) => {
        if (!current) return;
        if (status.paymentIntentStatus === 'succeeded' || status.isPaymentAuthorized) {
          navigate(`/parents/confirmation/${encodeURIComponent(requestId)}`, { replace: true });
        } else if (status.paymentIntentStatus === 'processing') {
          setProcessing(true);
        } else {
          backToPayment(paymentPage.failed);
        }
      },
      (error: unknown) => current && backToPayment(errorText(error, paymentPage.failed)),
    );
    return () => {
      current = false;
    };
  }, [requestId, hasSecret, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {paymentReturnPage.title}
      </Typography>
      {processing ? (
        <Stack spacing={3} role="status">
          <Typography>{paymentReturnPage.processing}</Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {paymentReturnPage.backHome}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{paymentReturnPage.checking}</Typography>
        </Stack>
      )}
    </Container>
  );
}
