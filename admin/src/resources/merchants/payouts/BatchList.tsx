import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { formatEuros, type ChipColor, type PayoutBatchStatus } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../../api/dataProvider';
import { DownloadSepaButton } from './DownloadSepaButton';
import { DownloadStatementButton } from './DownloadStatementButton';
import { CancelBatchButton } from './CancelBatchButton';
import { MarkSentButton } from './MarkSentButton';
import { PayoutLinesTable } from './PayoutLinesTable';
import { formatDay, formatInstant } from './payoutPeriod';
import type { PayoutBatchDetailResponse, PayoutBatchResponse } from '@ptits-mitrons/api-types';

/** A generated file waits for staff to give it to the bank. */
const STATUS_COLORS: Record<PayoutBatchStatus, ChipColor> = { generated: 'warning', sent: 'success', cancelled: 'default' };

/** The transfer files, newest first as the server lists them; the one just generated opens on its artisans. */
export const BatchList = ({ openId }: { openId?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: batches, error } = useQuery<PayoutBatchResponse[], Error>({ queryKey: ['payouts', 'batches'], queryFn: () => dataProvider.payoutBatches() });
  return (
    <Stack spacing={2} component="section" aria-labelledby="payout-batches-title">
      <Typography variant="h6" component="h3" id="payout-batches-title">
        {translate('resources.payouts.batches')}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {batches && !batches.length && <Typography color="text.secondary">{translate('resources.payouts.batches_empty')}</Typography>}
      {batches?.map((batch) => <BatchCard key={batch.id} batch={batch} open={batch.id === openId} />)}
    </Stack>
  );
};

const BatchCard = ({ batch, open }: { batch: PayoutBatchResponse; open: boolean }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.payouts.fields.${name}`);
  const facts: [string, string][] = [
    [field('period'), translate('resources.payouts.period_value', { from: formatDay(batch.period_start), to: formatDay(batch.period_end) })],
    [field('total'), formatEuros(batch.total_cents)],
    [field('artisans'), translate('resources.payouts.artisans_count', { smart_count: batch.artisans_count })],
    [field('created_at'), formatInstant(batch.created_at)],
    ...(batch.sent_at ? [[field('sent_at'), formatInstant(batch.sent_at)] as [string, string]] : []),
  ];
  return (
    <Card variant="outlined" data-testid={`batch-${batch.id}`} sx={open ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            {batch.reference}
          </Typography>
          <Chip size="small" color={STATUS_COLORS[batch.status] ?? 'default'} label={translate(`resources.payouts.statuses.${batch.status}`, { _: batch.status_label })} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ flexWrap: 'wrap' }}>
          {facts.map(([label, value]) => (
            <Typography key={label} variant="body2">
              <Typography component="span" variant="body2" color="text.secondary">
                {label} :
              </Typography>{' '}
              {value}
            </Typography>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DownloadSepaButton batch={batch} />
        <MarkSentButton batch={batch} />
        <CancelBatchButton batch={batch} />
      </CardActions>
      <BatchArtisans batch={batch} defaultExpanded={open} />
    </Card>
  );
};

/** The batch's artisans with their statement, loaded when staff open them. */
const BatchArtisans = ({ batch, defaultExpanded }: { batch: PayoutBatchResponse; defaultExpanded: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const { data: detail, error, isFetching } = useQuery<PayoutBatchDetailResponse, Error>({
    queryKey: ['payouts', 'batches', batch.id],
    queryFn: () => dataProvider.payoutBatch(batch.id),
    enabled: expanded,
  });
  return (
    <Accordion disableGutters elevation={0} expanded={expanded} onChange={(_, value) => setExpanded(value)} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`batch-${batch.id}-artisans`} id={`batch-${batch.id}-artisans-header`}>
        {translate('resources.payouts.actions.details')}
      </AccordionSummary>
      <AccordionDetails id={`batch-${batch.id}-artisans`}>
        {isFetching && <LinearProgress />}
        {error && <Alert severity="error">{error.message}</Alert>}
        <Stack spacing={2} aria-label={translate('resources.payouts.batch_artisans', { reference: batch.reference })}>
          {detail?.artisans.map((artisan) => (
            <Stack key={artisan.merchant_request_id} spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{artisan.establishment_name}</Typography>
                <Typography color="text.secondary">{artisan.statement_number}</Typography>
                <Typography sx={{ ml: 'auto !important', fontWeight: 'bold' }}>{formatEuros(artisan.total_cents)}</Typography>
              </Stack>
              <PayoutLinesTable lines={artisan.lines} label={artisan.establishment_name} />
              <div>
                <DownloadStatementButton statementId={artisan.statement_id} number={artisan.statement_number} name={artisan.establishment_name} />
              </div>
            </Stack>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};
