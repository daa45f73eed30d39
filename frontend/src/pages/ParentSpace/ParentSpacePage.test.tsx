import { BALANCE_CENTS, DEPOSIT_CENTS, PARENT_SPACE_ACTION_LABELS, PARENT_SPACE_MESSAGES, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { SPACE_TOKEN_KEY } from '../../components/parentSpacePaths';
import { field, renderWithApp } from '../../test-utils';
import BalancePaymentPage from './BalancePaymentPage';
import BalanceReturnPage from './BalanceReturnPage';
import ParentSpaceLinkPage from './ParentSpaceLinkPage';
import ParentSpacePage from './ParentSpacePage';
import { ALTCHA_TEST_PAYLOAD } from '../../test-altcha';
import type { ParentSpaceCancelResponse, ParentSpaceResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: {
    parentSpace: jest.fn(),
    acceptProposal: jest.fn(),
    balanceStatus: jest.fn(),
    declineProposal: jest.fn(),
    cancelBooking: jest.fn(),
    updateDetails: jest.fn(),
    requestParentSpaceLink: jest.fn(),
    confirmDemoPayment: jest.fn(),
    calendarUrl: (token: string) => `/api/parent-space/${token}/calendar.ics`,
    receiptUrl: (token: string, number: string) => `/api/parent-space/${token}/receipts/${number}.pdf`,
    dataExportUrl: (token: string) => `/api/parent-space/${token}/data`,
  },
}));
const mocked = api as jest.Mocked<typeof api>;

const TOKEN = 'tok_Abc-123';
const SENT: ParentSpaceResponse = {
  request: {
    _id: 'req-1',
    parent_firstname: 'Claire',
    child_firstname: 'Léo',
    child_age: 7,
    desired_date: '2026-09-12',
    number_of_children: 8,
    allergies: 'Arachides',
    city_label: 'Lyon (69001)',
    merchant_type: 'boulanger',
    workshop_day: '2026-09-12',
  },
  status: 'proposal_sent',
  status_label: 'Transmise au client',
  timeline: [
    { at: '2026-07-01T08:00:00.000Z', label: 'Demande reçue' },
    { at: '2026-07-01T08:05:00.000Z', label: 'Acompte réglé' },
    { at: '2026-07-05T10:00:00.000Z', label: 'Proposition envoyée' },
  ],
  amounts: { total: WORKSHOP_TOTAL_CENTS, deposit: DEPOSIT_CENTS, balance: BALANCE_CENTS, depositPaid: true, depositCredited: false, balancePaid: false, balanceRefunded: 0, balanceDueBy: '2026-09-11' },
  proposal: { establishment_name: 'Boulangerie du Marché', address: '5 place du Marché, 69001 Lyon', date: '2026-09-12T12:30:00.000Z', payment_link: null, status: 'sent' },
  actions: ['accept', 'decline', 'cancel', 'edit_details'],
  receipts: [
    { number: '2026-000042', kind: 'receipt', kind_label: 'Reçu', amount: DEPOSIT_CENTS, issued_at: '2026-07-01T08:05:00.000Z', url: '/api/parent-space/tok_Abc-123/receipts/2026-000042.pdf' },
  ],
  credit: null,
};
const ACCEPTED: ParentSpaceResponse = {
  ...SENT,
  status: 'accepted',
  status_label: 'Proposition acceptée',
  amounts: { ...SENT.amounts, balancePaid: true },
  proposal: { ...SENT.proposal!, status: 'accepted' },
  actions: ['cancel', 'edit_details', 'calendar'],
};
const CANCELLED: ParentSpaceResponse = { ...SENT, status: 'admin_closed', status_label: 'Archivée', proposal: null, actions: [] };
/** Cancelled more than 15 days ahead: the deposit became a credit, still usable. */
const CREDITED: ParentSpaceResponse = {
  ...CANCELLED,
  amounts: { ...SENT.amounts, depositCredited: true },
  credit: { code: 'AVOIR-7KQ2-M9XD', amount: DEPOSIT_CENTS, used_at: null },
};
const CREDIT_PREVIEW: ParentSpaceCancelResponse = { outcome: 'credit', credit: { code: null, amount: DEPOSIT_CENTS }, refund: null, applied: false };
const CREDIT_APPLIED: ParentSpaceCancelResponse = { outcome: 'credit', credit: { code: 'AVOIR-7KQ2-M9XD', amount: DEPOSIT_CENTS }, refund: null, applied: true };

