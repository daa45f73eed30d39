import BlockIcon from '@mui/icons-material/Block';
import { canPayoutBatch } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { TextButton } from '../../../components/TextButton';
import { useBusinessMutation } from '../../../components/useBusinessMutation';
import type { PayoutBatchResponse } from '@ptits-mitrons/api-types';

/**
 * « Annuler le fichier »: a generated file the bank refused or made for the wrong period is voided, and its workshops
 * are owed again (only a batch not yet marked sent offers it).
 */
export const CancelBatchButton = ({ batch }: { batch: PayoutBatchResponse }) => {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.cancelPayoutBatch(batch.id));
  if (!canPayoutBatch('cancel', batch.status)) return null;
  const cancel = async () => {
    const cancelled = await mutate(undefined);
    setConfirming(false);
    if (cancelled) notify('resources.payouts.notifications.cancelled', { type: 'success', messageArgs: { reference: cancelled.reference } });
  };
  return (
    <>
      <TextButton label="resources.payouts.actions.cancel" icon={<BlockIcon />} color="error" onClick={() => setConfirming(true)} disabled={isPending} />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.payouts.dialogs.cancel_title"
        content="resources.payouts.dialogs.cancel_content"
        translateOptions={{ reference: batch.reference }}
        confirm="resources.payouts.actions.cancel"
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
