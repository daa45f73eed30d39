import type { MerchantStatus } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { MerchantActions } from './MerchantActions';
import type { MerchantRequestResponse } from '@ptits-mitrons/api-types';

/** What both routes answer: the artisan's record, as GET /api/admin/merchant-requests/:id. */
const MERCHANT: MerchantRequestResponse = {
  _id: 'm1',
  id: 'm1',
  establishment_name: 'Le Fournil',
  activity_sector_id: { _id: 's1', nom: 'Boulangerie' },
  address: '3 rue de la Paix',
  city_id: { _id: 'c1', nom: 'Lyon', code_postal: '69001' },
  manager_firstname: 'Lucie',
  manager_lastname: 'Martin',
  email: 'boulangerie@example.fr',
  phone: '0612345678',
  description: null,
  capacity: 60,
  max_children: 8,
  available_days: ['Samedi'],
  available_hours: ['10:00'],
  days_off: [],
  space_link_sent_at: '2026-11-20T09:00:00.000Z',
  status: 'active',
  status_label: 'Validé',
  status_severity: 'success',
  rejectionReason: null,
  terms_accepted_at: null,
  cgu_version: null,
  artisan_terms_version: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
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
