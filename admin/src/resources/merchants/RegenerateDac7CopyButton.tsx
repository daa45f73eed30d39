import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Checkbox, FormControlLabel } from '@mui/material';
import { parisDay } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { FormDialog } from '../../components/FormDialog';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { MerchantRequest } from './MerchantFields';

const yearInvalid = (value?: string) => (/^\d{4}$/.test(String(value ?? '').trim()) ? undefined : 'resources.merchants.dialogs.dac7_year_invalid');

/**
 * « Refaire sa copie DAC7 »: draws the artisan's yearly copy again from today's figures and details (the server
 * refuses a year they were not paid in). The artisan is mailed only when staff tick the box, unticked by default.
 */
export const RegenerateDac7CopyButton = () => {
  const record = useRecordContext<MerchantRequest>();
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [sendMail, setSendMail] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider, payload: { year: number; send_mail: boolean }) => dataProvider.regenerateDac7Copy(record!.id, payload));
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setSendMail(false);
  };
  const submit = async (values: { year?: string }) => {
    const answer = await mutate({ year: Number(String(values.year).trim()), send_mail: sendMail });
    if (!answer) return;
    close();
    notify(answer.mailed ? 'resources.merchants.notifications.dac7_copy_regenerated_mailed' : 'resources.merchants.notifications.dac7_copy_regenerated', {
      type: 'success',
      messageArgs: { year: answer.year, version: answer.version },
    });
  };
  // The year the yearly job sends in January: the past calendar year.
  const lastYear = String(Number(parisDay().slice(0, 4)) - 1);
  return (
    <>
      <ActionButton label="resources.merchants.actions.regenerate_dac7_copy" onClick={() => setOpen(true)}>
        <ReceiptLongIcon />
      </ActionButton>
      <FormDialog<{ year?: string }>
        open={open}
        title="resources.merchants.dialogs.regenerate_dac7_copy_title"
        titleOptions={{ name: record.establishment_name }}
        hint="resources.merchants.dialogs.regenerate_dac7_copy_content"
        submitLabel="resources.merchants.actions.regenerate_dac7_copy"
        pending={isPending}
        onClose={close}
        onSubmit={submit}
        record={{ year: lastYear }}
      >
        <TextInput source="year" label="resources.merchants.dialogs.dac7_year" validate={yearInvalid} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
        <FormControlLabel
          control={<Checkbox checked={sendMail} onChange={(event) => setSendMail(event.target.checked)} />}
          label={translate('resources.merchants.dialogs.dac7_send_mail')}
          sx={{ display: 'flex' }}
        />
      </FormDialog>
    </>
  );
};
