import { Box, Grid } from '@mui/material';
import { DateField, NumberField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ShowSection } from '../../components/ShowSection';
import { DATE_LOCALE } from '../../i18nProvider';
import { MailHtmlFrame, MailStatusChip, MailTemplateText, MailTextPart, NextAttemptField, type Mail } from './MailFields';
import { RetryMailButton } from './RetryMailButton';

const dateTime = { dateStyle: 'long', timeStyle: 'medium' } as const;

const MailTitle = () => {
  const record = useRecordContext<Mail>();
  return <span>{record?.subject ?? ''}</span>;
};

/** A mail with every field, its sending attempts and last error, both parts as the recipient gets them, and Retry. */
export const MailShow = () => (
  <Show
    title={<MailTitle />}
    actions={
      <TopToolbar>
        <RetryMailButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShowSection title="resources.mails.sections.mail">
            <TextField source="recipient" />
            <TextField source="subject" />
            <MailTemplateText source="template" />
            <DateField source="createdAt" showTime locales={DATE_LOCALE} options={dateTime} />
            <TextField source="dedup_key" />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShowSection title="resources.mails.sections.sending">
            <MailStatusChip source="status" />
            <NumberField source="attempts" />
            <NextAttemptField source="next_attempt_at" />
            <DateField source="sent_at" showTime locales={DATE_LOCALE} options={dateTime} emptyText="—" />
            <TextField source="last_error" emptyText="—" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} />
          </ShowSection>
        </Grid>
        <Grid size={12}>
          <ShowSection title="resources.mails.sections.html">
            <MailHtmlFrame label={false} />
          </ShowSection>
        </Grid>
        <Grid size={12}>
          <ShowSection title="resources.mails.sections.text">
            <MailTextPart label={false} />
          </ShowSection>
        </Grid>
      </Grid>
    </Box>
  </Show>
);
