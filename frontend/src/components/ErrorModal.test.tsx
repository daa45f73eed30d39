import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test-utils';
import { errorText, useErrorModal } from './ErrorModal';

function Trigger({ message }: { message: string }) {
  const { showError } = useErrorModal();
  return <button onClick={() => showError(message)}>Déclencher</button>;
}

describe('error modal', () => {
  it("shows 'Une erreur est survenue' with the text; 'Fermer' closes it, clears the error and gives focus back", async () => {
    const user = userEvent.setup();
    renderWithApp(<Trigger message="Le serveur est indisponible." />);
    const trigger = screen.getByRole('button', { name: 'Déclencher' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Une erreur est survenue' });
    expect(dialog).toHaveTextContent('Le serveur est indisponible.');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Le serveur est indisponible.')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and opens again on the next error', async () => {
    const user = userEvent.setup();
    renderWithApp(<Trigger message="Encore raté." />);
    await user.click(screen.getByRole('button', { name: 'Déclencher' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Déclencher' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Encore raté.');
  });

  it("prefers the server's message, then the error's own, then the fallback", () => {
    expect(errorText(new Error('Message du serveur'), 'Repli')).toBe('Message du serveur');
    expect(errorText(new Error(''), 'Repli')).toBe('Repli');
    expect(errorText(undefined, 'Repli')).toBe('Repli');
  });
});
