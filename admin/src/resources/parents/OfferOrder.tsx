import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { Card, CardContent, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatKm } from '@ptits-mitrons/domain';
import { useTranslate } from 'react-admin';
import type { CandidateResponse } from '@ptits-mitrons/api-types';

/** The chosen artisans in the order they will receive the offer, each movable up or down, or removed. */
export const OfferOrder = ({ chosen, onMove, onRemove }: { chosen: CandidateResponse[]; onMove: (merchantId: string, step: -1 | 1) => void; onRemove: (merchantId: string) => void }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.parents.candidates.selection')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(chosen.length ? 'resources.parents.candidates.selection_hint' : 'resources.parents.candidates.selection_empty')}
        </Typography>
        <List dense data-testid="offer-order">
          {chosen.map((candidate, index) => {
            const name = candidate.establishment_name;
            return (
              <ListItem
                key={candidate.merchantId}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton size="small" disabled={index === 0} onClick={() => onMove(candidate.merchantId, -1)} aria-label={translate('resources.parents.candidates.move_up', { name })}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === chosen.length - 1}
                      onClick={() => onMove(candidate.merchantId, 1)}
                      aria-label={translate('resources.parents.candidates.move_down', { name })}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" onClick={() => onRemove(candidate.merchantId)} aria-label={translate('resources.parents.candidates.remove', { name })}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={`${index + 1}. ${name}`}
                  secondary={`${candidate.city_label}${candidate.distanceKm === null ? '' : ` · ${translate('resources.parents.candidates.km', { km: formatKm(candidate.distanceKm) })}`}`}
                  sx={{ pr: 14 }}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
