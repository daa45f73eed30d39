import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, RecordContextProvider } from 'react-admin';
import { i18nProvider } from '../../i18nProvider';
import { fakeDataProvider } from '../../test/renderInAdmin';
import { RefundButton } from './RefundButton';

function renderButton(record: Record<string, unknown>, refundParentDeposit: jest.Mock) {
  const dataProvider = fakeDataProvider({ getOne: jest.fn(async () => ({ data: record })), refundParentDeposit });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <RefundButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const refundButton = () => screen.getByRole('button', { name: "Rembourser l'acompte" });

describe("the 'Rembourser l'acompte' action", () => {
  it('is closed when the server says the deposit cannot be refunded', () => {
    const refund = jest.fn();
    renderButton({ id: 'r1', status: 'accepted', isPaymentAuthorized: true, can_refund: false }, refund);
    expect(refundButton()).toHaveProperty('disabled', true);
  });

  it('refunds only once the operator confirms, once, and says so', async () => {
    const refund = jest.fn(async () => ({ data: { id: 'r1', can_refund: false } }));
    renderButton({ id: 'r1', status: 'admin_closed', isPaymentAuthorized: true, can_refund: true }, refund);
    const user = userEvent.setup();
    await user.click(refundButton());
    const dialog = await screen.findByRole('dialog', { name: "Rembourser l'acompte" });
    expect(within(dialog).getByText(/le parent est prévenu par e-mail/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refund).not.toHaveBeenCalled();

    await user.click(refundButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText('Acompte remboursé.')).toBeTruthy();
    expect(refund.mock.calls).toEqual([['r1']]);
  });

  it("shows the server's French refusal and keeps the request as it was", async () => {
    const refund = jest.fn(async () => {
      throw new HttpError("L'acompte de cette demande a déjà été remboursé.", 409, { code: 'NOT_REFUNDABLE' });
    });
    renderButton({ id: 'r1', status: 'submitted', isPaymentAuthorized: true, can_refund: true }, refund);
    const user = userEvent.setup();
    await user.click(refundButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText("L'acompte de cette demande a déjà été remboursé.")).toBeTruthy();
    expect(refund).toHaveBeenCalledTimes(1);
  });
});
