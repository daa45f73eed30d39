import { MATCHING_MESSAGES, candidateReason } from '@ptits-mitrons/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18nProvider';
import { installFakeFetch, type FakeResponse, type RecordedCall } from '../../test/fakeFetch';
import { CandidatesPage } from './CandidatesPage';
import type { CandidateResponse } from '@ptits-mitrons/api-types';

const REQUEST = {
  _id: 'r1',
  id: 'r1',
  status: 'submitted',
  isPaymentAuthorized: true,
  proposal: null,
  parent_firstname: 'Julie',
  parent_lastname: 'Moreau',
  child_firstname: 'Léo',
  number_of_children: 10,
  desired_date: '2026-12-05',
  merchant_type: 'boulanger',
  target_city_id: { _id: 'c1', id: 'c1', nom: 'Lyon', code_postal: '69003' },
};

const candidate = (merchantId: string, establishment_name: string, distanceKm: number, recentWorkshops: number): CandidateResponse => ({
  merchantId,
  establishment_name,
  address: '1 rue du Four',
  city_label: 'Lyon (69003)',
  sector: 'Boulangerie',
  distanceKm,
  max_children: 12,
  recentWorkshops,
  eligible: true,
  reasons: [candidateReason('distance', { km: String(distanceKm).replace('.', ',') }), candidateReason('recent_workshops', { count: recentWorkshops })],
});
const FOURNIL = candidate('m-fournil', 'Le Fournil de Bellecour', 4.2, 0);
const MIE = candidate('m-mie', 'La Mie Dorée', 7.85, 2);
const FAR: CandidateResponse = {
  ...candidate('m-far', 'Boulangerie du Beaujolais', 32.4, 0),
  eligible: false,
  reasons: [candidateReason('too_far', { radius: '15' }), candidateReason('too_few_children', { max: 6, children: 10 })],
};

const isCandidates = (call: RecordedCall) => call.url.startsWith('/api/admin/parent-requests/r1/candidates');

function renderPage(candidatesAnswer: (call: RecordedCall) => FakeResponse = (call) => ({
  body: new URL(call.url, 'http://localhost').searchParams.get('includeExcluded') === 'true' ? [FOURNIL, MIE, FAR] : [FOURNIL, MIE],
})) {
  const api = installFakeFetch();
  api.route((call) => (call.url === '/api/admin/parent-requests/r1' ? { body: REQUEST } : undefined));
  api.route((call) => (isCandidates(call) ? candidatesAnswer(call) : undefined));
  api.route((call) => (call.method === 'POST' && call.url === '/api/admin/parent-requests/r1/offers' ? { status: 201, body: [] } : undefined));
  render(
    <MemoryRouter initialEntries={['/parents/r1/artisans']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="parents">
          <Routes>
            <Route path="/parents/:id/artisans" element={<CandidatesPage />} />
            <Route path="/parents/:id/show" element={<p>Page de la demande</p>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

const candidatesCalls = (api: ReturnType<typeof installFakeFetch>) => api.calls.filter(isCandidates).map((call) => new URL(call.url, 'http://localhost').searchParams);
const row = (merchantId: string) => screen.getByTestId(`candidate-${merchantId}`);

beforeEach(() => localStorage.clear());

describe('« Trouver un artisan »', () => {
  it('asks for the desired day at 14:00 Paris within 15 km, and lists the ranked candidates with distance and reasons', async () => {
    const api = renderPage();
    await screen.findByText('Le Fournil de Bellecour');
    expect(screen.getByLabelText("Date et heure de l'atelier")).toHaveProperty('value', '2026-12-05T14:00');
    expect(screen.getByLabelText('Rayon (km)')).toHaveProperty('value', '15');
    const [query] = candidatesCalls(api);
    expect(Object.fromEntries(query)).toEqual({ radiusKm: '15', date: '2026-12-05T13:00:00.000Z', includeExcluded: 'false' });

    const rows = screen.getAllByTestId(/^candidate-m-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['candidate-m-fournil', 'candidate-m-mie']);
    expect(within(row('m-fournil')).getByTestId('candidate-distance').textContent).toBe('4,2 km');
    expect(within(row('m-mie')).getByTestId('candidate-distance').textContent).toBe('7,9 km');
    expect(within(row('m-mie')).getByText('2 atelier(s) ces 30 derniers jours')).toBeTruthy();
    expect(within(row('m-fournil')).getByText('À 4,2 km')).toBeTruthy();
  });

  it('numbers the artisans in the order they are chosen, reorders them, and sends the offer in that order', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Le Fournil de Bellecour');
    const send = screen.getByRole('button', { name: "Envoyer l'offre" });
    expect(send).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'Choisir La Mie Dorée' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choisir Le Fournil de Bellecour' }));
    expect(within(row('m-mie')).getByTestId('candidate-order').textContent).toBe('1');
    expect(within(row('m-fournil')).getByTestId('candidate-order').textContent).toBe('2');
    expect(within(screen.getByTestId('offer-order')).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 12))).toEqual(['1. La Mie Do', '2. Le Fourni']);

    await user.click(screen.getByRole('button', { name: 'Monter Le Fournil de Bellecour' }));
    expect(within(row('m-fournil')).getByTestId('candidate-order').textContent).toBe('1');
    expect(within(row('m-mie')).getByTestId('candidate-order').textContent).toBe('2');

    await user.click(send);
    await screen.findByText('Page de la demande');
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe('/api/admin/parent-requests/r1/offers');
    expect(posts[0].body).toEqual({ merchantIds: ['m-fournil', 'm-mie'], date: '2026-12-05T13:00:00.000Z' });
    expect(await screen.findByText(/Offre envoyée à Le Fournil de Bellecour/)).toBeTruthy();
  });

  it('lists the excluded artisans greyed with their reasons, without a checkbox, once staff widen the filter', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Le Fournil de Bellecour');
    expect(screen.queryByText('Boulangerie du Beaujolais')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Afficher aussi les artisans exclus' }));
    await screen.findByText('Boulangerie du Beaujolais');
    expect(candidatesCalls(api).at(-1)!.get('includeExcluded')).toBe('true');
    const excluded = row('m-far');
    expect(excluded.getAttribute('data-eligible')).toBe('false');
    expect(within(excluded).queryByRole('checkbox')).toBeNull();
    expect(within(excluded).getByText('Au-delà du rayon de 15 km')).toBeTruthy();
    expect(within(excluded).getByText("Nombre d'enfants maximum (6) inférieur aux 10 enfants")).toBeTruthy();
  });

  it('asks again with the new date and radius, and refuses a radius out of bounds without asking', async () => {
    const api = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Le Fournil de Bellecour');
    const radius = screen.getByLabelText('Rayon (km)');
    await user.clear(radius);
    await user.type(radius, '500');
    expect(await screen.findByText(MATCHING_MESSAGES.radiusInvalid)).toBeTruthy();
    expect(candidatesCalls(api).every((query) => query.get('radiusKm') !== '500')).toBe(true);
    await user.clear(radius);
    await user.type(radius, '25');
    await waitFor(() => expect(candidatesCalls(api).at(-1)!.get('radiusKm')).toBe('25'));
  });

  it("shows the server's French refusal when the request does not wait for an artisan", async () => {
    renderPage(() => ({ status: 409, body: { statusCode: 409, message: MATCHING_MESSAGES.notPaid } }));
    expect(await screen.findByText(MATCHING_MESSAGES.notPaid)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Envoyer l'offre" })).toHaveProperty('disabled', true);
  });
});
