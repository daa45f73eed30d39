import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { canMerchant } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { MerchantRequest } from './MerchantFields';
import { ActionButton } from '../../components/ActionButton';

/** Approve ("Valider"): after confirmation the application becomes an active merchant. */
export const ApproveButton = () => {
  const record = useRecordContext<MerchantRequest>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.setMerchantStatus(record!.id, 'active'));
  if (!record) return null;
  const approve = async () => {
    const done = await mutate(undefined);
    setConfirming(false);
    if (done) notify('resources.merchants.notifications.approved', { type: 'success' });
  };
  return (
    <>
      <ActionButton label="resources.merchants.actions.approve" onClick={() => setConfirming(true)} disabled={!canMerchant('approve', record.status)}>
        <CheckCircleIcon />
      </ActionButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.merchants.dialogs.approve_title"
        content="resources.merchants.dialogs.approve_content"
        confirm="resources.merchants.actions.approve"
        onConfirm={approve}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
