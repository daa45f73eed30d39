import { Card, CardActionArea, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { OPERATOR_REMINDER_KINDS, OPERATOR_REMINDER_TABS } from '@ptits-mitrons/domain';
import { Title, useDataProvider, useStore, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';
import { parentTabLink } from '../resources/parents/parentRequestRules';
import { StatsLineChart } from '../statistics/StatsCharts';
import { lastDays, thisMonth } from '../statistics/statsRange';
import { OperationsWarnings } from './OperationsWarnings';
import { UnmatchedCard } from './UnmatchedCard';

interface CountCardProps {
  label: string;
  count?: number;
  to: string;
  testId: string;
  onClick?: () => void;
}

const CountCard = ({ label, count, to, testId, onClick }: CountCardProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} onClick={onClick} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary">{translate(label)}</Typography>
          <Typography variant="h4" component="p" data-testid={testId}>
            {count ?? '…'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/** What an operator starts the day with: server counts, each linking to its list, and last week's visits. */
export const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const month = thisMonth();
  const week = lastDays(7);
  const { data: parents } = useQuery({ queryKey: ['parents', 'counts', {}], queryFn: () => dataProvider.parentRequestCounts({}) });
  const { data: monthParents } = useQuery({
    queryKey: ['parents', 'counts', month],
    queryFn: () => dataProvider.parentRequestCounts({ desired_date_gte: month.start, desired_date_lte: month.end }),
  });
  const { data: merchants } = useQuery({ queryKey: ['merchants', 'counts', {}], queryFn: () => dataProvider.merchantRequestCounts({}) });
  const { data: visits } = useQuery({ queryKey: ['stats', week], queryFn: () => dataProvider.getStats(week) });
  const { data: late } = useQuery({ queryKey: ['reminders', 'late'], queryFn: () => dataProvider.lateReminders() });
  // The parents list keeps its filters in the store (its URL only carries the tab): a card sets exactly the filters
  // its count was made with, so that the tab it opens shows the same number.
  const [parentListParams, setParentListParams] = useStore<Record<string, unknown>>('parents.listParams', {});
  const openParents = (filter: Record<string, unknown>) => () =>
    setParentListParams({ ...parentListParams, filter, displayedFilters: Object.fromEntries(Object.keys(filter).map((key) => [key, true])), page: 1 });
  const pendingMerchants = `/merchants?${new URLSearchParams({ filter: JSON.stringify({ status: 'pending_validation' }), page: '1' })}`;
  return (
    <>
      <Title title="app.menu.dashboard" />
      <Typography variant="h5" sx={{ my: 2 }}>
        {translate('app.dashboard.welcome')}
      </Typography>
      <OperationsWarnings />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard label="app.dashboard.deposit_paid" count={parents?.deposit_paid} to={parentTabLink('deposit_paid')} onClick={openParents({})} testId="dashboard-deposit_paid" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard label="app.dashboard.awaiting_balance" count={parents?.awaiting_balance} to={parentTabLink('awaiting_balance')} onClick={openParents({})} testId="dashboard-awaiting_balance" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard label="app.dashboard.pending_merchants" count={merchants?.pending_validation} to={pendingMerchants} testId="dashboard-pending_merchants" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard
            label="app.dashboard.settled_this_month"
            count={monthParents?.settled}
            to={parentTabLink('settled')}
            onClick={openParents({ desired_date_gte: month.start, desired_date_lte: month.end })}
            testId="dashboard-settled"
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" component="h2">
            {translate('app.dashboard.late_title')}
          </Typography>
        </Grid>
        {/* One card per operator reminder: the requests late now, listed in their tab by their ids. */}
        {OPERATOR_REMINDER_KINDS.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, lg: 3 }}>
            <CountCard
              label={`app.dashboard.late.${kind}`}
              count={late?.[kind].count}
              to={parentTabLink(OPERATOR_REMINDER_TABS[kind])}
              onClick={openParents(late ? { id: late[kind].ids } : {})}
              testId={`dashboard-late-${kind}`}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, lg: 6 }}>
          <UnmatchedCard />
        </Grid>
        <Grid size={12}>
          <Card>
            <CardHeader title={translate('app.dashboard.visits')} />
            <CardContent>
              {visits && (
                <>
                  <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
                    <Typography data-testid="dashboard-sessions">
                      {translate('app.statistics.sessions')} : <strong>{visits.totals.uniqueSessions}</strong>
                    </Typography>
                    <Typography>
                      {translate('app.statistics.page_views')} : <strong>{visits.totals.pageViews}</strong>
                    </Typography>
                    <Typography>
                      {translate('app.statistics.bounce_rate')} : <strong>{visits.totals.bounceRate} %</strong>
                    </Typography>
                  </Stack>
                  <StatsLineChart stats={visits.stats} field="pageViews" label={translate('app.statistics.page_views')} height={180} />
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
};
