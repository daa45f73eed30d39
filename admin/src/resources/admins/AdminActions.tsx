import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, Confirm, required, TextInput, useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { AdminAccount } from './AdminFields';
import { passwordLongEnough, sameAsPassword } from './adminRules';

/** PUT /api/admin/admins/{id} with only what changes (the server ignores the rest of a record anyway). */
function useAdminUpdate(record: AdminAccount | undefined) {
  return useBusinessMutation((dataProvider, data: { password?: string; disabled?: boolean }) =>
    dataProvider.update<AdminAccount>('admins', { id: record!.id, data, previousData: record! }),
  );
}

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

/**
 * Disables an enabled account (its sessions end at once) or enables a disabled one, after confirmation.
 * Nobody can disable their own account: the button is greyed out on the signed-in admin's row.
 */
export const ToggleAdminButton = () => {
  const record = useRecordContext<AdminAccount>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useAdminUpdate(record);
  if (!record) return null;
  const disabling = !record.disabled;
  const isSelf = identity?.id !== undefined && String(identity.id) === String(record.id);
  const toggle = async () => {
    const done = await mutate({ disabled: disabling });
    setConfirming(false);
    if (done) {
      notify(disabling ? 'resources.admins.notifications.disabled' : 'resources.admins.notifications.enabled', {
        type: 'success',
        messageArgs: { email: record.email },
      });
    }
  };
  return (
    <>
      <Button
        label={disabling ? 'resources.admins.actions.disable' : 'resources.admins.actions.enable'}
        onClick={() => setConfirming(true)}
        disabled={disabling && isSelf}
        color={disabling ? 'error' : 'primary'}
      >
        {disabling ? <BlockIcon /> : <CheckCircleIcon />}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={disabling ? 'resources.admins.dialogs.disable_title' : 'resources.admins.dialogs.enable_title'}
        content={disabling ? 'resources.admins.dialogs.disable_content' : 'resources.admins.dialogs.enable_content'}
        translateOptions={{ email: record.email }}
        confirm={disabling ? 'resources.admins.actions.disable' : 'resources.admins.actions.enable'}
        confirmColor={disabling ? 'warning' : 'primary'}
        onConfirm={toggle}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
