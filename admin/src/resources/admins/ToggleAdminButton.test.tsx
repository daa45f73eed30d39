import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { renderOnRecord } from '../../test/renderInAdmin';
import type { AdminAccount } from './AdminFields';
import { ToggleAdminButton } from './ToggleAdminButton';

const SIGNED_IN = 'admin-1';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: SIGNED_IN, fullName: 'admin@test.fr' }),
};

function renderButton(record: Partial<AdminAccount>) {
  const account = { id: 'admin-2', email: 'operatrice@test.fr', disabled: false, createdAt: '2026-01-01T10:00:00Z', lastLoginAt: null, ...record };
  return renderOnRecord(<ToggleAdminButton />, { resource: 'admins', record: account, authProvider }).update;
}

describe('Disable / enable account button', () => {
  it("greys out Disable on the signed-in admin's own row only", async () => {
    renderButton({ id: SIGNED_IN });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Désactiver' })).toHaveProperty('disabled', true));
  });

  it('disables another admin after confirmation, sending only the new state', async () => {
    const update = renderButton({});
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
    renderButton({ id: SIGNED_IN, disabled: true });
    expect(screen.getByRole('button', { name: 'Réactiver' })).toHaveProperty('disabled', false);
  });
});
