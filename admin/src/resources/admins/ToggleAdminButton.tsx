import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { Confirm, useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import type { AdminAccount } from './AdminFields';
import { useAdminUpdate } from './useAdminUpdate';
import { ActionButton } from '../../components/ActionButton';

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
      <ActionButton
        label={disabling ? 'resources.admins.actions.disable' : 'resources.admins.actions.enable'}
        onClick={() => setConfirming(true)}
        disabled={disabling && isSelf}
        color={disabling ? 'error' : 'primary'}
      >
        {disabling ? <BlockIcon /> : <CheckCircleIcon />}
      </ActionButton>
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
