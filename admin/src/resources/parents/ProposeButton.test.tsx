import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { fillProposal } from '../../test/fillProposal';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { ProposeButton } from './ProposeButton';

const renderButton = (status: string, dataProvider = fakeDataProvider()) =>
  renderOnRecord(<ProposeButton />, { resource: 'parents', record: { id: 'r1', status }, dataProvider });
const button = (name: string) => screen.getByRole('button', { name });

describe('Reply (propose) button', () => {
  it('says under the payment link that without one the parent pays the balance online from their space', async () => {
    renderButton('submitted');
    await userEvent.click(button('Répondre'));
    const link = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Lien de paiement (facultatif)' });
    const description = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Sans lien de paiement, le parent règle le solde (150 €) en ligne depuis son espace.');
  });

  it("refuses a payment link that is not http(s) with its French message, and sends nothing", async () => {
    const dataProvider = renderButton('submitted');
    await userEvent.click(button('Répondre'));
    const user = await fillProposal(await screen.findByRole('dialog'), 'ftp://exemple.fr');
    await user.click(button('Envoyer la proposition'));
    expect(await screen.findByText('Veuillez entrer une URL valide (commençant par http:// ou https://)')).toBeTruthy();
    expect(dataProvider.sendProposal).not.toHaveBeenCalled();
  });

  it('on PROPOSAL_EXISTS offers to close the old proposal and sends again with forceNew', async () => {
    const conflict = new HttpError("Cette demande n'est plus disponible pour une proposition.", 409, { code: 'PROPOSAL_EXISTS' });
    const sendProposal = jest.fn().mockRejectedValueOnce(conflict).mockResolvedValueOnce({ data: { id: 'r1' } });
    renderButton('proposal_sent', fakeDataProvider({ sendProposal }));
    await userEvent.click(button('Répondre'));
    const user = await fillProposal(await screen.findByRole('dialog'), 'https://paiement.example.fr');
    await user.click(button('Envoyer la proposition'));
    expect(await screen.findByText(/n'est plus disponible pour une proposition/)).toBeTruthy();
    await user.click(button("Clôturer l'ancienne et envoyer la nouvelle"));
    await waitFor(() => expect(sendProposal).toHaveBeenCalledTimes(2));
    const proposal = { establishment_name: 'Boulangerie du Parc', address: '3 place Bellecour', date: new Date('2026-12-20T14:30').toISOString(), payment_link: 'https://paiement.example.fr' };
    expect(sendProposal.mock.calls).toEqual([
      ['r1', proposal, false],
      ['r1', proposal, true],
    ]);
    expect(await screen.findByText('Proposition envoyée au parent.')).toBeTruthy();
  });
});
