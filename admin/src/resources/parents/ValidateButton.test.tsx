import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillProposal } from '../../test/fillProposal';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { ValidateButton } from './ValidateButton';

describe('Validate button', () => {
  it('when validation needs a proposal, opens the validated-proposal form and creates it', async () => {
    const dataProvider = fakeDataProvider({ validateParentRequest: jest.fn(async () => ({ needsProposal: true })) });
    renderOnRecord(<ValidateButton />, { resource: 'parents', record: { id: 'r1', status: 'submitted' }, dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Valider la demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposition validée' });
    // Validation settles the request: no word of the parent paying online here.
    expect(within(dialog).queryByText(/en ligne depuis son espace/)).toBeNull();
    const user = await fillProposal(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Créer la proposition validée' }));
    await waitFor(() => expect(dataProvider.createValidatedProposal).toHaveBeenCalledWith('r1', expect.objectContaining({ establishment_name: 'Boulangerie du Parc' })));
    expect(await screen.findByText('Proposition validée créée et demande validée.')).toBeTruthy();
  });
});
