import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18nProvider';
import { StatisticsPage } from './StatisticsPage';
import type { StatsResponse } from '@ptits-mitrons/api-types';
import { fakeDataProvider } from '../test/renderInAdmin';

// The charts (MUI X) need browser APIs jsdom lacks (structuredClone); the browser tests draw them.
jest.mock('./StatsCharts', () => ({ StatsLineChart: () => null }));

const figures = { uniqueSessions: 3, pageViews: 4, bounceRate: 50 };
const answer = (page: string | null): StatsResponse => ({
  start: '2026-11-17',
  end: '2026-11-23',
  page,
  stats: [],
  totals: { ...figures, start: '2026-11-17', end: '2026-11-23' },
  previous: { ...figures, start: '2026-11-10', end: '2026-11-16' },
  pages: [
    { page: '*', ...figures, entrances: 3 },
    { page: '/parents', uniqueSessions: 2, pageViews: 3, bounceRate: 0, entrances: 2 },
  ],
  devices: [],
});

describe('statistics page', () => {
  it('shows the row of the pages past the daily cap as « Autres pages », and filters on it', async () => {
    const getStats = jest.fn(async ({ page }: { page?: string | null }) => answer(page ?? null));
    render(
      <AdminContext dataProvider={fakeDataProvider({ getStats, getList: async () => ({ data: [], total: 0 }) })} i18nProvider={i18nProvider}>
        <StatisticsPage />
      </AdminContext>,
    );
    const others = await screen.findByText('Autres pages');
    expect(screen.getByText('/parents')).toBeTruthy();
    expect(screen.queryByText('*')).toBeNull();
    await userEvent.click(others);
    await waitFor(() => expect(getStats).toHaveBeenLastCalledWith(expect.objectContaining({ page: '*' })));
    expect(await screen.findByText('Page : Autres pages')).toBeTruthy();
  });
});
