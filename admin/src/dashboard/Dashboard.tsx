import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider, ParentRequestTab } from '../api/dataProvider';
import { PARENT_TABS } from '../resources/parents/parentRequestRules';

/** The cards an operator starts the day with, each a server count linking to its tab. */
const CARDS: ParentRequestTab[] = ['deposit_paid', 'awaiting_balance', 'settled'];

export const Dashboard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: counts } = useQuery({ queryKey: ['parents', 'counts', {}], queryFn: () => dataProvider.parentRequestCounts({}) });
  return (
    <>
      <Title title="app.menu.dashboard" />
      <Typography variant="h5" sx={{ my: 2 }}>
        {translate('app.dashboard.welcome')}
      </Typography>
      <Grid container spacing={2}>
        {CARDS.map((tab) => (
          <Grid key={tab} size={{ xs: 12, sm: 4 }}>
            <Card>
              <CardActionArea component={Link} to={`/parents?tab=${PARENT_TABS.indexOf(tab)}`}>
                <CardContent>
                  <Typography color="text.secondary">{translate(`app.dashboard.${tab}`)}</Typography>
                  <Typography variant="h4" data-testid={`dashboard-${tab}`}>
                    {counts?.[tab] ?? '…'}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
};
