import { Box, Chip, Typography } from '@mui/material';
import { MAIL_STATUS_COLORS } from '@ptits-mitrons/domain';
import { DateField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';
import type { MailResponse } from '@ptits-mitrons/api-types';

/** A mail of the outbox as GET /api/admin/mails answers it (the package's record); the page's GET /:id adds the parts and the dedup key. */
export type Mail = MailResponse & RaRecord & { dedup_key?: string; html?: string; text?: string };

/** `source` only names the field for the layout's label. */
interface LabelledFieldProps {
  source?: string;
}

export const useMailStatusLabel = () => {
  const translate = useTranslate();
  return (status: string, serverLabel?: string) => translate(`resources.mails.statuses.${status}`, { _: serverLabel ?? status });
};

export const MailStatusChip = (_: LabelledFieldProps) => {
  const record = useRecordContext<Mail>();
  const statusLabel = useMailStatusLabel();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={statusLabel(record.status, record.status_label)}
      color={MAIL_STATUS_COLORS[record.status] ?? 'default'}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};

/** The template's French name, or its technical name for a template the back office does not know yet. */
export const MailTemplateText = (_: LabelledFieldProps) => {
  const record = useRecordContext<Mail>();
  const translate = useTranslate();
  return record ? (
    <Typography component="span" variant="body2">
      {translate(`resources.mails.templates.${record.template}`, { _: record.template })}
    </Typography>
  ) : null;
};

/** Only a queued mail has a next attempt: a sent or failed one is not tried again unless an operator retries it. */
export const NextAttemptField = (_: LabelledFieldProps) => {
  const record = useRecordContext<Mail>();
  if (!record) return null;
  return record.status === 'queued' ? (
    <DateField source="next_attempt_at" showTime locales={DATE_LOCALE} options={{ dateStyle: 'short', timeStyle: 'short' }} />
  ) : (
    <span>—</span>
  );
};

/**
 * The HTML part as the recipient's mail client shows it, in a frame with every sandbox restriction: no script, no
 * form, no same-origin access to the back office (its session token) whatever the mail contains.
 */
export const MailHtmlFrame = (_: LabelledFieldProps & { label?: false }) => {
  const record = useRecordContext<Mail>();
  const translate = useTranslate();
  if (!record?.html) return null;
  return (
    <iframe
      sandbox=""
      srcDoc={record.html}
      title={translate('resources.mails.html_preview')}
      style={{ width: '100%', height: 640, border: '1px solid rgba(0, 0, 0, 0.12)', borderRadius: 4, background: '#fff' }}
    />
  );
};

export const MailTextPart = (_: LabelledFieldProps & { label?: false }) => {
  const record = useRecordContext<Mail>();
  if (!record?.text) return null;
  return (
    <Box component="pre" sx={{ m: 0, p: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1 }}>
      {record.text}
    </Box>
  );
};
