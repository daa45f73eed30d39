import { DAC7_COPY_MESSAGES, parisDay } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { RegenerateDac7CopyButton } from './RegenerateDac7CopyButton';

const LAST_YEAR = Number(parisDay().slice(0, 4)) - 1;

function renderButton(overrides: Parameters<typeof fakeDataProvider>[0] = {}) {
  const dataProvider = fakeDataProvider({
    regenerateDac7Copy: jest.fn(async (_id, payload: { year: number; send_mail: boolean }) => ({
      year: payload.year,
      version: 2,
      updated_at: '2027-01-20T10:00:00.000Z',
      mailed: payload.send_mail,
    })),
    ...overrides,
  });
  renderOnRecord(<RegenerateDac7CopyButton />, { resource: 'merchants', record: { id: 'm1', status: 'active', establishment_name: 'Le Fournil' }, dataProvider });
  return dataProvider;
}
const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Refaire sa copie DAC7' }));
  return screen.findByRole('dialog', { name: 'Refaire la copie DAC7 de Le Fournil' });
};

describe('« Refaire sa copie DAC7 »', () => {
  it('draws last year’s copy again without mailing the artisan unless the box is ticked', async () => {
    const dataProvider = renderButton();
    const user = userEvent.setup();
    let dialog = await open(user);
    expect(within(dialog).getByRole('textbox', { name: 'Année' })).toHaveProperty('value', String(LAST_YEAR));
    expect(within(dialog).getByRole('checkbox', { name: "Envoyer la nouvelle copie à l'artisan par e-mail" })).toHaveProperty('checked', false);
    await user.click(within(dialog).getByRole('button', { name: 'Refaire sa copie DAC7' }));
    expect(await screen.findByText(`Copie DAC7 ${LAST_YEAR} refaite (version 2).`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await open(user);
    const year = within(dialog).getByRole('textbox', { name: 'Année' });
    await user.clear(year);
    await user.type(year, '2025');
    await user.click(within(dialog).getByRole('checkbox', { name: "Envoyer la nouvelle copie à l'artisan par e-mail" }));
    await user.click(within(dialog).getByRole('button', { name: 'Refaire sa copie DAC7' }));
    expect(await screen.findByText("Copie DAC7 2025 refaite (version 2) et envoyée à l'artisan.")).toBeTruthy();
    expect((dataProvider.regenerateDac7Copy as jest.Mock).mock.calls).toEqual([
      ['m1', { year: LAST_YEAR, send_mail: false }],
      ['m1', { year: 2025, send_mail: true }],
    ]);
  });

  it('asks for a four-digit year and sends nothing until then', async () => {
    const dataProvider = renderButton();
    const user = userEvent.setup();
    const dialog = await open(user);
    const year = within(dialog).getByRole('textbox', { name: 'Année' });
    await user.clear(year);
    await user.type(year, '26');
    await user.click(within(dialog).getByRole('button', { name: 'Refaire sa copie DAC7' }));
    expect(await within(dialog).findByText('Indiquez une année sur quatre chiffres.')).toBeTruthy();
    expect(dataProvider.regenerateDac7Copy).not.toHaveBeenCalled();
  });

  it("shows the server's French refusal and keeps the dialog open", async () => {
    const refusal = DAC7_COPY_MESSAGES.notPaid(LAST_YEAR);
    renderButton({ regenerateDac7Copy: jest.fn(async () => Promise.reject(new HttpError(refusal, 409, { message: refusal }))) });
    const user = userEvent.setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Refaire sa copie DAC7' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });
});
