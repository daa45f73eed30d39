import { CURRENCY, DEPOSIT_CENTS } from '@ptits-mitrons/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { renderWithApp, TEST_CONFIG } from '../../test-utils';
import PaymentPage from './PaymentPage';
import PaymentReturnPage from './PaymentReturnPage';
import type { PaymentIntentResponse, PaymentStatusResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { paymentStatus: jest.fn(), createPaymentIntent: jest.fn(), confirmDemoPayment: jest.fn() },
}));
const confirmPayment = jest.fn();
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve({})) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  PaymentElement: () => <div>Formulaire de carte</div>,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));
const paymentStatus = api.paymentStatus as jest.MockedFunction<typeof api.paymentStatus>;
const createIntent = api.createPaymentIntent as jest.MockedFunction<typeof api.createPaymentIntent>;
const confirmDemo = api.confirmDemoPayment as jest.MockedFunction<typeof api.confirmDemoPayment>;

/** A payment intent as the server answers it, for the deposit. */
const intent = (provider: PaymentIntentResponse['provider'], clientSecret: string): PaymentIntentResponse => ({
  clientSecret,
  paymentIntentId: clientSecret.split('_secret')[0],
  amount: DEPOSIT_CENTS,
  currency: CURRENCY,
  provider,
});
const UNPAID: PaymentStatusResponse = { requestId: 'req-1', isPaymentAuthorized: false, paymentIntentStatus: 'requires_payment_method' };

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, config = TEST_CONFIG) {
  return renderWithApp(
    <Routes>
      <Route path="/parents/payment/:requestId" element={<PaymentPage />} />
      <Route path="/parents/payment-return/:requestId" element={<PaymentReturnPage />} />
      <Route path="/parents/confirmation/:requestId" element={<Where />} />
    </Routes>,
    { path, config },
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('payment page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    paymentStatus.mockResolvedValue(UNPAID);
  });

  it('goes straight to the confirmation when the deposit is already paid', async () => {
    paymentStatus.mockResolvedValue({ ...UNPAID, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
    renderAt('/parents/payment/req-1');
    expect(await screen.findByText('/parents/confirmation/req-1')).toBeInTheDocument();
    expect(createIntent).not.toHaveBeenCalled();
  });

  it("shows the server's message, else 'Impossible d'initialiser le paiement', under 'Erreur de paiement'", async () => {
    createIntent.mockRejectedValueOnce(new ApiError('Demande introuvable.', 404));
    const { unmount } = renderAt('/parents/payment/req-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de paiement');
    expect(alert).toHaveTextContent('Demande introuvable.');
    unmount();
    createIntent.mockRejectedValueOnce(new ApiError('', 500));
    renderAt('/parents/payment/req-1');
    expect(await screen.findByRole('alert')).toHaveTextContent("Impossible d'initialiser le paiement");
  });

  it("says 'Client secret indisponible' when the answer has no client secret", async () => {
    createIntent.mockResolvedValue(intent('demo', ''));
    renderAt('/parents/payment/req-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Client secret indisponible');
  });

  it('in demo mode shows the notice and 30.00 €, confirms once with the button disabled, then goes to the return page', async () => {
    // A second click lands on the disabled button on purpose.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    createIntent.mockResolvedValue(intent('demo', 'demo_secret_1'));
    const confirmation = deferred<PaymentStatusResponse>();
    confirmDemo.mockReturnValue(confirmation.promise);
    paymentStatus.mockResolvedValueOnce(UNPAID).mockResolvedValue({ ...UNPAID, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
    renderAt('/parents/payment/req-1');
    expect(await screen.findByText(/Mode démonstration/)).toBeInTheDocument();
    expect(screen.getByText('30.00 €')).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledWith('req-1', 3000, 'eur', expect.stringContaining('Acompte'));
    const pay = screen.getByRole('button', { name: "Payer l'acompte de 30 €" });
    await user.click(pay);
    expect(screen.getByRole('button', { name: 'Paiement en cours…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Paiement en cours…' }));
    expect(confirmDemo).toHaveBeenCalledTimes(1);
    expect(confirmDemo).toHaveBeenCalledWith('demo_secret_1');
    await act(async () => confirmation.resolve({ ...UNPAID, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' }));
    expect(await screen.findByText('/parents/confirmation/req-1')).toBeInTheDocument();
  });

  it("shows 'Le paiement a échoué' when the demo confirmation fails without a message, and lets the parent retry", async () => {
    const user = userEvent.setup();
    createIntent.mockResolvedValue(intent('demo', 'demo_secret_1'));
    confirmDemo.mockRejectedValue(new ApiError('', 500));
    renderAt('/parents/payment/req-1');
    await user.click(await screen.findByRole('button', { name: "Payer l'acompte de 30 €" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement a échoué');
    expect(screen.getByRole('button', { name: "Payer l'acompte de 30 €" })).toBeEnabled();
  });

  it('with Stripe, confirms through the Payment Element with the return URL and shows the provider message on failure', async () => {
    const user = userEvent.setup();
    createIntent.mockResolvedValue(intent('stripe', 'pi_1_secret_2'));
    const answer = deferred<{ error?: { message?: string } }>();
    confirmPayment.mockReturnValue(answer.promise);
    renderAt('/parents/payment/req-1', { ...TEST_CONFIG, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_1' });
    expect(await screen.findByText('Formulaire de carte')).toBeInTheDocument();
    expect(screen.queryByText(/Mode démonstration/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Payer l'acompte de 30 €" }));
    expect(screen.getByRole('button', { name: 'Paiement en cours…' })).toBeDisabled();
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: {},
      confirmParams: { return_url: `${window.location.origin}/parents/payment-return/req-1` },
    });
    await act(async () => answer.resolve({ error: { message: 'Votre carte a été refusée.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(screen.getByRole('button', { name: "Payer l'acompte de 30 €" })).toBeEnabled();
  });
});

describe('payment return page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });
  const returnPath = '/parents/payment-return/req-1?payment_intent_client_secret=pi_1_secret_2';

  it("shows 'Vérification du paiement en cours...' then the confirmation when the intent succeeded", async () => {
    const answer = deferred<PaymentStatusResponse>();
    paymentStatus.mockReturnValue(answer.promise);
    renderAt(returnPath);
    expect(screen.getByText('Vérification du paiement en cours...')).toBeInTheDocument();
    await act(async () => answer.resolve({ ...UNPAID, isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' }));
    expect(await screen.findByText('/parents/confirmation/req-1')).toBeInTheDocument();
  });

  it('says the payment is being processed and will be confirmed by e-mail', async () => {
    paymentStatus.mockResolvedValue({ ...UNPAID, paymentIntentStatus: 'processing' });
    renderAt(returnPath);
    expect(await screen.findByText(/en cours de traitement/)).toBeInTheDocument();
    expect(screen.getByText(/par e-mail/)).toBeInTheDocument();
  });

  it('goes back to the payment page with the error otherwise', async () => {
    paymentStatus.mockResolvedValueOnce({ ...UNPAID, paymentIntentStatus: 'requires_payment_method' }).mockResolvedValue(UNPAID);
    createIntent.mockResolvedValue(intent('demo', 'demo_secret_1'));
    renderAt(returnPath);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le paiement a échoué'));
    expect(await screen.findByRole('button', { name: "Payer l'acompte de 30 €" })).toBeInTheDocument();
  });
});
