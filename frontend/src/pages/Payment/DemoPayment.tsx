import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { paymentPage } from '../../content/pages';

export interface PaymentFormProps {
  clientSecret: string;
  /** The site's page the provider comes back to (no secret, no token in it: Stripe adds its own query). */
  returnPath: string;
  /** The button's words: what it pays (« Payer l'acompte de 30 € »). */
  payLabel: string;
  onError: (message: string | null) => void;
}

/** Without Stripe keys the demo provider stands in: a clear notice and one button instead of the card form. */
export function DemoPayment({ clientSecret, returnPath, payLabel, onError }: PaymentFormProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    if (confirming) return;
    setConfirming(true);
    onError(null);
    try {
      await api.confirmDemoPayment(clientSecret);
      // The same return page as Stripe's redirect, with the same query parameter.
      navigate(`${returnPath}?payment_intent_client_secret=${encodeURIComponent(clientSecret)}`);
    } catch (error) {
      onError(errorText(error, paymentPage.failed));
      setConfirming(false);
    }
  };
  return (
    <Stack spacing={3}>
      <Alert severity="info" role="note">
        {paymentPage.demoNotice}
      </Alert>
      <Button variant="contained" size="large" onClick={confirm} disabled={confirming}>
        {confirming ? paymentPage.paying : payLabel}
      </Button>
    </Stack>
  );
}
