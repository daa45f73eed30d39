import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnRecord } from '../../test/renderInAdmin';
import { RejectMerchantButton } from './RejectMerchantButton';

describe('Reject application button', () => {
  it('rejects only with a reason, sent with the refusal', async () => {
    const dataProvider = renderOnRecord(<RejectMerchantButton />, { resource: 'merchants', record: { id: 'm1', status: 'pending_validation' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeTruthy();
    expect(dataProvider.setMerchantStatus).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Motif/), 'Hors de notre zone');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    await waitFor(() => expect(dataProvider.setMerchantStatus).toHaveBeenCalledWith('m1', 'rejected', 'Hors de notre zone'));
    expect(await screen.findByText('Candidature refusée.')).toBeTruthy();
  });
});
