import { DateInput, maxValue, minValue, NumberInput, required } from 'react-admin';
import { FormDialog } from '../components/FormDialog';
import { parisDay } from '@ptits-mitrons/domain';

export interface ManualDayValues {
  day: string;
  uniqueSessions: number;
  pageViews: number;
  bounceRate: number;
}

const integer = (value: unknown) => (value === null || value === undefined || value === '' || Number.isInteger(value) ? undefined : 'app.statistics.manual.integer');
/** Hand-entered days are for the past before the tracker: today is still being measured. */
export const pastDay = (value?: string, now = new Date()) => (value && value >= parisDay(now) ? 'app.statistics.manual.past_day' : undefined);

const counts = [required(), integer, minValue(0)];

/** Enter a day, or correct one (its day then stays as it is: it is the record's id). */
export function ManualDayDialog({
  record,
  pending,
  onClose,
  onSubmit,
}: {
  record?: ManualDayValues;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: ManualDayValues) => void;
}) {
  return (
    <FormDialog<ManualDayValues>
      open
      title={record ? 'app.statistics.manual.edit' : 'app.statistics.manual.add'}
      titleOptions={record ? { day: record.day } : undefined}
      hint="app.statistics.manual.hint"
      submitLabel="ra.action.save"
      pending={pending}
      record={record}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <DateInput source="day" resource="daily-stats" validate={[required(), (value: string) => pastDay(value)]} disabled={!!record} fullWidth />
      <NumberInput source="uniqueSessions" resource="daily-stats" validate={counts} min={0} step={1} fullWidth />
      <NumberInput source="pageViews" resource="daily-stats" validate={counts} min={0} step={1} fullWidth />
      <NumberInput source="bounceRate" resource="daily-stats" validate={[required(), minValue(0), maxValue(100)]} min={0} max={100} step={0.1} fullWidth />
    </FormDialog>
  );
}
