import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, FormControlLabel, LinearProgress, Stack, Switch, TextField, Typography } from '@mui/material';
import {
  DEFAULT_MATCHING_RADIUS_KM,
  DEFAULT_WORKSHOP_TIME,
  MATCHING_MESSAGES,
  MAX_MATCHING_RADIUS_KM,
  parisDayAndTime,
  parisInstant,
} from '@ptits-mitrons/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Loading, Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { DATE_LOCALE } from '../../i18nProvider';
import { CandidatesTable } from './CandidatesTable';
import { OfferOrder } from './OfferOrder';
import { cityLabel, type ParentRequest } from './ParentRequestFields';
import { parentShowPath } from './parentRequestRules';
import { SendOfferButton } from './SendOfferButton';
import type { CandidateResponse } from '@ptits-mitrons/api-types';

/** The datetime-local value ('YYYY-MM-DDTHH:MM', Paris time) staff start from: the desired day at the default hour. */
const defaultWhen = (desiredDate: string) => `${desiredDate.slice(0, 10)}T${DEFAULT_WORKSHOP_TIME}`;

/** The instant a datetime-local value means in Paris, or undefined while it is incomplete. */
function instantOf(when: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(when);
  if (!match) return undefined;
  const instant = parisInstant(match[1], match[2]);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

const radiusOf = (value: string): number | undefined => {
  const radius = Number(value);
  return value.trim() && Number.isFinite(radius) && radius >= 1 && radius <= MAX_MATCHING_RADIUS_KM ? radius : undefined;
};

/** « Trouver un artisan » (/parents/:id/artisans): the request's candidates, ranked by the server, and the offer's order. */
export const CandidatesPage = () => {
  const { id = '' } = useParams();
  const { data: request, error } = useGetOne<ParentRequest>('parents', { id });
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!request) return <Loading />;
  return <CandidatesSearch key={request.id} request={request} />;
};

const CandidatesSearch = ({ request }: { request: ParentRequest }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [when, setWhen] = useState(() => defaultWhen(request.desired_date));
  const [radius, setRadius] = useState(String(DEFAULT_MATCHING_RADIUS_KM));
  const [includeExcluded, setIncludeExcluded] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const date = instantOf(when);
  const radiusKm = radiusOf(radius);
  const query = date && radiusKm ? { date, radiusKm, includeExcluded } : undefined;
  const {
    data: candidates,
    error,
    isFetching,
  } = useQuery<CandidateResponse[], Error>({
    queryKey: ['parents', request.id, 'candidates', query],
    queryFn: () => dataProvider.parentRequestCandidates(request.id, query!),
    enabled: !!query,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Only artisans still eligible under the current date and radius can be offered the workshop.
  const eligible = new Map((candidates ?? []).filter((c) => c.eligible).map((c) => [c.merchantId, c]));
  const chosen = selected.filter((merchantId) => eligible.has(merchantId)).map((merchantId) => eligible.get(merchantId)!);
  const toggle = (merchantId: string) =>
    setSelected((current) => (current.includes(merchantId) ? current.filter((m) => m !== merchantId) : [...current, merchantId]));
  const move = (merchantId: string, step: -1 | 1) =>
    setSelected(() => {
      const order = chosen.map((c) => c.merchantId);
      const from = order.indexOf(merchantId);
      const to = from + step;
      if (from < 0 || to < 0 || to >= order.length) return order;
      [order[from], order[to]] = [order[to], order[from]];
      return order;
    });
  const desiredDay = new Date(`${request.desired_date.slice(0, 10)}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="resources.parents.candidates.title" />
      <Stack spacing={2}>
        <Box>
          <Button label="resources.parents.candidates.back" component={Link} to={parentShowPath(request.id)}>
            <ArrowBackIcon />
          </Button>
          <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
            {translate('resources.parents.candidates.title')}
          </Typography>
          <Typography color="text.secondary" data-testid="candidates-request">
            {translate('resources.parents.candidates.for_request', {
              parent: `${request.parent_firstname} ${request.parent_lastname}`,
              child: request.child_firstname,
              children: request.number_of_children,
              city: cityLabel(request.target_city_id),
              date: desiredDay,
            })}
            {` · ${request.merchant_type}`}
          </Typography>
        </Box>
        <Card variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                id="candidates-date"
                type="datetime-local"
                label={translate('resources.parents.candidates.date')}
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                error={!date}
                helperText={date ? `${translate('resources.parents.candidates.date_hint')} (${parisDayAndTime(new Date(date)).weekDay})` : MATCHING_MESSAGES.dateRequired}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
              />
              <TextField
                id="candidates-radius"
                type="number"
                label={translate('resources.parents.candidates.radius')}
                value={radius}
                onChange={(event) => setRadius(event.target.value)}
                error={radiusKm === undefined}
                helperText={radiusKm === undefined ? MATCHING_MESSAGES.radiusInvalid : undefined}
                slotProps={{ htmlInput: { min: 1, max: MAX_MATCHING_RADIUS_KM, step: 1 } }}
                sx={{ maxWidth: { sm: 160 } }}
              />
              <FormControlLabel
                control={<Switch checked={includeExcluded} onChange={(event) => setIncludeExcluded(event.target.checked)} />}
                label={translate('resources.parents.candidates.include_excluded')}
                sx={{ pt: { sm: 1 } }}
              />
            </Stack>
          </CardContent>
        </Card>
        {isFetching && <LinearProgress aria-label={translate('resources.parents.candidates.loading')} />}
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : (
          candidates && (
            <>
              {!eligible.size && <Alert severity="info">{translate('resources.parents.candidates.none')}</Alert>}
              {candidates.length > 0 && <CandidatesTable candidates={candidates} order={chosen.map((c) => c.merchantId)} onToggle={toggle} />}
              {/* The ODbL asks for the attribution wherever the coordinates are shown. */}
              <Typography variant="caption" color="text.secondary">
                {translate('resources.parents.candidates.attribution')}
              </Typography>
            </>
          )
        )}
        <OfferOrder chosen={chosen} onMove={move} onRemove={toggle} />
        <Box>
          <SendOfferButton requestId={request.id} chosen={chosen} date={date} />
        </Box>
      </Stack>
    </Box>
  );
};
