import type { MerchantStatus } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { merchantRequest } from '../../test/fixtures';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { MerchantActions } from './MerchantActions';

/** What both routes answer: the artisan's record, as GET /api/admin/merchant-requests/:id. */
const MERCHANT = merchantRequest();
const SENT = 'Un nouveau lien vers son espace est envoyé à boulangerie@example.fr.';
const REVOKED = 'Les liens de Le Fournil vers son espace et son agenda ne fonctionnent plus.';

function renderActions(status: MerchantStatus, overrides: Parameters<typeof fakeDataProvider>[0] = {}) {
  const dataProvider = fakeDataProvider({
    sendMerchantSpaceLink: jest.fn(async () => MERCHANT),
    revokeMerchantSpaceLinks: jest.fn(async () => ({ ...MERCHANT, space_link_sent_at: null })),
    ...overrides,
  });
  renderOnRecord(<MerchantActions />, { resource: 'merchants', record: { id: 'm1', status, establishment_name: 'Le Fournil' }, dataProvider });
  return dataProvider;
}
const button = (name: string) => screen.getByRole('button', { name });

describe("an artisan's space links", () => {
  it.each<MerchantStatus>(['pending_validation', 'rejected'])('are closed for an application %s', (status) => {
    renderActions(status);
    expect(button('Envoyer le lien de son espace')).toHaveProperty('disabled', true);
    expect(button('Révoquer ses liens')).toHaveProperty('disabled', true);
  });

  it("« Envoyer le lien de son espace » sends a new link to an active artisan and says to which address", async () => {
    const dataProvider = renderActions('active');
    await userEvent.click(button('Envoyer le lien de son espace'));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect((dataProvider.sendMerchantSpaceLink as jest.Mock).mock.calls).toEqual([['m1']]);
    expect(dataProvider.revokeMerchantSpaceLinks).not.toHaveBeenCalled();
  });

  it('« Révoquer ses liens » revokes them only once confirmed', async () => {
    const dataProvider = renderActions('active');
    const user = userEvent.setup();
    await user.click(button('Révoquer ses liens'));
    const dialog = await screen.findByRole('dialog', { name: 'Révoquer les liens de Le Fournil' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.revokeMerchantSpaceLinks).not.toHaveBeenCalled();

    await user.click(button('Révoquer ses liens'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Révoquer ses liens' }));
    expect(await screen.findByText(REVOKED)).toBeTruthy();
    expect((dataProvider.revokeMerchantSpaceLinks as jest.Mock).mock.calls).toEqual([['m1']]);
  });

  it("shows the server's French refusal", async () => {
    const refusal = "Cet artisan n'est pas validé : on ne peut pas lui envoyer de lien.";
    renderActions('active', { sendMerchantSpaceLink: jest.fn(async () => Promise.reject(new HttpError(refusal, 409, { message: refusal }))) });
    await userEvent.click(button('Envoyer le lien de son espace'));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
