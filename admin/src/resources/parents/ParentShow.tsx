import { Box, Grid, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  DataTable,
  DateField,
  EmailField,
  Form,
  FunctionField,
  NumberField,
  ReferenceManyField,
  SaveButton,
  Show,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { parentTermsLabel } from '@ptits-mitrons/domain';
import { ShowSection } from '../../components/ShowSection';
import { DATE_LOCALE } from '../../i18nProvider';
import { OffersSection } from './OffersSection';
import { ParentRequestActions } from './ParentRequestActions';
import { ReceiptsSection } from './ReceiptsSection';
import { CityText, DepositChip, StatusWithBadges, type ParentRequest } from './ParentRequestFields';

const dateTime = { dateStyle: 'long', timeStyle: 'short' } as const;
const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;
const longDate = { dateStyle: 'full' } as const;
const euros = new Intl.NumberFormat(DATE_LOCALE, { style: 'currency', currency: 'EUR' });


const ParentTitle = () => {
  const record = useRecordContext<ParentRequest>();
  const translate = useTranslate();
  return <span>{record ? `${translate('resources.parents.name', { smart_count: 1 })} : ${record.parent_firstname} ${record.parent_lastname}` : ''}</span>;
};

/** A request's page: every field, the proposal in play and its history, the audit trail, the comment. */
export const ParentShow = () => (
  <Show title={<ParentTitle />} actions={<ParentRequestActions />}>
    <Box sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShowSection title="resources.parents.sections.request">
            <StatusWithBadges source="status" />
            <DateField source="createdAt" showTime locales={DATE_LOCALE} options={dateTime} />
            <DateField source="desired_date" locales={DATE_LOCALE} options={longDate} />
            <TextField source="merchant_type" />
            <DepositChip source="isPaymentAuthorized" />
            <DateField source="paidAt" showTime locales={DATE_LOCALE} options={dateTime} emptyText="—" />
            <TextField source="paymentIntentId" emptyText="—" />
            <FunctionField<ParentRequest> source="refunded_amount" render={(r) => (r.refunded_amount ? euros.format(r.refunded_amount / 100) : '—')} />
            <DateField source="refunded_at" showTime locales={DATE_LOCALE} options={dateTime} emptyText="—" />
            <DateField source="disputed_at" showTime locales={DATE_LOCALE} options={dateTime} emptyText="—" />
            <FunctionField<ParentRequest> source="terms_accepted_at" render={(r) => parentTermsLabel(r.terms_accepted_at, r.terms_version)} />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShowSection title="resources.parents.sections.parent">
            <TextField source="parent_firstname" />
            <TextField source="parent_lastname" />
            <EmailField source="parent_email" />
            <TextField source="parent_phone" />
            <TextField source="target_address" />
            <CityText source="target_city_id" />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShowSection title="resources.parents.sections.child">
            <TextField source="child_firstname" />
            <NumberField source="child_age" />
            <NumberField source="number_of_children" />
            <TextField source="allergies" emptyText="resources.parents.no_allergies" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShowSection title="resources.parents.sections.proposal">
            <CurrentProposal />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShowSection title="resources.parents.sections.notes">
            <NotesForm />
          </ShowSection>
        </Grid>
        <Grid size={12}>
          <ShowSection title="resources.parents.sections.offers">
            <OffersSection />
          </ShowSection>
        </Grid>
        <Grid size={12}>
          <ShowSection title="resources.receipts.title">
            <ReceiptsSection />
          </ShowSection>
        </Grid>
        <Grid size={12}>
          <ShowSection title="resources.parents.fields.proposals">
            <ProposalHistory />
          </ShowSection>
        </Grid>
        <Grid size={12}>
          <ShowSection title="resources.parents.fields.audit">
            <AuditHistory />
          </ShowSection>
        </Grid>
      </Grid>
    </Box>
  </Show>
);

const CurrentProposal = () => {
  const record = useRecordContext<ParentRequest & { proposal?: RaRecord | null }>();
  const translate = useTranslate();
  if (!record?.proposal) return <Typography color="text.secondary">{translate('resources.parents.no_proposal')}</Typography>;
  const p = record.proposal;
  return (
    <Stack spacing={0.5} data-testid="current-proposal">
      <Typography sx={{ fontWeight: 'bold' }}>{p.establishment_name}</Typography>
      <Typography>{p.address}</Typography>
      <Typography>{new Date(p.date).toLocaleString(DATE_LOCALE, dateTime)}</Typography>
      {p.payment_link && (
        <a href={p.payment_link} target="_blank" rel="noreferrer">
          {p.payment_link}
        </a>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.proposals.statuses.${p.status}`, { _: p.status })}
      </Typography>
    </Stack>
  );
};

const ProposalHistory = () => {
  const translate = useTranslate();
  return (
    <ArrayField source="proposals">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography color="text.secondary">{translate('resources.parents.no_proposal')}</Typography>}>
        <DataTable.Col source="createdAt" label="resources.proposals.fields.createdAt">
          <DateField source="createdAt" showTime locales={DATE_LOCALE} options={shortDateTime} />
        </DataTable.Col>
        <DataTable.Col source="establishment_name" label="resources.proposals.fields.establishment_name" />
        <DataTable.Col source="address" label="resources.proposals.fields.address" />
        <DataTable.Col source="date" label="resources.proposals.fields.date">
          <DateField source="date" showTime locales={DATE_LOCALE} options={shortDateTime} />
        </DataTable.Col>
        <DataTable.Col source="payment_link" label="resources.proposals.fields.payment_link" />
        <DataTable.Col
          source="status"
          label="resources.proposals.fields.status"
          render={(p: RaRecord) => translate(`resources.proposals.statuses.${p.status}`, { _: p.status })}
        />
      </DataTable>
    </ArrayField>
  );
};

const AuditHistory = () => {
  const translate = useTranslate();
  const statusLabel = (status?: string | null) => (status ? translate(`resources.parents.statuses.${status}`, { _: status }) : '—');
  return (
    <ReferenceManyField reference="audit" target="entity_id" sort={{ field: 'createdAt', order: 'ASC' }} perPage={100}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography color="text.secondary">{translate('resources.parents.no_history')}</Typography>}
      >
        <DataTable.Col source="createdAt" label="resources.parents.audit.createdAt">
          <DateField source="createdAt" showTime locales={DATE_LOCALE} options={shortDateTime} />
        </DataTable.Col>
        <DataTable.Col
          source="action"
          label="resources.parents.audit.action"
          render={(e: RaRecord) => translate(`resources.parents.audit.actions.${e.action}`, { _: e.action })}
        />
        <DataTable.Col
          label="resources.parents.audit.change"
          render={(e: RaRecord) => (e.status_before === e.status_after ? statusLabel(e.status_after) : `${statusLabel(e.status_before)} → ${statusLabel(e.status_after)}`)}
        />
        <DataTable.Col source="reason" label="resources.parents.audit.reason" />
        <DataTable.Col
          source="actor_label"
          label="resources.parents.audit.actor"
          render={(e: RaRecord) => translate(`resources.parents.audit.actors.${e.actor_label}`, { _: e.actor_label })}
        />
      </DataTable>
    </ReferenceManyField>
  );
};

/** The internal comment, saved on its own (PUT /api/parents/{id}) and only once the server has accepted it. */
const NotesForm = () => {
  const record = useRecordContext<ParentRequest>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const save = (values: Record<string, unknown>) =>
    update(
      'parents',
      { id: record.id, data: { admin_notes: values.admin_notes ?? '' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.parents.notifications.notes_saved', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Form record={record} onSubmit={save}>
      <TextInput source="admin_notes" label="resources.parents.fields.admin_notes" multiline minRows={4} fullWidth disabled={isPending} />
      <SaveButton label="resources.parents.actions.save_notes" />
    </Form>
  );
};
