import { PARENT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { renderWithApp } from '../../test-utils';
import { DataCard } from './DataCard';
import ErasureConfirmPage from './ErasureConfirmPage';
import type { ParentErasureResponse, ParentErasureStatusResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: {
    erasureStatus: jest.fn(),
    requestErasure: jest.fn(),
    confirmErasure: jest.fn(),
    dataExportUrl: (token: string) => `/api/parent-space/${token}/data`,
  },
}));
const mocked = api as jest.Mocked<typeof api>;

const TOKEN = 'tok_Abc-123';
const HELD_TEXT =
  "La demande pour l'atelier du 12 septembre 2026 est en cours : ses données seront effaçables à partir du 13 septembre 2026, ou dès que vous l'aurez annulée.";
/** After the request's name in its line. */
const HELD_RE = new RegExp(`: ${HELD_TEXT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const STATUS: ParentErasureStatusResponse = {
  erasable: 1,
  requests: [
    { _id: 'req-1', child_firstname: 'Léo', workshop_day: '2026-05-02', status_label: 'Archivée', pending: null },
    { _id: 'req-2', child_firstname: 'Inès', workshop_day: '2026-09-12', status_label: 'Nouvelle', pending: { reason: 'workshop_to_come', possible_from: '2026-09-13', text: HELD_TEXT } },
  ],
};

describe('« Mes données » in the parent space', () => {
  beforeEach(() => jest.resetAllMocks());

  it('downloads the JSON file with a plain link, and mails the confirmation only after the parent asks', async () => {
    const user = userEvent.setup();
    mocked.erasureStatus.mockResolvedValue(STATUS);
    mocked.requestErasure.mockResolvedValue({ message: PARENT_DATA_MESSAGES.confirmationSent });
    renderWithApp(<DataCard token={TOKEN} />);
    const card = screen.getByRole('region', { name: 'Mes données' });
    expect(within(card).getByRole('link', { name: 'Télécharger mes données' })).toHaveAttribute('href', `/api/parent-space/${TOKEN}/data`);

    await user.click(within(card).getByRole('button', { name: 'Effacer mes données' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer mes données' });
    expect(await within(dialog).findByText(HELD_RE)).toBeInTheDocument();
    expect(within(dialog).getByText(/: effaçable dès confirmation$/)).toBeInTheDocument();
    expect(mocked.requestErasure).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    expect(await within(dialog).findByText(PARENT_DATA_MESSAGES.confirmationSent)).toBeInTheDocument();
    expect(mocked.requestErasure).toHaveBeenCalledWith(TOKEN);
    expect(within(dialog).queryByRole('button', { name: 'Recevoir le lien de confirmation' })).not.toBeInTheDocument();
  });

  it('says what holds every request and offers no mail when nothing can be erased', async () => {
    const user = userEvent.setup();
    mocked.erasureStatus.mockResolvedValue({ erasable: 0, requests: [STATUS.requests[1]] });
    renderWithApp(<DataCard token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Effacer mes données' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer mes données' });
    expect(await within(dialog).findByText("Rien ne peut être effacé pour l'instant :")).toBeInTheDocument();
    expect(within(dialog).getByText(HELD_RE)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Recevoir le lien de confirmation' })).not.toBeInTheDocument();
  });
});

describe('/mon-espace/effacement#<token>', () => {
  beforeEach(() => jest.resetAllMocks());
  const page = (hash: string) =>
    renderWithApp(
      <Routes>
        <Route path="/mon-espace/effacement" element={<ErasureConfirmPage />} />
      </Routes>,
      { path: `/mon-espace/effacement${hash}` },
    );

  it('erases only on the click, with the token after #, then lists what was kept and why', async () => {
    const user = userEvent.setup();
    const answer: ParentErasureResponse = { message: PARENT_DATA_MESSAGES.erased(1), erased: ['req-1'], pending: [STATUS.requests[1]] };
    mocked.confirmErasure.mockResolvedValue(answer);
    page('#eyJ.abc.def');
    expect(mocked.confirmErasure).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Effacer définitivement mes données' }));
    expect(mocked.confirmErasure).toHaveBeenCalledWith('eyJ.abc.def');
    expect(await screen.findByText(PARENT_DATA_MESSAGES.erased(1))).toBeInTheDocument();
    expect(screen.getByText(HELD_RE)).toBeInTheDocument();
  });

  it("shows the server's refusal as it is, and a missing token without calling", async () => {
    const user = userEvent.setup();
    mocked.confirmErasure.mockRejectedValue(new ApiError(PARENT_DATA_MESSAGES.confirmationInvalid, 400, 'ERASURE_LINK_INVALID'));
    const { unmount } = page('#mauvais');
    await user.click(screen.getByRole('button', { name: 'Effacer définitivement mes données' }));
    expect(await screen.findByText(PARENT_DATA_MESSAGES.confirmationInvalid)).toBeInTheDocument();
    unmount();
    page('');
    expect(screen.getByText(/Ce lien est incomplet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Effacer définitivement mes données' })).not.toBeInTheDocument();
  });
});
