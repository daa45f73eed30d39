import { OFFER_STATUS_LABELS } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { OffersSection } from './OffersSection';
import type { OfferResponse } from '@ptits-mitrons/api-types';

const offer = (id: string, rank: number, status: OfferResponse['status'], extra: Partial<OfferResponse> = {}): OfferResponse => ({
  id,
  merchantId: `m-${id}`,
  establishment_name: `Artisan ${rank}`,
  rank,
  status,
  status_label: OFFER_STATUS_LABELS[status],
  date: '2026-12-05T13:00:00.000Z',
  sentAt: null,
  expiresAt: null,
  respondedAt: null,
  declineReason: null,
  ...extra,
});
const QUEUE = [
  offer('o1', 1, 'declined', { sentAt: '2026-11-20T09:00:00.000Z', respondedAt: '2026-11-20T18:30:00.000Z', declineReason: 'Fermé pour congés' }),
  offer('o2', 2, 'pending', { sentAt: '2026-11-20T18:30:00.000Z', expiresAt: '2026-11-22T18:30:00.000Z' }),
  offer('o3', 3, 'queued'),
];

function renderSection(withdrawOffer = jest.fn(async () => QUEUE)) {
  const parentRequestOffers = jest.fn(async () => QUEUE);
  renderOnRecord(<OffersSection />, { resource: 'parents', record: { id: 'r1' }, dataProvider: fakeDataProvider({ parentRequestOffers, withdrawOffer }) });
  return { parentRequestOffers, withdrawOffer };
}

describe('« Offres aux artisans »', () => {
  it('shows the queue with each offer’s rank, artisan, status, deadline, answer and decline reason', async () => {
    const { parentRequestOffers } = renderSection();
    const declined = await screen.findByTestId('offer-o1');
    expect(parentRequestOffers).toHaveBeenCalledWith('r1');
    expect(within(declined).getByText('Refusée')).toBeTruthy();
    expect(within(declined).getByText('Fermé pour congés')).toBeTruthy();
    expect(within(declined).getByText('20/11/2026 19:30')).toBeTruthy();
    expect(within(screen.getByTestId('offer-o2')).getByText('En attente de réponse')).toBeTruthy();
    expect(within(screen.getByTestId('offer-o2')).getByText('22/11/2026 19:30')).toBeTruthy();
    expect(within(screen.getByTestId('offer-o3')).getByText('En file d’attente')).toBeTruthy();
    expect(within(declined).getByRole('link', { name: 'Artisan 1' }).getAttribute('href')).toMatch(/\/merchants\/m-o1\/show$/);
  });

  it('offers « Retirer » on queued and pending offers only, and withdraws once confirmed', async () => {
    const { withdrawOffer } = renderSection();
    await screen.findByTestId('offer-o1');
    expect(within(screen.getByTestId('offer-o1')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('offer-o3')).getByRole('button', { name: "Retirer l'offre à Artisan 3" })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('offer-o2')).getByRole('button', { name: "Retirer l'offre à Artisan 2" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Retirer l'offre faite à Artisan 2 \?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawOffer).not.toHaveBeenCalled();

    await user.click(within(screen.getByTestId('offer-o2')).getByRole('button', { name: "Retirer l'offre à Artisan 2" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Offre retirée.')).toBeTruthy();
    expect(withdrawOffer.mock.calls).toEqual([['r1', 'o2']]);
  });

  it('says when no offer was made', async () => {
    renderOnRecord(<OffersSection />, { resource: 'parents', record: { id: 'r1' }, dataProvider: fakeDataProvider({ parentRequestOffers: jest.fn(async () => []) }) });
    expect(await screen.findByText('Aucune offre envoyée aux artisans.')).toBeTruthy();
  });
});
