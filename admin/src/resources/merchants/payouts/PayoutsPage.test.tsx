import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../../api/dataProvider';
import { i18nProvider } from '../../../i18nProvider';
import { fakeDataProvider } from '../../../test/renderInAdmin';
import { PayoutsPage } from './PayoutsPage';
import { previousMonth } from './payoutPeriod';
import type { PayoutBatchDetailResponse, PayoutBatchResponse, PayoutOwedResponse } from '@ptits-mitrons/api-types';

const OWED: PayoutOwedResponse = {
  from: '2026-10-01',
  to: '2026-10-31',
  total_cents: 27500,
  artisans: [
    {
      merchant_request_id: 'm-fournil',
      establishment_name: 'Le Fournil de Bellecour',
      payout_ready: true,
      missing: [],
      total_cents: 17500,
      lines: [
        { kind: 'workshop', proposal_id: 'p1', parent_request_id: 'r1', workshop_at: '2026-10-10T12:00:00.000Z', child_firstname: 'Léo', amount_cents: 12000 },
        { kind: 'workshop', proposal_id: 'p2', parent_request_id: 'r2', workshop_at: '2026-10-17T13:30:00.000Z', child_firstname: 'Zoé', amount_cents: 12000 },
        { kind: 'refund_debt', proposal_id: 'p0', parent_request_id: 'r0', workshop_at: '2026-09-12T12:00:00.000Z', child_firstname: 'Noé', amount_cents: -6500 },
      ],
    },
    {
      merchant_request_id: 'm-mie',
      establishment_name: 'La Mie Dorée',
      payout_ready: false,
      missing: ['IBAN', 'numéro SIRET'],
      total_cents: 10000,
      lines: [{ kind: 'workshop', proposal_id: 'p3', parent_request_id: 'r3', workshop_at: '2026-10-24T08:00:00.000Z', child_firstname: 'Inès', amount_cents: 10000 }],
    },
  ],
};

const batch = (id: string, status: PayoutBatchResponse['status'], overrides: Partial<PayoutBatchResponse> = {}): PayoutBatchResponse => ({
  id,
  reference: `VIR-${id}`,
  period_start: '2026-09-01',
  period_end: '2026-09-30',
  status,
  status_label: status === 'sent' ? 'Envoyé à la banque' : 'Fichier généré',
  total_cents: 17500,
  artisans_count: 1,
  lines_count: 3,
  created_at: '2026-10-02T08:00:00.000Z',
  sent_at: status === 'sent' ? '2026-10-03T08:00:00.000Z' : null,
  ...overrides,
});