function Where() {
  const location = useLocation();
  return <p>{`Ailleurs : ${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/mon-espace" element={<ParentSpaceLinkPage />} />
      <Route path="/mon-espace/paiement-solde" element={<BalancePaymentPage />} />
      <Route path="/mon-espace/retour-paiement" element={<BalanceReturnPage />} />
      <Route path="/mon-espace/:token" element={<ParentSpacePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

const actionButtons = () => [...screen.getByRole('region', { name: 'Ce que vous pouvez faire' }).querySelectorAll('button, a')].map((element) => element.textContent);

describe('the parent space', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
  });

  it('says where the money went once cancelled: the deposit a credit, the balance refunded, nothing left due', async () => {
    mocked.parentSpace.mockResolvedValue({ ...CANCELLED, amounts: { ...SENT.amounts, depositCredited: true, balancePaid: true, balanceRefunded: BALANCE_CENTS } });
    renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByText('30 €, réglé, devenu un avoir')).toBeInTheDocument();
    expect(screen.getByText('150 €, réglé, 150 € remboursés')).toBeInTheDocument();
  });

  it('shows the credit the deposit became, once the page of the cancellation is left: its code, usable, then the day it was used', async () => {
    mocked.parentSpace.mockResolvedValueOnce(CREDITED);
    const first = renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByText(/Ce code vaut 30 € : saisissez-le dans le formulaire de demande/)).toBeInTheDocument();
    expect(screen.getByText('AVOIR-7KQ2-M9XD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le code' })).toBeInTheDocument();
    first.unmount();

    mocked.parentSpace.mockResolvedValueOnce({ ...CREDITED, credit: { ...CREDITED.credit!, used_at: '2026-08-03T09:15:00.000Z' } });
    renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByText("Ce code de 30 € a réglé l'acompte d'une autre demande le 3 août 2026 : il ne peut plus servir.")).toBeInTheDocument();
    expect(screen.getByText('AVOIR-7KQ2-M9XD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier le code' })).not.toBeInTheDocument();
  });

  it('lists the receipts with a download link each, and says when there is none yet', async () => {
    mocked.parentSpace.mockResolvedValue(SENT);
    const { unmount } = renderAt(`/mon-espace/${TOKEN}`);
    const card = within(await screen.findByRole('region', { name: 'Justificatifs' }));
    const link = card.getByRole('link', { name: 'Reçu n° 2026-000042' });
    expect(link).toHaveAttribute('href', `/api/parent-space/${TOKEN}/receipts/2026-000042.pdf`);
    expect(link).toHaveAttribute('download', '2026-000042.pdf');
    expect(card.getByText(/30 €/)).toBeInTheDocument();
    unmount();
    mocked.parentSpace.mockResolvedValue({ ...SENT, receipts: [] });
    renderAt(`/mon-espace/${TOKEN}`);
    expect(await within(await screen.findByRole('region', { name: 'Justificatifs' })).findByText('Aucun justificatif pour le moment.')).toBeInTheDocument();
  });

  it('does not ask for a balance on a closed request', async () => {
    mocked.parentSpace.mockResolvedValue(CANCELLED);
    renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByText('Rien à régler')).toBeInTheDocument();
  });

  it('shows the request, status, amounts, proposal and timeline, noindex, and only the open actions', async () => {
    mocked.parentSpace.mockResolvedValue(SENT);
    renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByText("L'anniversaire de Léo")).toBeInTheDocument();
    expect(mocked.parentSpace).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByText(/^Statut de la demande/).parentElement).toHaveTextContent('Statut de la demande : Transmise au client');
    expect(screen.getByText('Boulangerie du Marché')).toBeInTheDocument();
    // 12:30 UTC is 14:30 in Paris in September.
    expect(screen.getByText('samedi 12 septembre 2026 à 14:30')).toBeInTheDocument();
    expect(screen.getByText('180 €')).toBeInTheDocument();
    expect(screen.getByText('30 €, réglé')).toBeInTheDocument();
    expect(screen.getByText('150 €, à régler au plus tard le vendredi 11 septembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Arachides')).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Le suivi' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual(['Demande reçue1 juillet 2026', 'Acompte réglé1 juillet 2026', 'Proposition envoyée5 juillet 2026']);
    expect(actionButtons()).toEqual([PARENT_SPACE_ACTION_LABELS.accept, PARENT_SPACE_ACTION_LABELS.decline, PARENT_SPACE_ACTION_LABELS.cancel, PARENT_SPACE_ACTION_LABELS.edit_details]);
    expect(PARENT_SPACE_ACTION_LABELS.accept).toBe('Accepter et régler le solde (150 €)');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('once accepted offers the calendar file and no payment', async () => {
    mocked.parentSpace.mockResolvedValue(ACCEPTED);
    renderAt(`/mon-espace/${TOKEN}`);
    const calendar = await screen.findByRole('link', { name: PARENT_SPACE_ACTION_LABELS.calendar });
    expect(calendar).toHaveAttribute('href', `/api/parent-space/${TOKEN}/calendar.ics`);
    expect(calendar).toHaveAttribute('download');
    expect(actionButtons()).toEqual([PARENT_SPACE_ACTION_LABELS.cancel, PARENT_SPACE_ACTION_LABELS.edit_details, PARENT_SPACE_ACTION_LABELS.calendar]);
    expect(screen.getByText('150 €, réglé')).toBeInTheDocument();
  });

  it("shows the staff's payment link instead of the online payment", async () => {
    mocked.parentSpace.mockResolvedValue({ ...SENT, proposal: { ...SENT.proposal!, payment_link: 'https://pay.example/abc' }, actions: ['pay_external', 'decline', 'cancel'] });
    renderAt(`/mon-espace/${TOKEN}`);
    const link = await screen.findByRole('link', { name: PARENT_SPACE_ACTION_LABELS.pay_external });
    expect(link).toHaveAttribute('href', 'https://pay.example/abc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(new RegExp(PARENT_SPACE_MESSAGES.externalPayment.slice(0, 30)))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PARENT_SPACE_ACTION_LABELS.accept })).not.toBeInTheDocument();
  });

  it('with no action open says so, and links a deposit still due to its payment page', async () => {
    mocked.parentSpace.mockResolvedValueOnce(CANCELLED);
    const { unmount } = renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByText(/Aucune action n'est ouverte/)).toBeInTheDocument();
    unmount();
    mocked.parentSpace.mockResolvedValueOnce({ ...SENT, status: 'submitted', status_label: 'En attente de traitement', proposal: null, actions: ['pay_deposit', 'cancel'] });
    renderAt(`/mon-espace/${TOKEN}`);
    expect(await screen.findByRole('link', { name: PARENT_SPACE_ACTION_LABELS.pay_deposit })).toHaveAttribute('href', '/parents/payment/req-1');
  });

  it('for a bad or expired link shows the 404 message and sends a new link, with the same answer whatever the address', async () => {
    const user = userEvent.setup();
    mocked.parentSpace.mockRejectedValue(new ApiError(PARENT_SPACE_MESSAGES.notFound, 404));
    mocked.requestParentSpaceLink.mockResolvedValue({ message: 'whatever the server says' });
    renderAt('/mon-espace/not-a-token');
    expect(await screen.findByText(PARENT_SPACE_MESSAGES.notFound)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Recevoir mon lien' }));
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(mocked.requestParentSpaceLink).not.toHaveBeenCalled();
    await user.type(field('Votre adresse e-mail'), ' claire@exemple.fr ');
    await user.click(screen.getByRole('button', { name: 'Recevoir mon lien' }));
    expect(await screen.findByText(PARENT_SPACE_MESSAGES.linkSent)).toBeInTheDocument();
    expect(mocked.requestParentSpaceLink).toHaveBeenCalledWith({ email: 'claire@exemple.fr', website: '', altcha: ALTCHA_TEST_PAYLOAD });
    expect(screen.queryByText('whatever the server says')).not.toBeInTheDocument();
  });

  it('/mon-espace offers the link form as its own page', async () => {
    renderAt('/mon-espace');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
    expect(field('Votre adresse e-mail')).toHaveAttribute('type', 'email');
  });
});

describe('accepting and paying the balance', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
  });

  it('keeps the token in sessionStorage, pays on a token-less page, and comes back to the space with a success message', async () => {
    const user = userEvent.setup();
    mocked.parentSpace.mockResolvedValueOnce(SENT).mockResolvedValue(ACCEPTED);
    mocked.acceptProposal.mockResolvedValue({ clientSecret: 'demo_secret_9', amount: BALANCE_CENTS, currency: 'eur', provider: 'demo' });
    mocked.confirmDemoPayment.mockResolvedValue({ requestId: 'req-1', isPaymentAuthorized: true, paymentIntentStatus: 'succeeded' });
    mocked.balanceStatus.mockResolvedValue({ isBalancePaid: true, paymentIntentStatus: 'succeeded' });
    renderAt(`/mon-espace/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: PARENT_SPACE_ACTION_LABELS.accept }));
    expect(sessionStorage.getItem(SPACE_TOKEN_KEY)).toBe(TOKEN);
    expect(await screen.findByRole('heading', { name: 'Paiement sécurisé du solde' })).toBeInTheDocument();
    expect(mocked.acceptProposal).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByText('150,00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Payer le solde de 150 €' }));
    expect(mocked.confirmDemoPayment).toHaveBeenCalledWith('demo_secret_9');
    expect(await screen.findByText(/Votre solde est réglé/)).toBeInTheDocument();
    expect(mocked.balanceStatus).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByRole('link', { name: PARENT_SPACE_ACTION_LABELS.calendar })).toBeInTheDocument();
    expect(sessionStorage.getItem(SPACE_TOKEN_KEY)).toBeNull();
  });

  it("shows the server's refusal (a staff payment link: EXTERNAL_PAYMENT) and the way back", async () => {
    sessionStorage.setItem(SPACE_TOKEN_KEY, TOKEN);
    mocked.acceptProposal.mockRejectedValue(new ApiError(PARENT_SPACE_MESSAGES.externalPayment, 409, 'EXTERNAL_PAYMENT'));
    renderAt('/mon-espace/paiement-solde');
    expect(await screen.findByRole('alert')).toHaveTextContent(PARENT_SPACE_MESSAGES.externalPayment);
    expect(screen.getByRole('link', { name: 'Revenir à mon espace' })).toHaveAttribute('href', `/mon-espace/${TOKEN}`);
  });

  it('the return page reads the token from sessionStorage and goes back to the space with the error when the payment failed', async () => {
    sessionStorage.setItem(SPACE_TOKEN_KEY, TOKEN);
    mocked.balanceStatus.mockResolvedValue({ isBalancePaid: false, paymentIntentStatus: 'requires_payment_method' });
    mocked.parentSpace.mockResolvedValue(SENT);
    renderAt('/mon-espace/retour-paiement?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed');
    expect(await screen.findByText(/Le paiement du solde n’a pas abouti/)).toBeInTheDocument();
    expect(mocked.balanceStatus).toHaveBeenCalledWith(TOKEN);
    expect(mocked.parentSpace).toHaveBeenCalledWith(TOKEN);
    expect(sessionStorage.getItem(SPACE_TOKEN_KEY)).toBe(TOKEN);
  });

  it('without a token in this tab, the payment pages offer a new link and call nothing', async () => {
    const { unmount } = renderAt('/mon-espace/retour-paiement?payment_intent_client_secret=pi_1_secret_2');
    expect(screen.getByText(/Nous n'avons pas retrouvé votre espace/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recevoir mon lien' })).toHaveAttribute('href', '/mon-espace');
    unmount();
    renderAt('/mon-espace/paiement-solde');
    expect(screen.getByText(/Nous n'avons pas retrouvé votre espace/)).toBeInTheDocument();
    expect(mocked.balanceStatus).not.toHaveBeenCalled();
    expect(mocked.acceptProposal).not.toHaveBeenCalled();
  });
});

