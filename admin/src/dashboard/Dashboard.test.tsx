import {
  OPERATIONS_WARNINGS_TITLE,
  OPERATOR_REMINDER_KINDS,
  OPERATOR_REMINDER_TABS,
  PARENT_REQUEST_TABS,
  REMINDER_LABELS,
} from '@ptits-mitrons/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { fakeDataProvider } from '../test/renderInAdmin';
import { i18nProvider } from '../i18nProvider';
import { Dashboard } from './Dashboard';
import type { LateRemindersResponse, OperationsStatusResponse, UnmatchedRequestResponse } from '@ptits-mitrons/api-types';

// The charts (MUI X) need browser APIs jsdom lacks; the browser tests draw them.
jest.mock('../statistics/StatsCharts', () => ({ StatsLineChart: () => null }));

const figures = { uniqueSessions: 0, pageViews: 0, bounceRate: 0 };
const late: LateRemindersResponse = {
  operator_no_proposal_48h: { count: 2, ids: ['a1', 'a2'] },
  operator_no_proposal_10d: { count: 0, ids: [] },
  operator_proposal_unanswered_5d: { count: 1, ids: ['b1'] },
  operator_balance_unpaid_d10: { count: 3, ids: ['c1', 'c2', 'c3'] },
};

const unmatchedRequest = (id: string, parent_name: string): UnmatchedRequestResponse => ({
  id,
  parent_name,
  child_firstname: 'Léo',
  desired_date: '2026-12-05',
  city_label: 'Lyon (69003)',
  lastOfferAt: '2026-11-20T10:00:00.000Z',
});

const healthy: OperationsStatusResponse = {
  jobs: [{ job: 'stats-rollup', enabled: true, lastSuccessAt: '2026-11-20T23:05:10.000Z', sinceSeconds: 3600, late: false }],
  outbox: { queued: 0, oldestQueuedSeconds: 0, failed: 0, late: false },
};

function renderDashboard(unmatched: UnmatchedRequestResponse[] = [], operations = healthy) {
  const store = memoryStore();
  const dataProvider = fakeDataProvider({
    parentRequestCounts: jest.fn(async () => ({ deposit_paid: 1, awaiting_balance: 2, settled: 3, refused: 0, archive: 0 })),
    merchantRequestCounts: jest.fn(async () => ({ pending_validation: 0, active: 0, rejected: 0 })),
    getStats: jest.fn(async () => ({
      start: '2026-11-14',
      end: '2026-11-20',
      page: null,
      stats: [],
      totals: { ...figures, start: '2026-11-14', end: '2026-11-20' },
      previous: { ...figures, start: '2026-11-07', end: '2026-11-13' },
      pages: [],
      devices: [],
    })),
    lateReminders: jest.fn(async () => late),
    unmatchedRequests: jest.fn(async () => unmatched),
    operationsStatus: jest.fn(async () => operations),
  });
  // A plain router: jsdom lacks the Request class a data router builds on each navigation.
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
        <Dashboard />
      </AdminContext>
    </MemoryRouter>,
  );
  return store;
}

describe('dashboard: late requests', () => {
  it('shows one card per operator reminder, named after it, with its count', async () => {
    renderDashboard();
    for (const kind of OPERATOR_REMINDER_KINDS) {
      const card = await screen.findByTestId(`dashboard-late-${kind}`);
      await screen.findByText(String(late[kind].count), { selector: `[data-testid="dashboard-late-${kind}"]` });
      expect(card.closest('a')?.textContent).toContain(REMINDER_LABELS[kind]);
    }
  });

  it("opens the parents list on the card's tab, filtered to the late requests' ids", async () => {
    const store = renderDashboard();
    const kind = 'operator_balance_unpaid_d10';
    await screen.findByText('3', { selector: `[data-testid="dashboard-late-${kind}"]` });
    const link = screen.getByTestId(`dashboard-late-${kind}`).closest('a')!;
    const tab = PARENT_REQUEST_TABS.findIndex((t) => t.id === OPERATOR_REMINDER_TABS[kind]);
    expect(link.getAttribute('href')).toBe(`/parents?tab=${tab}`);
    await userEvent.click(link);
    expect(store.getItem('parents.listParams')).toMatchObject({ filter: { id: late[kind].ids }, displayedFilters: { id: true }, page: 1 });
  });
});

describe('dashboard: requests without an artisan', () => {
  it('counts the paid requests whose offers all failed and links each one to its page', async () => {
    renderDashboard([unmatchedRequest('u1', 'Julie Moreau'), unmatchedRequest('u2', 'Marc Petit')]);
    await screen.findByText('2', { selector: '[data-testid="dashboard-unmatched"]' });
    const card = screen.getByTestId('dashboard-unmatched').closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('Sans artisan')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /Julie Moreau \(Léo\), Lyon \(69003\), le 5 déc\. 2026/ });
    expect(link.getAttribute('href')).toBe('/parents/u1/show');
    expect(within(card).getByRole('link', { name: /Marc Petit/ }).getAttribute('href')).toBe('/parents/u2/show');
  });

  it('says when every paid request has found an artisan', async () => {
    renderDashboard([]);
    await screen.findByText('0', { selector: '[data-testid="dashboard-unmatched"]' });
    expect(screen.getByText('Aucune demande sans artisan.')).toBeTruthy();
  });
});

describe('dashboard: operations warnings', () => {
  it('shows nothing while the jobs run and the mail goes out', async () => {
    renderDashboard();
    await screen.findByText('0', { selector: '[data-testid="dashboard-unmatched"]' });
    expect(screen.queryByTestId('dashboard-operations-warnings')).toBeNull();
  });

  it('names each late job and the mail held in the outbox', async () => {
    renderDashboard([], {
      jobs: [
        { job: 'stats-rollup', enabled: true, lastSuccessAt: '2026-11-18T23:05:10.000Z', sinceSeconds: 3 * 86_400, late: true },
        { job: 'retention', enabled: true, lastSuccessAt: null, sinceSeconds: 27 * 3600, late: true },
        { job: 'reminders', enabled: false, lastSuccessAt: null, sinceSeconds: 27 * 3600, late: false },
      ],
      outbox: { queued: 4, oldestQueuedSeconds: 2 * 3600 + 60, failed: 1, late: true },
    });
    const alert = await screen.findByTestId('dashboard-operations-warnings');
    expect(within(alert).getByText(OPERATIONS_WARNINGS_TITLE)).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "La tâche « Calcul des statistiques de visite » n'a pas réussi depuis 3 jours.",
      "La tâche « Effacement des données personnelles échues » n'a jamais réussi depuis le démarrage du serveur, il y a 27 heures.",
      "4 e-mails attendent d'être envoyés, le plus ancien depuis 2 heures : vérifiez l'envoi des e-mails (SMTP).",
    ]);
  });
});
