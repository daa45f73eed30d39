import { Checkbox, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatKm, type CandidateAnswer } from '@ptits-mitrons/domain';
import { useTranslate } from 'react-admin';

/**
 * The candidates as the server ranks them: an eligible one has a checkbox and, once chosen, its place in the offer's
 * order; an excluded one (listed when staff widen the filter) is greyed with every reason it is excluded.
 */
export const CandidatesTable = ({ candidates, order, onToggle }: { candidates: CandidateAnswer[]; order: string[]; onToggle: (merchantId: string) => void }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.parents.candidates.fields.${field}`);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('resources.parents.candidates.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{label('order')}</TableCell>
            <TableCell>{label('establishment_name')}</TableCell>
            <TableCell>{label('city')}</TableCell>
            <TableCell align="right">{label('distance')}</TableCell>
            <TableCell align="right">{label('recent')}</TableCell>
            <TableCell>{label('reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((candidate) => {
            const rank = order.indexOf(candidate.merchantId) + 1;
            const muted = candidate.eligible ? undefined : 'text.disabled';
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
                  {candidate.eligible ? (
                    <Checkbox
                      checked={rank > 0}
                      onChange={() => onToggle(candidate.merchantId)}
                      slotProps={{ input: { 'aria-label': translate('resources.parents.candidates.choose', { name: candidate.establishment_name }) } }}
                    />
                  ) : null}
                </TableCell>
                <TableCell data-testid="candidate-order">
                  {rank > 0 ? <Chip size="small" color="primary" label={rank} /> : candidate.eligible ? '' : <Chip size="small" variant="outlined" label={translate('resources.parents.candidates.excluded')} />}
                </TableCell>
                <TableCell sx={{ color: muted }}>
                  <Typography variant="body2" sx={{ fontWeight: candidate.eligible ? 'bold' : undefined }}>
                    {candidate.establishment_name}
                  </Typography>
                  <Typography variant="caption" color={muted ?? 'text.secondary'}>
                    {candidate.address} · {candidate.sector}
                  </Typography>
                </TableCell>
                <TableCell sx={{ color: muted }}>{candidate.city_label}</TableCell>
                <TableCell align="right" sx={{ color: muted, whiteSpace: 'nowrap' }} data-testid="candidate-distance">
                  {candidate.distanceKm === null ? '—' : translate('resources.parents.candidates.km', { km: formatKm(candidate.distanceKm) })}
                </TableCell>
                <TableCell align="right" sx={{ color: muted }}>
                  {candidate.recentWorkshops}
                </TableCell>
                <TableCell>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {candidate.reasons.map((reason) => (
                      <Chip
                        key={reason.code}
                        size="small"
                        variant="outlined"
                        color={candidate.eligible ? 'default' : 'warning'}
                        label={reason.label}
                        data-reason={reason.code}
                      />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
