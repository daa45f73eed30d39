import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { MerchantStatus } from '../../api/dataProvider';
import { cityLabel } from '../parents/ParentRequestFields';
import { MERCHANT_STATUS_COLORS } from './merchantRules';

export interface MerchantRequest extends RaRecord {
  establishment_name: string;
  activity_sector_id?: { nom: string } | null;
  address: string;
  city_id?: { nom: string; code_postal: string } | null;
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  description?: string | null;
  capacity: number;
  available_days: string[];
  available_hours: string[];
  status: MerchantStatus;
  status_label?: string;
  rejectionReason?: string | null;
}

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
