import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, CardContent, CardHeader, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Datagrid, FunctionField, ListBase, NumberField, Pagination, useNotify, useRecordContext, useTranslate, WithListContext } from 'react-admin';
import { useBusinessMutation } from '../components/useBusinessMutation';
import { DATE_LOCALE } from '../i18nProvider';
import { ManualDayDialog, type ManualDayValues } from './ManualDayDialog';
import { ManualDaysImportDialog } from './ManualDaysImportDialog';

const RESOURCE = 'daily-stats';
const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(DATE_LOCALE, { dateStyle: 'long' });
const figuresOf = ({ day, uniqueSessions, pageViews, bounceRate }: ManualDayValues): ManualDayValues => ({
  day,
  uniqueSessions: Number(uniqueSessions),
  pageViews: Number(pageViews),
  bounceRate: Number(bounceRate),
});

/** Enter (no record) or correct (record) a day; every list and chart on screen is refetched afterwards. */
function useSaveManualDay(record: ManualDayValues | undefined, onDone: () => void) {
  const notify = useNotify();
  const { mutate, isPending } = useBusinessMutation((dataProvider, values: ManualDayValues) =>
    record
      ? dataProvider.update(RESOURCE, { id: record.day, data: figuresOf({ ...values, day: record.day }), previousData: record })
      : dataProvider.create(RESOURCE, { data: figuresOf(values) }),
  );
  const save = async (values: ManualDayValues) => {
    if (!(await mutate(values))) return;
    notify(record ? 'app.statistics.manual.updated' : 'app.statistics.manual.created', { type: 'success' });
    onDone();
  };
  return { save, isPending };
}

function ManualDayEditor({ record, onClose }: { record?: ManualDayValues; onClose: () => void }) {
  const { save, isPending } = useSaveManualDay(record, onClose);
  return <ManualDayDialog record={record} pending={isPending} onClose={onClose} onSubmit={(values) => void save(values)} />;
}

function RowActions() {
  const record = useRecordContext<ManualDayValues & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { mutate, isPending } = useBusinessMutation((dataProvider, day: string) => dataProvider.delete(RESOURCE, { id: day, previousData: record }));
  if (!record) return null;
  const remove = async () => {
    if (!(await mutate(record.day))) return;
    notify('app.statistics.manual.deleted', { type: 'success' });
    setDialog(null);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
        {translate('ra.action.edit')}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
        {translate('ra.action.delete')}
      </Button>
      {dialog === 'edit' && <ManualDayEditor record={record} onClose={() => setDialog(null)} />}
      <Confirm
        isOpen={dialog === 'delete'}
        loading={isPending}
        title="app.statistics.manual.delete_title"
        content="app.statistics.manual.delete_confirm"
        translateOptions={{ day: dayLabel(record.day) }}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

/**
 * The days before the tracker existed, entered by hand: list, add, correct, delete, import. The list
 * follows the window the charts show (what the operator is looking at), or shows every hand-entered day.
 */
export function ManualDaysPanel({ range }: { range: { start: string; end: string } | null }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const [everyDay, setEveryDay] = useState(false);
  const filter = range && !everyDay ? { day_gte: range.start, day_lte: range.end } : {};
  return (
    <Card data-testid="manual-days">
      <CardHeader
        title={translate('app.statistics.manual.title')}
        subheader={translate('app.statistics.manual.subtitle')}
        // On a phone the switch and buttons go under the title instead of squeezing it.
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        slotProps={{ content: { sx: { minWidth: 260 } }, action: { sx: { alignSelf: 'center', m: 0, maxWidth: '100%' } } }}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel control={<Switch checked={everyDay} onChange={(event) => setEveryDay(event.target.checked)} />} label={translate('app.statistics.manual.every_day')} />
            <Button startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              {translate('app.statistics.manual.add')}
            </Button>
            <Button startIcon={<UploadFileIcon />} onClick={() => setDialog('import')}>
              {translate('app.statistics.manual.import')}
            </Button>
          </Stack>
        }
      />
      <CardContent>
        <ListBase resource={RESOURCE} filter={filter} sort={{ field: 'day', order: 'DESC' }} perPage={10} disableSyncWithLocation>
          <WithListContext
            render={({ total }) =>
              total === 0 ? <Typography color="text.secondary">{translate('app.statistics.manual.empty')}</Typography> : null
            }
          />
          <Datagrid bulkActionButtons={false} rowClick={false} size="small" empty={<></>}>
            <FunctionField<ManualDayValues> source="day" render={(record) => dayLabel(record.day)} />
            <NumberField source="uniqueSessions" />
            <NumberField source="pageViews" />
            <NumberField source="bounceRate" />
            <FunctionField label={false} render={() => <RowActions />} />
          </Datagrid>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </ListBase>
      </CardContent>
      {dialog === 'add' && <ManualDayEditor onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ManualDaysImportDialog onClose={() => setDialog(null)} />}
    </Card>
  );
}
