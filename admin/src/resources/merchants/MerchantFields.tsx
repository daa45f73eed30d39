import { Chip } from '@mui/material';
import { MERCHANT_STATUS_COLORS } from '@ptits-mitrons/domain';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';
import { cityLabel } from '../parents/ParentRequestFields';
import type { MerchantRequestResponse } from '@ptits-mitrons/api-types';

/** A merchant application as the API answers it (the package's record), as react-admin holds it. */
export type MerchantRequest = MerchantRequestResponse & RaRecord;

/** `source` only names the field for the layout's label. */
interface LabelledFieldProps {
  source?: string;
}

export const MerchantStatusChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<MerchantRequest>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={translate(`resources.merchants.statuses.${record.status}`, { _: record.status_label ?? record.status })}
      color={MERCHANT_STATUS_COLORS[record.status] ?? 'default'}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};

export const MerchantCityText = (_: LabelledFieldProps) => {
  const record = useRecordContext<MerchantRequest>();
  return record ? <span>{cityLabel(record.city_id)}</span> : null;
};

export const SectorText = (_: LabelledFieldProps) => {
  const record = useRecordContext<MerchantRequest>();
  return record ? <span>{record.activity_sector_id?.nom ?? ''}</span> : null;
};

/** Availability as the merchant gave it: days, then half-hour slots. */
export const AvailabilityText = (_: LabelledFieldProps) => {
  const record = useRecordContext<MerchantRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const days = record.available_days?.length ? record.available_days.join(', ') : translate('resources.merchants.no_availability');
  const hours = record.available_hours?.length ? record.available_hours.join(', ') : '';
  return (
    <span>
      {days}
      {hours && <br />}
      {hours}
    </span>
  );
};

const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

/** The artisan's dates off, as they set them in their space (from today on). */
export const DaysOffText = (_: LabelledFieldProps) => {
  const record = useRecordContext<MerchantRequest>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.days_off?.length ? record.days_off.map(dayLabel).join(', ') : translate('resources.merchants.no_days_off')}</span>;
};
