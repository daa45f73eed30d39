import {
  Chip,
  Divider,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { OFFER_STATUS_COLORS, OPEN_OFFER_STATUSES, PARIS_TIME_ZONE } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { DATE_LOCALE } from '../../i18nProvider';
import type { ParentRequest } from './ParentRequestFields';
import { WithdrawOfferButton } from './WithdrawOfferButton';
import type { OfferResponse } from '@ptits-mitrons/api-types';

// Paris time, as the workshop's date was chosen on « Trouver un artisan ».
const shortDateTime = { dateStyle: 'short', timeStyle: 'short', timeZone: PARIS_TIME_ZONE } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(DATE_LOCALE, shortDateTime) : '—');

/** « Offres aux artisans »: every offer made for the request, in the server's order, with what became of it. */
export const OffersSection = () => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Under 'parents': a business action's refresh refetches it with the request.
  const { data: offers, error } = useQuery<OfferResponse[], Error>({
    queryKey: ['parents', record?.id, 'offers'],
    queryFn: () => dataProvider.parentRequestOffers(record!.id),
    enabled: !!record,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!offers) return null;
  if (!offers.length) return <Typography color="text.secondary">{translate('resources.offers.empty')}</Typography>;
  const label = (field: string) => translate(`resources.offers.fields.${field}`);
  const artisan = (offer: OfferResponse) => (
    <Link component={RouterLink} to={`/merchants/${encodeURIComponent(offer.merchantId)}/show`}>
      {offer.establishment_name}
    </Link>
  );
  const status = (offer: OfferResponse) => (
    <Chip size="small" color={OFFER_STATUS_COLORS[offer.status] ?? 'default'} label={translate(`resources.offers.statuses.${offer.status}`, { _: offer.status_label ?? offer.status })} />
  );
  const withdraw = (offer: OfferResponse) => (OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status) && <WithdrawOfferButton requestId={record!.id} offer={offer} />;
  if (stacked)
    // On a phone, one block per offer: every fact labelled, nothing past the screen's edge.
    return (
      <Stack divider={<Divider flexItem />} spacing={1}>
        {offers.map((offer) => (
          <Stack key={offer.id} spacing={0.5} data-testid={`offer-${offer.id}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 'bold' }}>{offer.rank}.</Typography>
              {artisan(offer)}
              {status(offer)}
            </Stack>
            {(['date', 'expiresAt', 'respondedAt'] as const).map((field) =>
              offer[field] ? (
                <Typography key={field} variant="body2">
                  {label(field)} : {when(offer[field])}
                </Typography>
              ) : null,
            )}
            {offer.declineReason && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {label('declineReason')} : {offer.declineReason}
              </Typography>
            )}
            <div>{withdraw(offer)}</div>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.parents.sections.offers')}>
        <TableHead>
          <TableRow>
            <TableCell>{label('rank')}</TableCell>
            <TableCell>{label('establishment_name')}</TableCell>
            <TableCell>{label('status')}</TableCell>
            <TableCell>{label('date')}</TableCell>
            <TableCell>{label('expiresAt')}</TableCell>
            <TableCell>{label('respondedAt')}</TableCell>
            <TableCell>{label('declineReason')}</TableCell>
            <TableCell>{label('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => (
            <TableRow key={offer.id} data-testid={`offer-${offer.id}`}>
              <TableCell>{offer.rank}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{artisan(offer)}</TableCell>
              <TableCell>{status(offer)}</TableCell>
              {/* Only the workshop's date keeps to one line: the others may wrap so that the queue fits a laptop screen. */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(offer.date)}</TableCell>
              <TableCell>{when(offer.expiresAt)}</TableCell>
              <TableCell>{when(offer.respondedAt)}</TableCell>
              <TableCell sx={{ minWidth: 100, overflowWrap: 'anywhere' }}>{offer.declineReason ?? '—'}</TableCell>
              <TableCell>{withdraw(offer)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
