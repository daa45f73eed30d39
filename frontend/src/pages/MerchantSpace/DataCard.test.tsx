import { MERCHANT_DATA_FILENAME, MERCHANT_DATA_MESSAGES } from '@ptits-mitrons/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '../../api/client';
import { renderWithApp } from '../../test-utils';
import DataCard from './DataCard';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { ...jest.requireActual('../../api/client').api, requestMerchantErasure: jest.fn() },
}));
const mocked = api as jest.Mocked<typeof api>;

const TOKEN = 'mtok_Abc/123';
const region = () => within(screen.getByRole('region', { name: 'Mes données' }));

describe('« Mes données » in the artisan space', () => {
  beforeEach(() => jest.clearAllMocks());

  it('downloads the JSON file through the token, percent-encoded', () => {
    renderWithApp(<DataCard token={TOKEN} />);
    const link = region().getByRole('link', { name: 'Télécharger mes données' });
    expect(link).toHaveAttribute('href', '/api/merchant-space/mtok_Abc%2F123/data');
    expect(link).toHaveAttribute('download', MERCHANT_DATA_FILENAME);
  });

  it('asks for a confirmation, then sends the request once and shows the French confirmation', async () => {
    mocked.requestMerchantErasure.mockResolvedValue({ message: MERCHANT_DATA_MESSAGES.erasureRequested, already_requested: false, requested_at: '2026-11-29T08:00:00.000Z' });
    renderWithApp(<DataCard token={TOKEN} />);
    await userEvent.click(region().getByRole('button', { name: "Demander l'effacement" }));
    expect(mocked.requestMerchantErasure).not.toHaveBeenCalled();
    await userEvent.click(region().getByRole('button', { name: 'Annuler' }));
    await userEvent.click(region().getByRole('button', { name: "Demander l'effacement" }));
    await userEvent.click(region().getByRole('button', { name: 'Confirmer la demande' }));
    expect(await region().findByText(MERCHANT_DATA_MESSAGES.erasureRequested)).toBeInTheDocument();
    expect(mocked.requestMerchantErasure).toHaveBeenCalledTimes(1);
    expect(mocked.requestMerchantErasure).toHaveBeenCalledWith(TOKEN);
    expect(region().queryByRole('button', { name: "Demander l'effacement" })).toBeNull();
  });

  it('says when a request is already pending, and shows a refusal in French', async () => {
    const already = MERCHANT_DATA_MESSAGES.erasureAlreadyRequested('28/11/2026');
    mocked.requestMerchantErasure.mockResolvedValueOnce({ message: already, already_requested: true, requested_at: '2026-11-28T08:00:00.000Z' });
    const { unmount } = renderWithApp(<DataCard token={TOKEN} />);
    await userEvent.click(region().getByRole('button', { name: "Demander l'effacement" }));
    await userEvent.click(region().getByRole('button', { name: 'Confirmer la demande' }));
    expect(await region().findByText(already)).toBeInTheDocument();
    unmount();

    mocked.requestMerchantErasure.mockRejectedValueOnce(new ApiError('', 0));
    renderWithApp(<DataCard token={TOKEN} />);
    await userEvent.click(region().getByRole('button', { name: "Demander l'effacement" }));
    await userEvent.click(region().getByRole('button', { name: 'Confirmer la demande' }));
    expect(await region().findByText("Votre demande n'a pas pu être envoyée : réessayez.")).toBeInTheDocument();
  });
});
