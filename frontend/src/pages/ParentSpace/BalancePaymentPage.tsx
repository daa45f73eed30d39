import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEuros, PARENT_SPACE_PATH, PARENT_SPACE_RETURN_PATH } from '@ptits-mitrons/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { errorText } from '../../components/ErrorModal';
import { rememberedSpaceToken, spaceRoute } from '../../components/parentSpacePaths';
import { usePageMeta } from '../../components/usePageMeta';
import { parentSpaceMeta } from '../../content/parentSpace';
import { balancePayment } from '../../content/parentSpaceForms';
import { paymentPage } from '../../content/pages';
import { DemoPayment } from '../Payment/DemoPayment';
import { PaymentPreparing } from '../Payment/PaymentPreparing';

const StripePayment = lazy(() => import('../Payment/StripePayment'));

type Setup =
  | { phase: 'loading' }
  | { phase: 'ready'; clientSecret: string; amount: number; provider: 'stripe' | 'demo' }
  | { phase: 'failed'; message: string };

/**
 * /mon-espace/paiement-solde: accepting the proposal opens the deposit's own Payment Element for the balance. The
 * address holds no token (Stripe's scripts see it); the token comes from this tab's sessionStorage. Reloading asks
 * the server again, which answers the same intent.
 */
export default function BalancePaymentPage() {
  const { brandName, stripePublishableKey } = useConfig();
  usePageMeta(parentSpaceMeta.balance.title(brandName), parentSpaceMeta.balance.description, { noindex: true });
  const [token] = useState(rememberedSpaceToken);
  const [setup, setSetup] = useState<Setup>({ phase: 'loading' });
  const [paymentError, setPaymentError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    api.acceptProposal(token).then(
      (intent) => {
        if (!current) return;
        setSetup(intent.clientSecret ? { phase: 'ready', clientSecret: intent.clientSecret, amount: intent.amount, provider: intent.provider } : { phase: 'failed', message: paymentPage.missingSecret });
      },
      (error: unknown) => current && setSetup({ phase: 'failed', message: errorText(error, paymentPage.initError) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (!token) {
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Typography variant="h1" gutterBottom>
          {balancePayment.title}
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {balancePayment.noToken}
        </Alert>
        <Button component={RouterLink} to={PARENT_SPACE_PATH} variant="contained">
          {balancePayment.openSpace}
        </Button>
      </Container>
    );
  }

  const amountLabel = setup.phase === 'ready' ? formatEuros(setup.amount) : '';
  const formProps = setup.phase === 'ready' ? { clientSecret: setup.clientSecret, returnPath: PARENT_SPACE_RETURN_PATH, payLabel: balancePayment.pay, onError: setPaymentError } : undefined;
  const spinner = <PaymentPreparing />;

  return (
    <Container maxWidth="sm" sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {balancePayment.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{balancePayment.intro}</Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3 }}>
        {setup.phase === 'ready' ? (
          <Box>
            <Typography color="text.secondary">{balancePayment.amountLabel}</Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800 }}>{amountLabel}</Typography>
          </Box>
        ) : null}
        {paymentError ? (
          <Alert severity="error" role="alert">
            {paymentError}
          </Alert>
        ) : null}
        {setup.phase === 'failed' ? (
          <Alert severity="error" role="alert">
            {setup.message}
          </Alert>
        ) : null}
        {setup.phase === 'loading' ? spinner : null}
        {formProps && setup.phase === 'ready' && setup.provider === 'demo' ? <DemoPayment {...formProps} /> : null}
        {formProps && setup.phase === 'ready' && setup.provider === 'stripe' && stripePublishableKey ? (
          <Suspense fallback={spinner}>
            <StripePayment publishableKey={stripePublishableKey} {...formProps} />
          </Suspense>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {paymentPage.secure}
        </Typography>
      </Paper>
      <Button component={RouterLink} to={spaceRoute(token)} sx={{ mt: 2 }}>
        {balancePayment.backToSpace}
      </Button>
    </Container>
  );
}
