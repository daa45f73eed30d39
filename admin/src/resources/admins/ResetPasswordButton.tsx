import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, required, TextInput, useNotify, useRecordContext } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import type { AdminAccount } from './AdminFields';
import { passwordLongEnough, sameAsPassword } from './adminRules';
import { useAdminUpdate } from './useAdminUpdate';

/** A new password chosen by the operator, typed twice; the sessions opened with the old one end (the server refuses their tokens). */
export const ResetPasswordButton = () => {
  const record = useRecordContext<AdminAccount>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useAdminUpdate(record);
  if (!record) return null;
  const submit = async ({ password }: { password: string }) => {
    if (!(await mutate({ password }))) return;
    setOpen(false);
    notify('resources.admins.notifications.password_reset', { type: 'success', messageArgs: { email: record.email } });
  };
  return (
    <>
      <Button label="resources.admins.actions.reset_password" onClick={() => setOpen(true)}>
        <LockResetIcon />
      </Button>
      <FormDialog<{ password: string }>
        open={open}
        title="resources.admins.dialogs.reset_title"
        titleOptions={{ email: record.email }}
        hint="resources.admins.password_hint"
        submitLabel="resources.admins.actions.confirm_reset"
        pending={isPending}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      >
        <TextInput
          type="password"
          source="password"
          label="resources.admins.fields.new_password"
          autoComplete="new-password"
          validate={[required(), passwordLongEnough]}
          fullWidth
        />
        <TextInput type="password" source="password_confirmation" autoComplete="new-password" validate={[required(), sameAsPassword]} fullWidth />
      </FormDialog>
    </>
  );
};
