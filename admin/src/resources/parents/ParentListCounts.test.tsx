import { COUNT_LIMIT } from '@ptits-mitrons/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../i18nProvider';
import { ParentList } from './ParentList';
import { fakeDataProvider } from '../../test/renderInAdmin';

const REQUEST = {
  id: 'r1',
  parent_firstname: 'Anne',
  parent_lastname: 'Martin',
  child_firstname: 'Léo',
  child_age: 7,
  target_city_id: { id: 'c1', nom: 'Lyon', code_postal: '69003' },
  desired_date: '2026-12-12',
  number_of_children: 8,
  merchant_type: 'boulanger',
  badges: [],
  status: 'submitted',
  status_label: 'En attente de traitement',
  isPaymentAuthorized: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The API's answers for a search with more matches than it counts: the limit plus one, on the page and in a tab. */
function renderList(total: number) {
  const getList = jest.fn(async (_resource: string, _params: { filter: { q?: string } }) => ({ data: Array.from({ length: 25 }, (_, i) => ({ ...REQUEST, id: `r${i}` })), total }));
  const dataProvider = fakeDataProvider({
    getList,
    parentRequestCounts: jest.fn(async () => ({ deposit_paid: total, awaiting_balance: 3, settled: 0, refused: 0, archive: 0 })),
  });
  render(
    <MemoryRouter initialEntries={['/parents']}>
      {/* A store of its own: the list keeps its search there, and the previous test typed one. */}
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="parents">
          <Routes>
            <Route path="/parents" element={<ParentList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

describe('the parent request list at its count limit', () => {
  it('says « plus de » when the API stopped counting a search, on the page range and on the tab', async () => {
    renderList(COUNT_LIMIT + 1);
    await userEvent.type(await screen.findByPlaceholderText('Rechercher'), 'zoé');
    expect(await screen.findByText(`1-25 sur plus de ${COUNT_LIMIT}`)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: `Acompte payé (plus de ${COUNT_LIMIT})` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Demande en attente du solde (3)' })).toBeTruthy();
  });

  it('shows counts without a search as they are, however large', async () => {
    renderList(5000);
    expect(await screen.findByText('1-25 sur 5000')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: `Acompte payé (${new Intl.NumberFormat('fr-FR').format(5000)})` })).toBeTruthy();
  });

  it('shows a search total at the limit as exact', async () => {
    renderList(COUNT_LIMIT);
    await userEvent.type(await screen.findByPlaceholderText('Rechercher'), 'zoé');
    expect(await screen.findByText(`1-25 sur ${COUNT_LIMIT}`)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: `Acompte payé (${COUNT_LIMIT})` })).toBeTruthy();
  });

  it('asks for three letters instead of sending a shorter search', async () => {
    const getList = renderList(2);
    const search = await screen.findByPlaceholderText('Rechercher');
    await userEvent.type(search, 'ab');
    expect(await screen.findByText('La recherche doit compter au moins 3 lettres ou chiffres.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(getList.mock.calls.some(([, params]) => params.filter.q !== undefined)).toBe(false);
    await userEvent.type(search, 'c');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('parents', expect.objectContaining({ filter: expect.objectContaining({ q: 'abc' }) })));
  });
});
