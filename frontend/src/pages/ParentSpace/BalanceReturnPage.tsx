import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PARENT_SPACE_PATH } from '@ptits-mitrons/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { forgetSpaceToken, rememberedSpaceToken, spaceRoute } from '../../components/parentSpacePaths';
import { usePageMeta } from '../../components/usePageMeta';
import { parentSpaceMeta } from '../../content/parentSpace';
import { balancePayment } from '../../content/parentSpaceForms';
import type { SpaceLocationState } from './ParentSpacePage';

/** Intent statuses worth asking again about: the money is on its way, the server has not recorded it yet. */
const PENDING = new Set(['processing', 'succeeded']);
const POLLS = 10;
const POLL_INTERVAL_MS = 2000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /mon-espace/retour-paiement: where Stripe (or the demo button) brings the parent back after the balance. The
 * token comes from this tab's sessionStorage; the page asks the server until it has recorded the payment, then
 * shows the space again with the outcome.
 */
export default function BalanceReturnPage() {
  const { brandName } = useConfig();
  usePageMeta(parentSpaceMeta.balanceReturn.title(brandName), parentSpaceMeta.balanceReturn.description, { noindex: true });
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(rememberedSpaceToken);
  const [processing, setProcessing] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const hasSecret = Boolean(search.get('payment_intent_client_secret'));

  useEffect(() => {
    if (!token) return;
    let current = true;
    const back = (spaceNotice: SpaceLocationState['spaceNotice']) => {
      if (spaceNotice === 'balancePaid') forgetSpaceToken();
      navigate(spaceRoute(token), { replace: true, state: { spaceNotice } satisfies SpaceLocationState });
    };
    if (!hasSecret) {
      back('paymentFailed');
      return;
    }
    (async () => {
      for (let poll = 0; poll < POLLS && current; poll++) {
        if (poll > 0) await pause(POLL_INTERVAL_MS);
        const status = await api.balanceStatus(token).catch(() => null);
        if (!current) return;
        if (status?.isBalancePaid) return back('balancePaid');
        if (!status || !PENDING.has(status.paymentIntentStatus ?? '')) return back('paymentFailed');
        if (status.paymentIntentStatus === 'processing') setProcessing(true);
      }
      if (current) setGaveUp(true);
    })();
    return () => {
      current = false;
    };
  }, [token, hasSecret, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {balancePayment.returnTitle}
      </Typography>
      {!token ? (
        <Stack spacing={3}>
          <Alert severity="warning">{balancePayment.noToken}</Alert>
          <Button component={RouterLink} to={PARENT_SPACE_PATH} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {balancePayment.openSpace}
          </Button>
        </Stack>
      ) : gaveUp ? (
        <Stack spacing={3} role="status">
          <Typography>{balancePayment.processing}</Typography>
          <Button component={RouterLink} to={spaceRoute(token)} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {balancePayment.backToSpace}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{processing ? balancePayment.processing : balancePayment.checking}</Typography>
        </Stack>
      )}
    </Container>
  );
}
