import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider, testDataProvider, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../../i18nProvider';
import { ResetPasswordButton, ToggleAdminButton } from './AdminActions';
import type { AdminAccount } from './AdminFields';

const SIGNED_IN = 'admin-1';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: SIGNED_IN, fullName: 'admin@test.fr' }),
};

function renderActions(record: Partial<AdminAccount>) {
  const account = { id: 'admin-2', email: 'operatrice@test.fr', disabled: false, createdAt: '2026-01-01T10:00:00Z', lastLoginAt: null, ...record };
  const update = jest.fn(async (_resource: string, params: { id: string; data: object }) => ({ data: { ...account, ...params.data } }));
  render(
    <AdminContext dataProvider={testDataProvider({ update } as never)} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="admins">
        <RecordContextProvider value={account}>
          <ResetPasswordButton />
          <ToggleAdminButton />
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return update;
}

describe('operator account actions', () => {
  it("greys out Disable on the signed-in admin's own row only", async () => {
    renderActions({ id: SIGNED_IN });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Désactiver' })).toHaveProperty('disabled', true));
  });

  it('disables another admin after confirmation, sending only the new state', async () => {
    const update = renderActions({});
    const button = screen.getByRole('button', { name: 'Désactiver' });
    expect(button).toHaveProperty('disabled', false);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ses sessions ouvertes prennent fin immédiatement/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('admins', expect.objectContaining({ id: 'admin-2', data: { disabled: true } })));
    expect(await screen.findByText('Compte operatrice@test.fr désactivé.')).toBeTruthy();
  });

  it('offers to enable a disabled admin, even on their own row', async () => {
    renderActions({ id: SIGNED_IN, disabled: true });
    expect(screen.getByRole('button', { name: 'Réactiver' })).toHaveProperty('disabled', false);
  });

  it('resets a password only when it is long enough and typed twice the same', async () => {
    const update = renderActions({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nouveau mot de passe' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Enregistrer le mot de passe' });
    await user.type(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'court');
    await user.type(within(dialog).getByLabelText(/^Confirmation du mot de passe/), 'court');
    await user.click(submit);
    expect(await within(dialog).findByText('Le mot de passe doit compter au moins 10 caractères.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Nouveau mot de passe/));
    await user.type(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'pétrin vélo cerise 1987');
    await user.click(submit);
    expect(await within(dialog).findByText('Les deux mots de passe ne correspondent pas.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/^Confirmation du mot de passe/));
    await user.type(within(dialog).getByLabelText(/^Confirmation du mot de passe/), 'pétrin vélo cerise 1987');
    await user.click(submit);
    await waitFor(() => expect(update).toHaveBeenCalledWith('admins', expect.objectContaining({ data: { password: 'pétrin vélo cerise 1987' } })));
    expect(await screen.findByText('Mot de passe de operatrice@test.fr modifié : ses sessions ouvertes ont pris fin.')).toBeTruthy();
  });
});
