import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { BackOfficeDataProvider, MerchantStatus } from '../../api/dataProvider';
import { i18nProvider } from '../../i18nProvider';
import { MerchantActions } from './MerchantActions';

function renderActions(status: MerchantStatus, overrides: Partial<BackOfficeDataProvider> = {}) {
  const dataProvider = testDataProvider({ setMerchantStatus: jest.fn(async (id: string) => ({ data: { id } })), ...overrides } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="merchants">
        <RecordContextProvider value={{ id: 'm1', status }}>
          <MerchantActions />
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider as unknown as BackOfficeDataProvider;
}

describe('merchant application actions', () => {
  it.each<[MerchantStatus, boolean, boolean]>([
    // SPEC.md §4: Approve and Reject from pending_validation; Edit for pending_validation and active.
    ['pending_validation', true, true],
    ['active', false, true],
    ['rejected', false, false],
  ])('status %s: approve/reject enabled %s, edit enabled %s', (status, decide, edit) => {
    renderActions(status);
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', !decide);
    expect(screen.getByRole('button', { name: 'Refuser' })).toHaveProperty('disabled', !decide);
    const editControl = screen.getByLabelText('Éditer');
    const disabled = editControl.getAttribute('aria-disabled') === 'true' || editControl.classList.contains('Mui-disabled');
    expect(disabled).toBe(!edit);
  });

  it('rejects only with a reason, sent with the refusal', async () => {
    const dataProvider = renderActions('pending_validation');
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

  it('approves after confirmation', async () => {
    const dataProvider = renderActions('pending_validation');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(dataProvider.setMerchantStatus).toHaveBeenCalledWith('m1', 'active'));
    expect(await screen.findByText('Candidature validée.')).toBeTruthy();
  });
});
