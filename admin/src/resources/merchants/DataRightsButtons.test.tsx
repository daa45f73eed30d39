import { MERCHANT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { merchantRequest } from '../../test/fixtures';
import { fakeDataProvider, renderOnRecord } from '../../test/renderInAdmin';
import { MerchantActions } from './MerchantActions';

function renderActions(overrides: Parameters<typeof fakeDataProvider>[0] = {}) {
  const dataProvider = fakeDataProvider({
    merchantDataFile: jest.fn(async () => ({ blob: new Blob(['{}'], { type: 'application/json' }), filename: undefined })),
    // The erasure answers the artisan's record (was `{ id }` cast to anything: not what the API sends).
    eraseMerchant: jest.fn(async () => merchantRequest()),
    ...overrides,
  });
  renderOnRecord(<MerchantActions />, { resource: 'merchants', record: { id: 'm1', status: 'active', establishment_name: 'Le Fournil' }, dataProvider });
  return dataProvider;
}
const button = (name: string) => screen.getByRole('button', { name });

describe("an artisan's data rights in the back office", () => {
  let clicked: jest.SpyInstance;
  beforeAll(() => {
    // jsdom has no object URLs nor navigation: the download is handed to a link that is clicked at once.
    URL.createObjectURL = jest.fn(() => 'blob:donnees');
    URL.revokeObjectURL = jest.fn();
    clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('donnees-artisan-m1.json');
    });
  });

  it('« Télécharger ses données » fetches the JSON with the staff token and saves it', async () => {
    const dataProvider = renderActions();
    await userEvent.click(button('Télécharger ses données'));
    await waitFor(() => expect((dataProvider.merchantDataFile as jest.Mock).mock.calls).toEqual([['m1']]));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('« Effacer ses données » asks where the request comes from, then erases', async () => {
    const dataProvider = renderActions();
    const user = userEvent.setup();
    await user.click(button('Effacer ses données'));
    const dialog = await screen.findByRole('dialog', { name: "Effacer les données de l'artisan" });
    expect(dialog.textContent).toContain('ce que la loi fiscale impose de garder');
    await user.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));
    expect(dataProvider.eraseMerchant).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox'), "E-mail de l'artisan du 28/11");
    await user.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));
    expect(await screen.findByText("Données de l'artisan effacées ; l'historique dit ce qui est gardé.")).toBeTruthy();
    expect((dataProvider.eraseMerchant as jest.Mock).mock.calls).toEqual([['m1', "E-mail de l'artisan du 28/11"]]);
  });

  it("shows the server's French refusal while a workshop is to come", async () => {
    const refusal = MERCHANT_DATA_MESSAGES.heldWorkshop('12/12/2026');
    renderActions({ eraseMerchant: jest.fn(async () => Promise.reject(new HttpError(refusal, 409, { message: refusal }))) });
    const user = userEvent.setup();
    await user.click(button('Effacer ses données'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Courrier du 27/11');
    await user.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
