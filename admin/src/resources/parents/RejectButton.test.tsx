import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnRecord } from '../../test/renderInAdmin';
import { RejectButton } from './RejectButton';

describe('Reject button', () => {
  it('rejecting needs a non-blank reason', async () => {
    const dataProvider = renderOnRecord(<RejectButton />, { resource: 'parents', record: { id: 'r1', status: 'submitted' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motif/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeTruthy();
    expect(dataProvider.rejectParentRequest).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Motif/), 'Complet ce jour-là');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(dataProvider.rejectParentRequest).toHaveBeenCalledWith('r1', 'Complet ce jour-là'));
  });
});
