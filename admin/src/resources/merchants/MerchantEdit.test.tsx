import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_CHILDREN_MESSAGE } from '@ptits-mitrons/domain';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../i18nProvider';
import { MerchantEdit } from './MerchantEdit';
import { fakeDataProvider } from '../../test/renderInAdmin';

const SECTOR = { _id: 's1', id: 's1', nom: 'Boulangerie' };
const CITY = { _id: 'c1', id: 'c1', nom: 'Lyon', code_postal: '69001' };
const MERCHANT = {
  id: 'm1',
  status: 'pending_validation',
  establishment_name: 'Au Bon Pain',
  activity_sector_id: SECTOR,
  address: '3 rue de la Paix',
  city_id: CITY,
  manager_firstname: 'Lucie',
  manager_lastname: 'Martin',
  email: 'lucie@example.fr',
  phone: '0612345678',
  description: 'Ateliers pain et viennoiseries',
  capacity: 60,
  max_children: 8,
  days_off: ['2026-12-24'],
  space_link_sent_at: null,
  available_days: ['Samedi'],
  available_hours: ['10:00'],
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderEdit() {
  const update = jest.fn(async (_resource: string, params: { id: string; data: Record<string, unknown> }) => ({ data: { ...MERCHANT, ...params.data } }));
  const dataProvider = fakeDataProvider({
    getOne: jest.fn(async () => ({ data: MERCHANT })),
    getList: jest.fn(async (resource: string) => (resource === 'activity-sectors' ? { data: [SECTOR], total: 1 } : { data: [CITY], total: 1 })),
    getMany: jest.fn(async (resource: string) => ({ data: resource === 'activity-sectors' ? [SECTOR] : [CITY] })),
    update,
  });
  render(
    <MemoryRouter initialEntries={['/merchants/m1']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="merchants">
          <Routes>
            <Route path="/merchants/:id" element={<MerchantEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return update;
}

describe('merchant edit form', () => {
  it('refuses a blank required field and a phone that is not 10 digits, and sends nothing', async () => {
    const update = renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Au Bon Pain');
    await user.clear(name);
    const phone = screen.getByDisplayValue('0612345678');
    await user.clear(phone);
    await user.type(phone, '06 12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez entrer un numéro de téléphone valide (10 chiffres)')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(1);
    expect(update).not.toHaveBeenCalled();
  });

  it('accepts an application without availability and sends only the editable fields, sector and city as ids', async () => {
    const update = renderEdit();
    const user = userEvent.setup();
    await screen.findByDisplayValue('Au Bon Pain');
    await user.click(screen.getByLabelText('Samedi'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0][1].data;
    expect(sent).toMatchObject({ establishment_name: 'Au Bon Pain', activity_sector_id: 's1', city_id: 'c1', available_days: [] });
    expect(sent).toMatchObject({ capacity: 60, max_children: 8 });
    expect(Object.keys(sent)).not.toContain('status');
    expect(Object.keys(sent)).not.toContain('days_off');
    expect(Object.keys(sent)).not.toContain('createdAt');
  });

  it("edits the maximum number of children within the package's limits, beside the shop's area", async () => {
    const update = renderEdit();
    const user = userEvent.setup();
    await screen.findByDisplayValue('Au Bon Pain');
    expect(screen.getByLabelText('Superficie du commerce (m²) *')).toHaveProperty('value', '60');
    const maxChildren = screen.getByLabelText("Nombre d'enfants maximum *");
    await user.clear(maxChildren);
    await user.type(maxChildren, '60');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MAX_CHILDREN_MESSAGE)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    await user.clear(maxChildren);
    await user.type(maxChildren, '12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ max_children: 12 });
  });
});
