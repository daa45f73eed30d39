import { Chip, Typography } from '@mui/material';
import { DateField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';

/** An operator account as GET /api/admin/admins answers it. */
export interface AdminAccount extends RaRecord {
  email: string;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export const DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

/** DataTable passes its column's props to the field; they are not used. */
type LabelledFieldProps = { source?: string; label?: string };

export const AdminStatusChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={translate(record.disabled ? 'resources.admins.statuses.disabled' : 'resources.admins.statuses.enabled')}
      color={record.disabled ? 'default' : 'success'}
    />
  );
};

/** The last sign-in, or « Jamais connecté ». */
export const LastLoginField = (_: LabelledFieldProps) => {
  const record = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.lastLoginAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.admins.never_logged_in')}
      </Typography>
    );
  }
  return <DateField source="lastLoginAt" showTime locales={DATE_LOCALE} options={DATE_TIME} />;
};
