import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnRecord } from '../../test/renderInAdmin';
import { ApproveButton } from './ApproveButton';

describe('Approve application button', () => {
  it('approves after confirmation', async () => {
    const dataProvider = renderOnRecord(<ApproveButton />, { resource: 'merchants', record: { id: 'm1', status: 'pending_validation' } });
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(dataProvider.setMerchantStatus).toHaveBeenCalledWith('m1', 'active'));
    expect(await screen.findByText('Candidature validée.')).toBeTruthy();
  });
});
