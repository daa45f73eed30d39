import { MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '../../api/client';
import { renderWithApp } from '../../test-utils';
import Dac7CopiesCard from './Dac7CopiesCard';
import type { MerchantDac7CopiesResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { ...jest.requireActual('../../api/client').api, merchantDac7Copies: jest.fn() },
}));
const mocked = api as jest.Mocked<typeof api>;

const TOKEN = 'mtok_Abc/123';
const COPIES: MerchantDac7CopiesResponse = {
  copies: [
    { year: 2026, updated_at: '2027-01-15T08:00:04.000Z' },
    { year: 2025, updated_at: '2026-02-03T10:30:00.000Z' },
  ],
};

const region = () => screen.getByRole('region', { name: 'Déclaration fiscale annuelle (DAC7)' });

describe('« Déclaration fiscale annuelle (DAC7) » in the artisan space', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists each year with the day it was drawn, and a link to its PDF through the token', async () => {
    mocked.merchantDac7Copies.mockResolvedValue(COPIES);
    renderWithApp(<Dac7CopiesCard token={TOKEN} />);
    const items = await within(region()).findAllByRole('listitem');
    expect(mocked.merchantDac7Copies).toHaveBeenCalledWith(TOKEN);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('2026');
    expect(items[0]).toHaveTextContent('15 janvier 2027');
    const link = within(items[0]).getByRole('link', { name: 'Télécharger le PDF de la copie DAC7 2026' });
    expect(link).toHaveAttribute('href', '/api/merchant-space/mtok_Abc%2F123/dac7-copies/2026.pdf');
    expect(link).toHaveAttribute('download', 'copie-dac7-2026.pdf');
    expect(items[1]).toHaveTextContent('3 février 2026');
  });

  it('says in French when there is no copy yet', async () => {
    mocked.merchantDac7Copies.mockResolvedValue({ copies: [] });
    renderWithApp(<Dac7CopiesCard token={TOKEN} />);
    expect(await within(region()).findByText(/Aucune copie pour le moment/)).toBeInTheDocument();
    expect(within(region()).queryByRole('listitem')).toBeNull();
  });

  it("shows the server's refusal and loads again on « Réessayer »", async () => {
    mocked.merchantDac7Copies.mockRejectedValueOnce(new ApiError(MERCHANT_SPACE_MESSAGES.notFound, 404)).mockResolvedValueOnce(COPIES);
    renderWithApp(<Dac7CopiesCard token={TOKEN} />);
    expect(await screen.findByText(MERCHANT_SPACE_MESSAGES.notFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(region()).findAllByRole('listitem')).toHaveLength(2);
    expect(mocked.merchantDac7Copies).toHaveBeenCalledTimes(2);
  });
});
