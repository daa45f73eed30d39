import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { errorText } from '../../components/ErrorModal';
import { paymentPageAmount } from '../../components/money';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, paymentPage } from '../../content/pages';
import { DemoPayment } from './DemoPayment';
import { PaymentPreparing } from './PaymentPreparing';

const StripePayment = lazy(() => import('./StripePayment'));

export interface PaymentLocationState {
  /** Set by the return page when the payment did not succeed. */
  paymentError?: string;
}

type Setup = { phase: 'loading' } | { phase: 'ready'; clientSecret: string } | { phase: 'failed'; message: string };

/** The secure deposit page: an already-paid request goes to the confirmation, otherwise one intent (reused by the server). */
export default function PaymentPage() {
  const { requestId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { brandName, paymentProvider, stripePublishableKey, prices } = useConfig();
  usePageMeta(meta.payment.title(brandName), meta.payment.description);
  const [setup, setSetup] = useState<Setup>({ phase: 'loading' });
  const [paymentError, setPaymentError] = useState<string | null>((location.state as PaymentLocationState | null)?.paymentError ?? null);
  const amountLabel = paymentPageAmount(prices.depositAmount);

  useEffect(() => {
    let current = true;
    (async () => {
      const status = await api.paymentStatus(requestId).catch(() => null);
      if (!current) return;
      if (status?.isPaymentAuthorized) {
        navigate(`/parents/confirmation/${encodeURIComponent(requestId)}`, { replace: true });
        return;
      }
      try {
        const intent = await api.createPaymentIntent(requestId, prices.depositAmount, prices.currency, paymentPage.description(requestId));
        if (!current) return;
        setSetup(intent.clientSecret ? { phase: 'ready', clientSecret: intent.clientSecret } : { phase: 'failed', message: paymentPage.missingSecret });
      } catch (error) {
        if (current) setSetup({ phase: 'failed', message: errorText(error, paymentPage.initError) });
      }
    })();
    return () => {
      current = false;
    };
  }, [requestId, navigate, prices.depositAmount, prices.currency]);

  const formProps = setup.phase === 'ready' ? { clientSecret: setup.clientSecret, returnPath: `/parents/payment-return/${encodeURIComponent(requestId)}`, payLabel: paymentPage.pay, onError: setPaymentError } : undefined;
  const spinner = <PaymentPreparing />;

  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {paymentPage.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{paymentPage.intro}</Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3 }}>
        <Box>
          <Typography color="text.secondary">{paymentPage.amountLabel}</Typography>
          <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>{amountLabel}</Typography>
        </Box>
        {paymentError ? (
          <Alert severity="error" role="alert">
            {paymentError}
          </Alert>
        ) : null}
        {setup.phase === 'failed' ? (
          <Alert severity="error" role="alert">
            <AlertTitle>{paymentPage.initErrorTitle}</AlertTitle>
            {setup.message}
          </Alert>
        ) : null}
        {setup.phase === 'loading' ? spinner : null}
        {formProps && paymentProvider === 'demo' ? <DemoPayment {...formProps} /> : null}
        {formProps && paymentProvider === 'stripe' && stripePublishableKey ? (
          <Suspense fallback={spinner}>
            <StripePayment publishableKey={stripePublishableKey} {...formProps} />
          </Suspense>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {paymentPage.secure}
        </Typography>
      </Paper>
    </Container>
  );
}
