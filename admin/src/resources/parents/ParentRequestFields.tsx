import { Chip, Stack, Typography } from '@mui/material';
import { cityLabel as formatCityLabel, PARENT_REQUEST_BADGE_COLORS, PARENT_REQUEST_STATUS_COLORS, PAYMENT_STATE_COLORS } from '@ptits-mitrons/domain';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ParentRequestResponse } from '@ptits-mitrons/api-types';

/** A parent request as the API answers it (the package's record), as react-admin holds it. */
export type ParentRequest = ParentRequestResponse & RaRecord;

/** `source` only names the field for the layout's label, as react-admin's own fields do. */
interface LabelledFieldProps {
  source?: string;
}

export const StatusChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate(`resources.parents.statuses.${record.status}`, { _: record.status_label ?? record.status });
  return <Chip size="small" label={label} color={PARENT_REQUEST_STATUS_COLORS[record.status] ?? 'default'} sx={{ alignSelf: 'flex-start' }} />;
};

/**
 * What the parent did from their space (balance paid, proposal declined, cancelled, credit issued), one outlined chip
 * each so they read apart from the filled status chip. `inline` draws them as spans, for a list row's text.
 */
export const BadgeChips = ({ inline = false }: LabelledFieldProps & { inline?: boolean }) => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record?.badges?.length) return null;
  return (
    <Stack component={inline ? 'span' : 'div'} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, ...(inline ? { mt: 0.5 } : {}) }} data-testid="parent-badges">
      {record.badges.map((badge) => (
        <Chip
          key={badge}
          component="span"
          size="small"
          variant="outlined"
          color={PARENT_REQUEST_BADGE_COLORS[badge] ?? 'default'}
          label={translate(`resources.parents.badges.${badge}`, { _: badge })}
        />
      ))}
    </Stack>
  );
};

/** The status chip with the parent's badges under it (the lists' status column). */
export const StatusWithBadges = (_: LabelledFieldProps) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <StatusChip />
    <BadgeChips />
  </Stack>
);

/** The deposit's state as the server labels it (refunded, "à rembourser", disputed…), in the package's colours. */
export const DepositChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.payment_state && record.payment_state_label) {
    const color = PAYMENT_STATE_COLORS[record.payment_state] ?? 'default';
    return (
      <Chip
        size="small"
        // A state that calls for the operator (a refund owed, a dispute) stands out filled.
        variant={color === 'warning' || color === 'error' ? 'filled' : 'outlined'}
        color={color}
        label={record.payment_state_label}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }
  return record.isPaymentAuthorized ? (
    <Chip size="small" variant="outlined" color="success" label={translate('resources.parents.deposit.paid')} sx={{ alignSelf: 'flex-start' }} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.parents.deposit.unpaid')} sx={{ alignSelf: 'flex-start' }} />
  );
};

/** « Lyon (69001) », or nothing while the city is not known. */
export const cityLabel = (city?: { nom: string; code_postal: string } | null) => (city ? formatCityLabel(city) : '');

export const CityText = (_: LabelledFieldProps) => {
  const record = useRecordContext<ParentRequest>();
  return record ? <span>{cityLabel(record.target_city_id)}</span> : null;
};

export const ParentNameText = () => {
  const record = useRecordContext<ParentRequest>();
  if (!record) return null;
  return (
    <Stack>
      <span>{`${record.parent_firstname} ${record.parent_lastname}`}</span>
      <Typography variant="caption" color="text.secondary">
        {record.parent_phone}
      </Typography>
    </Stack>
  );
};

export const ChildText = () => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{`${record.child_firstname}, ${translate('resources.parents.child_age', { smart_count: record.child_age })}`}</span>;
};
