import { render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../i18nProvider';
import { ParentList } from './ParentList';
import { ParentShow } from './ParentShow';
import { fakeDataProvider } from '../../test/renderInAdmin';

const REQUEST = {
  id: 'r1',
  _id: 'r1',
  parent_firstname: 'Anne',
  parent_lastname: 'Martin',
  parent_email: 'anne@exemple.fr',
  parent_phone: '0612345678',
  child_firstname: 'Léo',
  child_age: 7,
  target_address: '3 rue de la Paix',
  target_city_id: { _id: 'c1', id: 'c1', nom: 'Lyon', code_postal: '69003' },
  desired_date: '2026-12-12',
  number_of_children: 8,
  merchant_type: 'boulanger',
  allergies: 'Arachides (Léo)\nSans gluten pour un invité',
  badges: ['balance_paid_online', 'cancelled_by_parent', 'credit_issued'],
  status: 'admin_closed',
  status_label: 'Archivée',
  isPaymentAuthorized: true,
  payment_state: 'paid',
  payment_state_label: 'Acompte payé',
  can_refund: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  proposal: null,
  proposals: [],
};
const WITHOUT_BADGES = { ...REQUEST, id: 'r2', _id: 'r2', parent_firstname: 'Paul', badges: [], allergies: null, status: 'submitted', status_label: 'En attente de traitement' };

const AUDIT = [
  { id: 'a1', entity_id: 'r1', createdAt: '2026-11-02T10:00:00.000Z', action: 'reject', actor_label: 'public', status_before: 'proposal_sent', status_after: 'parent_rejected', reason: 'La date ne nous convient plus.' },
  { id: 'a2', entity_id: 'r1', createdAt: '2026-11-02T11:00:00.000Z', action: 'details_updated', actor_label: 'public', status_before: 'submitted', status_after: 'submitted', reason: "Nombre d'enfants : 6 → 8" },
];

function renderAt(path: string) {
  const dataProvider = fakeDataProvider({
    getList: jest.fn(async () => ({ data: [REQUEST, WITHOUT_BADGES], total: 2 })),
    getOne: jest.fn(async (_resource: string, { id }: { id: string }) => ({ data: id === 'r2' ? WITHOUT_BADGES : REQUEST })),
    getManyReference: jest.fn(async () => ({ data: AUDIT, total: AUDIT.length })),
    // One archived, one awaiting its artisan with the deposit paid (was `{}`: the API always counts every tab).
    parentRequestCounts: jest.fn(async () => ({ deposit_paid: 1, awaiting_balance: 0, settled: 0, refused: 0, archive: 1 })),
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="parents">
          <Routes>
            <Route path="/parents" element={<ParentList />} />
            <Route path="/parents/:id/show" element={<ParentShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** MUI reads the screen's width through matchMedia, which jsdom lacks: a phone matches every "down" query. */
function onPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }),
  });
}

const BADGE_TEXTS = ['Solde réglé en ligne', 'Annulée par le client', 'Avoir émis'];

describe("the parent's badges in the back office", () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows each badge of a request in its row of the desktop list, and none on a request without', async () => {
    renderAt('/parents');
    const row = (await screen.findByText('Anne Martin')).closest('tr')!;
    const badges = within(row).getByTestId('parent-badges');
    expect(within(badges).getAllByText(/./).map((chip) => chip.textContent)).toEqual(BADGE_TEXTS);
    expect(within(row).getByText('Archivée')).toBeTruthy();
    const other = screen.getByText('Paul Martin').closest('tr')!;
    expect(within(other).queryByTestId('parent-badges')).toBeNull();
    expect(screen.queryByText('Refusée par le parent')).toBeNull();
  });

  it("shows them in the phone's simple list too", async () => {
    onPhone();
    renderAt('/parents');
    const entry = (await screen.findByText('Anne Martin')).closest('li')!;
    for (const text of BADGE_TEXTS) expect(within(entry).getByText(text)).toBeTruthy();
    expect(within(screen.getByText('Paul Martin').closest('li')!).queryByTestId('parent-badges')).toBeNull();
  });

  it("shows on the request's page the badges beside its status, the allergies, and the parent's answers in the history", async () => {
    renderAt('/parents/r1/show');
    const badges = await screen.findByTestId('parent-badges');
    expect(within(badges).getAllByText(/./).map((chip) => chip.textContent)).toEqual(BADGE_TEXTS);
    expect(screen.getByText('Allergies ou régimes particuliers')).toBeTruthy();
    expect(screen.getByText(/Arachides \(Léo\)/)).toBeTruthy();
    const decline = (await screen.findByText('La date ne nous convient plus.')).closest('tr')!;
    expect(within(decline).getByText('Demande refusée')).toBeTruthy();
    expect(within(decline).getByText('Le parent')).toBeTruthy();
    const details = screen.getByText("Nombre d'enfants : 6 → 8").closest('tr')!;
    expect(within(details).getByText('Détails modifiés')).toBeTruthy();
  });

  it('says when no allergy was reported, and shows no badge', async () => {
    renderAt('/parents/r2/show');
    expect(await screen.findByText('Aucune signalée')).toBeTruthy();
    expect(screen.queryByTestId('parent-badges')).toBeNull();
  });
});
