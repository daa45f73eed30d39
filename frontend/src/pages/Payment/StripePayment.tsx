import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { paymentPage } from '../../content/pages';
import type { PaymentFormProps } from './DemoPayment';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, downloaded from js.stripe.com only when this chunk (the payment page with Stripe) is shown. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentForm({ returnPath, payLabel, onError }: Omit<PaymentFormProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [confirming, setConfirming] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || confirming) return;
    setConfirming(true);
    onError(null);
    // On success Stripe leaves the page for the return URL; only a failure comes back here.
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}${returnPath}` } });
    onError(error?.message || paymentPage.failed);
    setConfirming(false);
  };

  return (
    <Stack component="form" spacing={3} onSubmit={submit}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" variant="contained" size="large" disabled={!stripe || !elements || confirming}>
        {confirming ? paymentPage.paying : payLabel}
      </Button>
    </Stack>
  );
}

export default function StripePayment({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: props.clientSecret, locale: 'fr', appearance: { variables: { colorPrimary: '#8a3b12' } } }}>
      <PaymentForm returnPath={props.returnPath} payLabel={props.payLabel} onError={props.onError} />
    </Elements>
  );
}