function renderPage(overrides: Partial<BackOfficeDataProvider> = {}) {
  const dataProvider = fakeDataProvider({
    payoutsOwed: jest.fn(async () => OWED),
    payoutBatches: jest.fn(async () => []),
    createPayoutBatch: jest.fn(async () => batch('b-new', 'generated', { period_start: OWED.from, period_end: OWED.to })),
    markPayoutBatchSent: jest.fn(async (id: string) => batch(id, 'sent')),
    cancelPayoutBatch: jest.fn(async (id: string) => batch(id, 'cancelled')),
    ...overrides,
  });
  render(
    <MemoryRouter initialEntries={['/merchants/payouts']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <PayoutsPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('« Paiements artisans »', () => {
  it("asks for the previous month's workshops on « Afficher » and shows each artisan's workshops, a missing detail, the totals", async () => {
    const dataProvider = renderPage();
    const { from, to } = previousMonth();
    expect(screen.getByLabelText('Du')).toHaveProperty('value', from);
    expect(screen.getByLabelText('Au')).toHaveProperty('value', to);
    expect(dataProvider.payoutsOwed).not.toHaveBeenCalled();

    await userEvent.click(button('Afficher'));
    const fournil = await screen.findByTestId('owed-m-fournil');
    expect((dataProvider.payoutsOwed as jest.Mock).mock.calls).toEqual([[from, to]]);
    expect(within(fournil).getByText('Coordonnées complètes')).toBeTruthy();
    expect(within(fournil).getByText('Total : 175,00 €')).toBeTruthy();
    const rows = within(within(fournil).getByRole('table', { name: 'Le Fournil de Bellecour' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      "Date de l'atelierEnfantMontant",
      '10/10/2026 14:00Léo120,00 €',
      '17/10/2026 15:30Zoé120,00 €',
      '12/09/2026 14:00Noé · Reprise (atelier remboursé)-65,00 €',
    ]);
    const mie = screen.getByTestId('owed-m-mie');
    expect(within(mie).getByText('Coordonnées incomplètes')).toBeTruthy();
    expect(within(mie).getByText(/Il manque : IBAN, numéro SIRET\./)).toBeTruthy();
    expect(screen.getByTestId('payouts-grand-total').textContent).toBe('Total dû : 275,00 €');
  });

  it('refuses a reversed period before asking the server', async () => {
    const dataProvider = renderPage();
    const user = userEvent.setup();
    const from = screen.getByLabelText('Du');
    await user.clear(from);
    await user.type(from, '2026-11-30');
    await user.clear(screen.getByLabelText('Au'));
    await user.type(screen.getByLabelText('Au'), '2026-11-01');
    expect(screen.getByText(/la première avant la seconde/)).toBeTruthy();
    expect(button('Afficher')).toHaveProperty('disabled', true);
    expect(dataProvider.payoutsOwed).not.toHaveBeenCalled();
  });

  it('generates the transfer file only once confirmed, then shows the new batch opened on its artisans', async () => {
    const detail: PayoutBatchDetailResponse = {
      ...batch('b-new', 'generated', { period_start: OWED.from, period_end: OWED.to }),
      artisans: [{ ...OWED.artisans[0], statement_id: 'st-1', statement_number: 'RA-2026-0001' }],
    };
    let generated = false;
    const dataProvider = renderPage({
      payoutBatches: jest.fn(async () => (generated ? [detail] : [])),
      createPayoutBatch: jest.fn(async () => {
        generated = true;
        return detail;
      }),
      payoutBatch: jest.fn(async () => detail),
    });
    const user = userEvent.setup();
    await user.click(button('Afficher'));
    await screen.findByTestId('owed-m-fournil');

    await user.click(button('Générer le fichier de virement'));
    const dialog = await screen.findByRole('dialog', { name: 'Générer le fichier de virement' });
    expect(dialog.textContent).toContain("pour l'artisan aux coordonnées complètes, pour 175,00 € (ateliers du 01/10/2026 au 31/10/2026)");
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.createPayoutBatch).not.toHaveBeenCalled();

    await user.click(button('Générer le fichier de virement'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Générer le fichier' }));
    expect(await screen.findByText('Fichier de virement VIR-b-new généré : 175,00 €.')).toBeTruthy();
    expect((dataProvider.createPayoutBatch as jest.Mock).mock.calls).toEqual([['2026-10-01', '2026-10-31']]);
    const card = await screen.findByTestId('batch-b-new');
    expect(await within(card).findByRole('button', { name: 'Relevé (PDF) de Le Fournil de Bellecour' })).toBeTruthy();
    expect((dataProvider.payoutBatch as jest.Mock).mock.calls).toEqual([['b-new']]);
  });

  it('closes « Générer le fichier de virement » while no artisan can be paid', async () => {
    renderPage({ payoutsOwed: jest.fn(async () => ({ ...OWED, total_cents: 10000, artisans: [OWED.artisans[1]] })) });
    await userEvent.click(button('Afficher'));
    await screen.findByTestId('owed-m-mie');
    expect(button('Générer le fichier de virement')).toHaveProperty('disabled', true);
  });

  it("shows the server's French refusal when there is nothing to pay", async () => {
    const refusal = 'Aucun atelier à payer pour cette période.';
    renderPage({ createPayoutBatch: jest.fn(async () => Promise.reject(new HttpError(refusal, 409, { message: refusal }))) });
    const user = userEvent.setup();
    await user.click(button('Afficher'));
    await screen.findByTestId('owed-m-fournil');
    await user.click(button('Générer le fichier de virement'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Générer le fichier' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('offers « Marquer comme envoyé » only on a generated batch, and marks it once confirmed', async () => {
    const dataProvider = renderPage({ payoutBatches: jest.fn(async () => [batch('b2', 'generated'), batch('b1', 'sent')]) });
    const generated = await screen.findByTestId('batch-b2');
    const sent = screen.getByTestId('batch-b1');
    expect(within(generated).getByText('Fichier généré')).toBeTruthy();
    expect(within(sent).getByText('Envoyé à la banque')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: 'Marquer comme envoyé' })).toBeNull();
    expect(within(sent).getByRole('button', { name: 'Télécharger le fichier SEPA' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(generated).getByRole('button', { name: 'Marquer comme envoyé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer le fichier VIR-b2 comme envoyé' });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer comme envoyé' }));
    expect(await screen.findByText('Fichier VIR-b2 marqué comme envoyé à la banque.')).toBeTruthy();
    expect((dataProvider.markPayoutBatchSent as jest.Mock).mock.calls).toEqual([['b2']]);
  });

  it('offers « Annuler le fichier » only on a generated batch, and voids it once confirmed', async () => {
    const dataProvider = renderPage({ payoutBatches: jest.fn(async () => [batch('b3', 'generated'), batch('b1', 'sent'), batch('b0', 'cancelled')]) });
    const generated = await screen.findByTestId('batch-b3');
    expect(within(screen.getByTestId('batch-b1')).queryByRole('button', { name: 'Annuler le fichier' })).toBeNull();
    expect(within(screen.getByTestId('batch-b0')).getByText('Annulé')).toBeTruthy();
    expect(within(screen.getByTestId('batch-b0')).queryByRole('button', { name: 'Annuler le fichier' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(generated).getByRole('button', { name: 'Annuler le fichier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le fichier VIR-b3' });
    expect(within(dialog).getByText(/ses ateliers redeviennent dus/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le fichier' }));
    expect(await screen.findByText('Fichier VIR-b3 annulé : ses ateliers sont de nouveau dus.')).toBeTruthy();
    expect((dataProvider.cancelPayoutBatch as jest.Mock).mock.calls).toEqual([['b3']]);
  });

  it('downloads the SEPA file through the API client and saves it under its name', async () => {
    const blob = new Blob(['<Document/>'], { type: 'application/xml' });
    const createObjectURL = jest.fn(() => 'blob:sepa');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const dataProvider = renderPage({
      payoutBatches: jest.fn(async () => [batch('b2', 'generated')]),
      payoutBatchSepaFile: jest.fn(async () => ({ blob, filename: 'VIR-b2.xml' })),
    });
    await userEvent.click(within(await screen.findByTestId('batch-b2')).getByRole('button', { name: 'Télécharger le fichier SEPA' }));
    await waitFor(() => expect(clicked).toEqual(['VIR-b2.xml']));
    expect((dataProvider.payoutBatchSepaFile as jest.Mock).mock.calls).toEqual([['b2']]);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    click.mockRestore();
  });
});
