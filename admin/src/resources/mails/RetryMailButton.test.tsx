import type { MailStatus } from '@ptits-mitrons/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { i18nProvider } from '../../i18nProvider';
import { fakeDataProvider, type FakeCalls } from '../../test/renderInAdmin';
import { MailStatusChip } from './MailFields';
import { RetryMailButton } from './RetryMailButton';

function renderInRecord(status: MailStatus, children: React.ReactNode, overrides: FakeCalls = {}) {
  const dataProvider = fakeDataProvider({ retryMail: jest.fn(async (id: string) => ({ data: { id, status: 'queued' } })), ...overrides });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="mails">
        <RecordContextProvider value={{ id: 'mail-1', status }}>{children}</RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

describe('mail outbox', () => {
  it.each<[MailStatus, boolean]>([
    // The server retries a failed mail only: a queued one is on its way, a sent one never leaves twice.
    ['failed', true],
    ['queued', false],
    ['sent', false],
  ])('Retry on a %s mail is enabled: %s', (status, enabled) => {
    renderInRecord(status, <RetryMailButton />);
    expect(screen.getByRole('button', { name: 'Renvoyer' })).toHaveProperty('disabled', !enabled);
  });

  it.each<[MailStatus, string, string]>([
    ['queued', 'En attente', 'MuiChip-colorWarning'],
    ['sent', 'Envoyé', 'MuiChip-colorSuccess'],
    ['failed', 'Échec', 'MuiChip-colorError'],
  ])('shows a %s mail as a chip "%s" in its colour', (status, label, colourClass) => {
    renderInRecord(status, <MailStatusChip />);
    expect(screen.getByText(label).closest('.MuiChip-root')?.classList.contains(colourClass)).toBe(true);
  });

  it('retries once the server agrees, and says so', async () => {
    const dataProvider = renderInRecord('failed', <RetryMailButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    await waitFor(() => expect(dataProvider.retryMail).toHaveBeenCalledWith('mail-1'));
    expect(await screen.findByText("Courriel remis dans la file d'envoi : il partira au prochain passage.")).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const refusal = new HttpError('Ce mail a déjà été envoyé : il ne peut pas être renvoyé.', 409, {});
    renderInRecord('failed', <RetryMailButton />, { retryMail: jest.fn(async () => Promise.reject(refusal)) });
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Ce mail a déjà été envoyé : il ne peut pas être renvoyé.')).toBeTruthy();
  });
});
