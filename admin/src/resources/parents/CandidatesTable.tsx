import {
  Checkbox,
  Chip,
  Paper,
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
import { formatKm } from '@ptits-mitrons/domain';
import { useTranslate } from 'react-admin';
import type { CandidateResponse } from '@ptits-mitrons/api-types';

interface RowProps {
  candidate: CandidateResponse;
  /** Its place in the offer's order, 0 when not chosen. */
  rank: number;
}

const OrderChip = ({ candidate, rank }: RowProps) => {
  const translate = useTranslate();
  if (rank > 0) return <Chip size="small" color="primary" label={rank} data-testid="candidate-order" />;
  return candidate.eligible ? null : <Chip size="small" variant="outlined" label={translate('resources.parents.candidates.excluded')} data-testid="candidate-order" />;
};

const Distance = ({ candidate }: RowProps) => {
  const translate = useTranslate();
  return <span data-testid="candidate-distance">{candidate.distanceKm === null ? '—' : translate('resources.parents.candidates.km', { km: formatKm(candidate.distanceKm) })}</span>;
};

const Name = ({ candidate }: RowProps) => (
  <>
    <Typography variant="body2" sx={{ fontWeight: candidate.eligible ? 'bold' : undefined }}>
      {candidate.establishment_name}
    </Typography>
    <Typography variant="caption" color={candidate.eligible ? 'text.secondary' : 'text.disabled'}>
      {candidate.address} · {candidate.sector}
    </Typography>
  </>
);

const Reasons = ({ candidate }: RowProps) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {candidate.reasons.map((reason) => (
      <Chip key={reason.code} size="small" variant="outlined" color={candidate.eligible ? 'default' : 'warning'} label={reason.label} data-reason={reason.code} />
    ))}
  </Stack>
);

/**
 * The candidates as the server ranks them: an eligible one has a checkbox and, once chosen, its place in the offer's
 * order; an excluded one (listed when staff widen the filter) is greyed with every reason it is excluded. On a phone
 * each candidate's facts stack in one cell, so that nothing hides past the screen's edge.
 */
export const CandidatesTable = ({ candidates, order, onToggle }: { candidates: CandidateResponse[]; order: string[]; onToggle: (merchantId: string) => void }) => {
  const translate = useTranslate();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const label = (field: string) => translate(`resources.parents.candidates.fields.${field}`);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('resources.parents.candidates.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{label('choose')}</TableCell>
            {stacked ? (
              <TableCell>{label('establishment_name')}</TableCell>
            ) : (
              <>
                <TableCell>{label('order')}</TableCell>
                <TableCell>{label('establishment_name')}</TableCell>
                <TableCell>{label('city')}</TableCell>
                <TableCell align="right">{label('distance')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {label('recent')}
                </TableCell>
                <TableCell>{label('reasons')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((candidate) => {
            const rank = order.indexOf(candidate.merchantId) + 1;
            const muted = candidate.eligible ? undefined : 'text.disabled';
            const props = { candidate, rank };
            return (
              <TableRow
                key={candidate.merchantId}
                hover={candidate.eligible}
                selected={rank > 0}
                data-testid={`candidate-${candidate.merchantId}`}
                data-eligible={candidate.eligible}
                sx={candidate.eligible ? undefined : { bgcolor: 'action.hover' }}
              >
                <TableCell padding="checkbox">
                  {candidate.eligible && (
                    <Checkbox
                      checked={rank > 0}
                      onChange={() => onToggle(candidate.merchantId)}
                      slotProps={{ input: { 'aria-label': translate('resources.parents.candidates.choose', { name: candidate.establishment_name }) } }}
                    />
                  )}
                </TableCell>
                {stacked ? (
                  <TableCell sx={{ color: muted }}>
                    <Stack spacing={0.5} sx={{ py: 0.5 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <OrderChip {...props} />
                        <span>
                          <Name {...props} />
                        </span>
                      </Stack>
                      <Typography variant="body2" color={muted}>
                        {candidate.city_label} · <Distance {...props} /> · {label('recent')} : {candidate.recentWorkshops}
                      </Typography>
                      <Reasons {...props} />
                    </Stack>
                  </TableCell>
                ) : (
                  <>
                    <TableCell>
                      <OrderChip {...props} />
                    </TableCell>
                    <TableCell sx={{ color: muted }}>
                      <Name {...props} />
                    </TableCell>
                    <TableCell sx={{ color: muted }}>{candidate.city_label}</TableCell>
                    <TableCell align="right" sx={{ color: muted, whiteSpace: 'nowrap' }}>
                      <Distance {...props} />
                    </TableCell>
                    <TableCell align="right" sx={{ color: muted }}>
                      {candidate.recentWorkshops}
                    </TableCell>
                    <TableCell>
                      <Reasons {...props} />
                    </TableCell>
                  </>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
