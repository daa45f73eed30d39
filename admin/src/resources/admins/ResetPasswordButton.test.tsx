import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnRecord } from '../../test/renderInAdmin';
import { ResetPasswordButton } from './ResetPasswordButton';

describe('New password button', () => {
  it('resets a password only when it is long enough and typed twice the same', async () => {
    const account = { id: 'admin-2', email: 'operatrice@test.fr', disabled: false, createdAt: '2026-01-01T10:00:00Z', lastLoginAt: null };
    const { update } = renderOnRecord(<ResetPasswordButton />, { resource: 'admins', record: account });
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
