import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { MAIL_STATUS_COLORS, MAIL_STATUSES, type MailStatus } from '@ptits-mitrons/domain';
import { DataTable, DateField, FilterButton, List, SimpleList, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';
import { mailFilters } from './mailFilters';
import { MailStatusChip, MailTemplateText, NextAttemptField, useMailStatusLabel, type Mail } from './MailFields';

const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

/** The mail outbox, newest first: what left, what waits and what failed, filtered by status chips and a search. */
export const MailList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={mailFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <MailStatusFilter />
      {isSmall ? (
        <SimpleList<Mail>
          rowClick="show"
          primaryText={(mail) => mail.subject}
          secondaryText={(mail) => mail.recipient}
          tertiaryText={<MailStatusChip />}
        />
      ) : (
        <MailTable />
      )}
    </List>
  );
};

/** One chip per status, in its colour, filled when it is the list's `status` filter; "Tous" clears it. */
const MailStatusFilter = () => {
  const translate = useTranslate();
  const statusLabel = useMailStatusLabel();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: MailStatus | undefined = filterValues.status;
  const choose = (status?: MailStatus) => {
    const { status: _previous, ...others } = filterValues;
    setFilters(status ? { ...others, status } : others, displayedFilters);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, py: 1.5 }} role="group" aria-label={translate('resources.mails.fields.status')}>
      <Chip label={translate('resources.mails.all_statuses')} variant={current ? 'outlined' : 'filled'} aria-pressed={!current} onClick={() => choose(undefined)} />
      {MAIL_STATUSES.map((status) => (
        <Chip
          key={status}
          label={statusLabel(status)}
          color={MAIL_STATUS_COLORS[status]}
          variant={current === status ? 'filled' : 'outlined'}
          aria-pressed={current === status}
          onClick={() => choose(status)}
        />
      ))}
    </Stack>
  );
};

const Column = DataTable.Col<Mail>;

const MailTable = () => (
  <DataTable rowClick="show" bulkActionButtons={false}>
    <Column source="createdAt">
      <DateField source="createdAt" showTime locales={DATE_LOCALE} options={shortDateTime} />
    </Column>
    <Column source="recipient" />
    <Column source="subject" />
    <Column source="template" field={MailTemplateText} />
    <Column source="status" field={MailStatusChip} />
    <DataTable.NumberCol source="attempts" />
    <Column source="next_attempt_at" field={NextAttemptField} />
  </DataTable>
);
