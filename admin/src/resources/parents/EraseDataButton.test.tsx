import { PARENT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, RecordContextProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18nProvider';
import { fakeDataProvider } from '../../test/renderInAdmin';
import { EraseDataButton } from './EraseDataButton';
import type { ParentErasureResponse } from '@ptits-mitrons/api-types';

const RECORD = { id: 'r1', status: 'admin_closed', parent_email: 'claire@exemple.fr' };
const HELD =
  "La demande pour l'atelier du 12 septembre 2026 est en cours : ses données seront effaçables à partir du 13 septembre 2026, ou dès que vous l'aurez annulée.";

function renderButton(eraseParentData: BackOfficeDataProvider['eraseParentData']) {
  const dataProvider = fakeDataProvider({ getOne: jest.fn(async () => ({ data: RECORD })), eraseParentData });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={RECORD}>
        <EraseDataButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const eraseButton = () => screen.getByRole('button', { name: 'Effacer les données' });

describe("the 'Effacer les données' action", () => {
  it('erases only once the operator confirms the address, then says what was kept and why', async () => {
    const answer: ParentErasureResponse = {
      message: PARENT_DATA_MESSAGES.staffErased(1),
      erased: ['r1'],
      pending: [{ _id: 'r2', child_firstname: 'Inès', workshop_day: '2026-09-12', status_label: 'Nouvelle', pending: { reason: 'workshop_to_come', possible_from: '2026-09-13', text: HELD } }],
    };
    const erase = jest.fn(async () => answer);
    renderButton(erase);
    const user = userEvent.setup();
    await user.click(eraseButton());
    const dialog = await screen.findByRole('dialog', { name: 'Effacer les données du parent' });
    expect(within(dialog).getByText(/toutes les demandes faites avec l'adresse claire@exemple\.fr/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(erase).not.toHaveBeenCalled();

    await user.click(eraseButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Effacer' }));
    expect(await screen.findByText(`${PARENT_DATA_MESSAGES.staffErased(1)} ${HELD}`)).toBeTruthy();
    expect(erase.mock.calls).toEqual([['r1']]);
  });

  it("shows the server's French 409 when everything is pending", async () => {
    const message = `Aucune donnée ne peut être effacée pour l'instant. ${HELD}`;
    const erase = jest.fn(async () => {
      throw new HttpError(message, 409, { code: 'ERASURE_PENDING' });
    });
    renderButton(erase);
    const user = userEvent.setup();
    await user.click(eraseButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Effacer' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