describe('cancel, decline and details', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
  });

  it('cancel: states the CGV outcome from a dry run, confirms, then shows the credit code', async () => {
    const user = userEvent.setup();
    mocked.parentSpace.mockResolvedValueOnce(ACCEPTED).mockResolvedValue(CREDITED);
    mocked.cancelBooking.mockResolvedValueOnce({ ...CREDIT_PREVIEW, refund: { amount: BALANCE_CENTS } }).mockResolvedValueOnce({ ...CREDIT_APPLIED, refund: { amount: BALANCE_CENTS } });
    renderAt(`/mon-espace/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: PARENT_SPACE_ACTION_LABELS.cancel }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la réservation' });
    expect(await within(dialog).findByText(/Vous recevrez un avoir de 30 €/)).toBeInTheDocument();
    expect(within(dialog).getByText('Le solde déjà réglé (150 €) vous sera remboursé.')).toBeInTheDocument();
    expect(mocked.cancelBooking).toHaveBeenNthCalledWith(1, TOKEN, { dryRun: true });
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(mocked.cancelBooking).toHaveBeenNthCalledWith(2, TOKEN, {});
    expect(await screen.findByText('AVOIR-7KQ2-M9XD')).toBeInTheDocument();
    expect(screen.getByText(/Votre réservation est annulée/)).toBeInTheDocument();
    await waitFor(() => expect(mocked.parentSpace).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/Aucune action n'est ouverte/)).toBeInTheDocument();
    expect(screen.getByText('AVOIR-7KQ2-M9XD')).toBeInTheDocument();
  });

  it('cancel at 15 days or less says nothing comes back', async () => {
    const user = userEvent.setup();
    mocked.parentSpace.mockResolvedValue(SENT);
    mocked.cancelBooking.mockResolvedValue({ outcome: 'nothing', credit: null, refund: null, applied: false });
    renderAt(`/mon-espace/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: PARENT_SPACE_ACTION_LABELS.cancel }));
    expect(await screen.findByText(/ne prévoient ni avoir ni remboursement/)).toBeInTheDocument();
  });

  it('decline: states the outcome first, sends the reason, shows the credit; a refusal keeps the dialog open with its message', async () => {
    const user = userEvent.setup();
    mocked.parentSpace.mockResolvedValue(SENT);
    mocked.cancelBooking.mockResolvedValue(CREDIT_PREVIEW);
    mocked.declineProposal.mockRejectedValueOnce(new ApiError(PARENT_SPACE_MESSAGES.actionClosed, 409, 'WRONG_STATUS')).mockResolvedValueOnce(CREDIT_APPLIED);
    renderAt(`/mon-espace/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: PARENT_SPACE_ACTION_LABELS.decline }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la proposition' });
    expect(await within(dialog).findByText(/Vous recevrez un avoir de 30 €/)).toBeInTheDocument();
    expect(mocked.cancelBooking).toHaveBeenCalledWith(TOKEN, { dryRun: true });
    await user.type(within(dialog).getByLabelText('Pourquoi ? (facultatif)'), '  Trop loin de chez nous ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le refus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PARENT_SPACE_MESSAGES.actionClosed);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le refus' }));
    expect(mocked.declineProposal).toHaveBeenLastCalledWith(TOKEN, { reason: 'Trop loin de chez nous' });
    expect(await screen.findByText('AVOIR-7KQ2-M9XD')).toBeInTheDocument();
    expect(screen.getByText(/Vous avez refusé la proposition/)).toBeInTheDocument();
  });

  it('details: checks the limits, then PUTs the number of children and the allergies and shows the new answer', async () => {
    const user = userEvent.setup();
    mocked.parentSpace.mockResolvedValue(SENT);
    mocked.updateDetails.mockResolvedValue({ ...SENT, request: { ...SENT.request, number_of_children: 6, allergies: 'Sans gluten' } });
    renderAt(`/mon-espace/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: PARENT_SPACE_ACTION_LABELS.edit_details }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les détails' });
    const children = within(dialog).getByLabelText(/^Nombre d'enfants/);
    const allergies = within(dialog).getByLabelText('Allergies ou régimes particuliers');
    expect(children).toHaveValue('8');
    expect(allergies).toHaveValue('Arachides');
    expect(within(dialog).getByText('9 / 500 caractères')).toBeInTheDocument();
    await user.clear(children);
    await user.type(children, '9');
    await user.clear(allergies);
    await user.click(allergies);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText("Le nombre d'enfants doit être compris entre 1 et 8.")).toBeInTheDocument();
    expect(within(dialog).getByText('Les allergies ou régimes particuliers tiennent en 500 caractères au plus.')).toBeInTheDocument();
    expect(mocked.updateDetails).not.toHaveBeenCalled();
    await user.clear(children);
    await user.type(children, '6');
    await user.clear(allergies);
    await user.type(allergies, 'Sans gluten');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(mocked.updateDetails).toHaveBeenCalledWith(TOKEN, { number_of_children: 6, allergies: 'Sans gluten' });
    expect(await screen.findByText('Vos modifications sont enregistrées.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Votre demande', hidden: true })).getByText('Sans gluten')).toBeInTheDocument();
  });
});
