import { Card, CardContent, CardHeader, Link, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';
import { DATE_LOCALE } from '../i18nProvider';
import { parentShowPath } from '../resources/parents/parentRequestRules';
import type { UnmatchedRequestResponse } from '@ptits-mitrons/api-types';

/** How many requests the card names; the count says how many there are in all. */
const LISTED = 5;

const dayLabel = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

/** « Sans artisan »: paid requests whose offers all failed, each a link to its page where staff find another artisan. */
export const UnmatchedCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: requests } = useQuery<UnmatchedRequestResponse[]>({ queryKey: ['parents', 'unmatched'], queryFn: () => dataProvider.unmatchedRequests() });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate('app.dashboard.unmatched')}
        subheader={translate('app.dashboard.unmatched_hint')}
        action={
          <Typography variant="h4" component="p" data-testid="dashboard-unmatched" sx={{ px: 1 }}>
            {requests?.length ?? '…'}
          </Typography>
        }
      />
      {requests && (
        <CardContent sx={{ pt: 0 }}>
          {requests.length ? (
            <List dense disablePadding>
              {requests.slice(0, LISTED).map((request) => (
                <ListItem key={request.id} disableGutters>
                  <Link component={RouterLink} to={parentShowPath(request.id)}>
                    {translate('app.dashboard.unmatched_item', {
                      parent: request.parent_name,
                      child: request.child_firstname,
                      city: request.city_label,
                      date: dayLabel(request.desired_date),
                    })}
                  </Link>
                </ListItem>
              ))}
              {requests.length > LISTED && (
                <ListItem disableGutters>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.dashboard.unmatched_more', { smart_count: requests.length - LISTED })}
                  </Typography>
                </ListItem>
              )}
            </List>
          ) : (
            <Typography color="text.secondary">{translate('app.dashboard.unmatched_empty')}</Typography>
          )}
        </CardContent>
      )}
    </Card>
  );
};
