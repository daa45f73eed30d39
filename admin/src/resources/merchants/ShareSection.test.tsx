import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { ShareSection } from './ShareSection';
import type { MerchantShareHistoryResponse } from '@ptits-mitrons/api-types';

const HISTORY: MerchantShareHistoryResponse = {
  current_share_cents: 13000,
  default_share_cents: 12000,
  history: [{ id: 'h1', share_cents: 13000, effective_from: '2026-10-01', actor: 'ops@example.fr', created_at: '2026-10-01T08:30:00.000Z' }],
};

function renderShare(overrides: Partial<BackOfficeDataProvider> = {}) {
  const dataProvider = fakeDataProvider({
    merchantShares: jest.fn(async () => HISTORY),
    setMerchantShare: jest.fn(async (_id, cents: number) => ({ ...HISTORY, current_share_cents: cents })),
    ...overrides,
  });
  renderOnRecord(<ShareSection />, { resource: 'merchants', record: { id: 'm1', status: 'active', establishment_name: 'Le Fournil' }, dataProvider });
  return dataProvider;
}

const input = () => screen.getByLabelText('Nouvelle part (€)');
const save = () => screen.getByRole('button', { name: 'Enregistrer la part' });

describe("an artisan's share per workshop", () => {
  it('shows the current share, the default and who changed it when', async () => {
    const dataProvider = renderShare();
    expect(await screen.findByText('130,00 €', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Part par défaut : 120,00 €')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Historique' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DateMontantPar', '01/10/2026 10:30130,00 €ops@example.fr']);
    expect((dataProvider.merchantShares as jest.Mock).mock.calls).toEqual([['m1']]);
  });

  it('refuses, in French and without calling the server, what is not an amount between 0 and the workshop price', async () => {
    const dataProvider = renderShare();
    const user = userEvent.setup();
    await screen.findByText('Part par défaut : 120,00 €');
    await user.click(save());
    expect(screen.getByText('Indiquez un montant en euros.')).toBeTruthy();
    await user.type(input(), '12,345');
    await user.click(save());
    expect(screen.getByText(/avec au plus deux décimales/)).toBeTruthy();
    await user.clear(input());
    await user.type(input(), '-5');
    await user.click(save());
    expect(screen.getByText(/avec au plus deux décimales/)).toBeTruthy();
    await user.clear(input());
    await user.type(input(), '180,01');
    await user.click(save());
    expect(screen.getByText('La part doit être comprise entre 0 et 180,00 €.')).toBeTruthy();
    expect(dataProvider.setMerchantShare).not.toHaveBeenCalled();
  });

  it('sends the share in cents and says it is saved', async () => {
    const dataProvider = renderShare();
    const user = userEvent.setup();
    await screen.findByText('Part par défaut : 120,00 €');
    await user.type(input(), '125,5');
    await user.click(save());
    expect(await screen.findByText('Part enregistrée : 125,50 € par atelier.')).toBeTruthy();
    expect((dataProvider.setMerchantShare as jest.Mock).mock.calls).toEqual([['m1', 12550]]);
    expect(input()).toHaveProperty('value', '');
  });

  it("shows the server's French refusal", async () => {
    const refusal = 'La part ne peut pas dépasser le prix de l’atelier.';
    renderShare({ setMerchantShare: jest.fn(async () => Promise.reject(new HttpError(refusal, 400, { message: refusal }))) });
    const user = userEvent.setup();
    await screen.findByText('Part par défaut : 120,00 €');
    await user.type(input(), '0');
    await user.click(save());
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
