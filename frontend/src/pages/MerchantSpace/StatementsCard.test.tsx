import { ARTISAN_TAX_NOTICE } from '@ptits-mitrons/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '../../api/client';
import { renderWithApp } from '../../test-utils';
import StatementsCard from './StatementsCard';
import type { MerchantStatementsResponse } from '@ptits-mitrons/api-types';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { ...jest.requireActual('../../api/client').api, merchantStatements: jest.fn() },
}));
const mocked = api as jest.Mocked<typeof api>;

const TOKEN = 'mtok_Abc/123';
const STATEMENTS: MerchantStatementsResponse = {
  statements: [
    {
      id: 'st-2',
      number: 'RA-2026-0002',
      batch_reference: 'VIR-2026-11-0001',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      total_cents: 24050,
      created_at: '2026-11-03T09:15:00.000Z',
    },
    {
      id: 'st-1',
      number: 'RA-2026-0001',
      batch_reference: 'VIR-2026-10-0001',
      period_start: '2026-09-01',
      period_end: '2026-09-30',
      total_cents: 12000,
      created_at: '2026-10-02T08:00:00.000Z',
    },
  ],
};

const region = () => screen.getByRole('region', { name: 'Relevés de paiement' });

describe('« Relevés de paiement » in the artisan space', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists each statement with its number, period, amount and date, and a link to its PDF through the token', async () => {
    mocked.merchantStatements.mockResolvedValue(STATEMENTS);
    renderWithApp(<StatementsCard token={TOKEN} />);
    const items = await within(region()).findAllByRole('listitem');
    expect(mocked.merchantStatements).toHaveBeenCalledWith(TOKEN);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('RA-2026-0002');
    expect(items[0]).toHaveTextContent('du 1 octobre 2026 au 31 octobre 2026');
    expect(items[0]).toHaveTextContent('240,50 €');
    expect(items[0]).toHaveTextContent('3 novembre 2026');
    const link = within(items[0]).getByRole('link', { name: 'Télécharger le PDF du relevé RA-2026-0002' });
    expect(link).toHaveAttribute('href', '/api/merchant-space/mtok_Abc%2F123/statements/st-2.pdf');
    expect(items[1]).toHaveTextContent('120,00 €');
  });

  it('says in French when there is no statement yet', async () => {
    mocked.merchantStatements.mockResolvedValue({ statements: [] });
    renderWithApp(<StatementsCard token={TOKEN} />);
    expect(await within(region()).findByText(/Aucun relevé pour le moment/)).toBeInTheDocument();
    expect(within(region()).queryByRole('listitem')).toBeNull();
  });

  it("shows the server's refusal and loads again on « Réessayer »", async () => {
    mocked.merchantStatements.mockRejectedValueOnce(new ApiError('Lien invalide ou expiré.', 404)).mockResolvedValueOnce(STATEMENTS);
    renderWithApp(<StatementsCard token={TOKEN} />);
    expect(await screen.findByText('Lien invalide ou expiré.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(region()).findAllByRole('listitem')).toHaveLength(2);
    expect(mocked.merchantStatements).toHaveBeenCalledTimes(2);
  });

  it('carries the tax and social notice of article 242 bis CGI, with its links to impots.gouv.fr and urssaf.fr', async () => {
    mocked.merchantStatements.mockResolvedValue({ statements: [] });
    renderWithApp(<StatementsCard token={TOKEN} />);
    const notice = within(within(region()).getByRole('complementary', { name: ARTISAN_TAX_NOTICE.title }));
    for (const paragraph of ARTISAN_TAX_NOTICE.paragraphs) expect(notice.getByText(paragraph)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'impots.gouv.fr, vos obligations fiscales' })).toHaveAttribute('href', 'https://www.impots.gouv.fr');
    expect(notice.getByRole('link', { name: 'urssaf.fr, vos obligations sociales' })).toHaveAttribute('href', 'https://www.urssaf.fr');
    await within(region()).findByText(/Aucun relevé/);
  });
});
