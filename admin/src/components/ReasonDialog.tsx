import { TextInput } from 'react-admin';
import { FormDialog, type FormDialogProps } from './FormDialog';

/** A reject reason (parent or merchant) is required and not blank; an archive reason is optional. */
const requiredReason = (value?: string) => (value?.trim() ? undefined : 'resources.reasons.required');

export function ReasonDialog({
  reasonRequired,
  onSubmit,
  ...props
}: Omit<FormDialogProps<{ reason?: string }>, 'onSubmit' | 'children' | 'submitColor'> & { reasonRequired: boolean; onSubmit: (reason: string) => void }) {
  return (
    <FormDialog<{ reason?: string }> {...props} submitColor={reasonRequired ? 'error' : 'primary'} onSubmit={(values) => onSubmit(String(values.reason ?? '').trim())}>
      <TextInput
        source="reason"
        label={reasonRequired ? 'resources.reasons.reason' : 'resources.reasons.optional_reason'}
        validate={reasonRequired ? requiredReason : undefined}
        multiline
        minRows={2}
        fullWidth
      />
    </FormDialog>
  );
}
