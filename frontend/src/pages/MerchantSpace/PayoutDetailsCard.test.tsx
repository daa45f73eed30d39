import { DAC7_DETAIL_LABELS, PAYOUT_DETAILS_MESSAGES as M } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '../../api/client';
import { field, fill, renderWithApp } from '../../test-utils';
import { PayoutDetailsCard } from './PayoutDetailsCard';
import type { PayoutDetailsResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { payoutDetails: jest.fn(), updatePayoutDetails: jest.fn() },
}));
const mocked = api as jest.Mocked<typeof api>;
const TOKEN = 'mtok_Abc-123';

const saved = (): PayoutDetailsResponse => ({
  details: {
    seller_type: 'individual',
    seller_type_label: 'Entrepreneur individuel',
    legal_name: 'Jeanne Martin',
    siret: '73282932000074',
    vat_number: null,
    first_name: 'Jeanne',
    last_name: 'Martin',
    birth_date: null,
    tax_id_masked: '••••••••••123',
    address_line: '3 rue des Forges',
    postal_code: '21000',
    city: 'Dijon',
    country: 'FR',
    iban_masked: 'FR76 •••• •••• •••• •••• •••0 189',
    bic: null,
    account_holder: 'Jeanne Martin',
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  missing: { payout: [], dac7: [DAC7_DETAIL_LABELS.birthDate] },
});

const card = () => within(screen.getByRole('region', { name: 'Coordonnées de paiement' }));

describe('the payout details card', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the saved details masked and what the yearly report still lacks', async () => {
    mocked.payoutDetails.mockResolvedValue(saved());
    renderWithApp(<PayoutDetailsCard token={TOKEN} />);
    expect(await card().findByText('FR76 •••• •••• •••• •••• •••0 189')).toBeInTheDocument();
    expect(mocked.payoutDetails).toHaveBeenCalledWith(TOKEN);
    expect(card().getByText('••••••••••123')).toBeInTheDocument();
    expect(card().getByText(/déclaration annuelle/)).toBeInTheDocument();
    expect(card().getAllByRole('listitem').map((item) => item.textContent)).toEqual([DAC7_DETAIL_LABELS.birthDate]);
  });

  it('refuses a bad SIRET and IBAN before sending, shows the server’s refusal by field, then the saved values', async () => {
    const user = userEvent.setup();
    mocked.payoutDetails.mockResolvedValue({ details: null, missing: { payout: ['IBAN'], dac7: [DAC7_DETAIL_LABELS.details] } });
    renderWithApp(<PayoutDetailsCard token={TOKEN} />);
    await user.click(await card().findByRole('button', { name: 'Saisir mes coordonnées' }));
    // The form's code loads on the first opening.
    await screen.findByRole('button', { name: 'Enregistrer mes coordonnées' });
    await fill(user, 'Raison sociale ou nom', 'Boulangerie du Parc');
    await fill(user, 'SIRET', '73282932000075');
    await fill(user, 'Adresse', '3 rue des Forges');
    await fill(user, 'Code postal', '21000');
    await fill(user, 'Ville', 'Dijon');
    await fill(user, 'IBAN', 'FR76 3000 6000 0112 3456 7890 188');
    await fill(user, 'Titulaire du compte', 'Boulangerie du Parc');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await screen.findByText(M.siret)).toBeInTheDocument();
    expect(screen.getByText(M.iban)).toBeInTheDocument();
    expect(mocked.updatePayoutDetails).not.toHaveBeenCalled();

    await user.clear(field('SIRET'));
    await fill(user, 'SIRET', '732 829 320 00074');
    await user.clear(field('IBAN'));
    await fill(user, 'IBAN', 'FR76 3000 6000 0112 3456 7890 189');
    // The server has the last word (here on the VAT number).
    mocked.updatePayoutDetails.mockRejectedValueOnce(new ApiError(M.vatNotSiren, 400, undefined, [{ field: 'vat_number', message: M.vatNotSiren }]));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await screen.findByText(M.vatNotSiren)).toBeInTheDocument();
    expect(mocked.updatePayoutDetails).toHaveBeenCalledWith(
      TOKEN,
      expect.objectContaining({ seller_type: 'company', siret: '732 829 320 00074', iban: 'FR76 3000 6000 0112 3456 7890 189', first_name: null, tax_id: null }),
    );

    mocked.updatePayoutDetails.mockResolvedValueOnce({ ...saved(), missing: { payout: [], dac7: [] } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    await waitFor(() => expect(card().getByText('FR76 •••• •••• •••• •••• •••0 189')).toBeInTheDocument());
    expect(card().getByText('Vos coordonnées sont complètes.')).toBeInTheDocument();
  });
});
