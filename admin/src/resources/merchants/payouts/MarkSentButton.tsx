import SendIcon from '@mui/icons-material/Send';
import { canPayoutBatch } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { TextButton } from '../../../components/TextButton';
import { useBusinessMutation } from '../../../components/useBusinessMutation';
import type { PayoutBatchResponse } from '@ptits-mitrons/api-types';

/** « Marquer comme envoyé »: once confirmed, the batch's file was given to the bank (only a generated batch offers it). */
export const MarkSentButton = ({ batch }: { batch: PayoutBatchResponse }) => {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.markPayoutBatchSent(batch.id));
  if (!canPayoutBatch('mark_sent', batch.status)) return null;
  const markSent = async () => {
    const sent = await mutate(undefined);
    setConfirming(false);
    if (sent) notify('resources.payouts.notifications.marked_sent', { type: 'success', messageArgs: { reference: sent.reference } });
  };
  return (
    <>
      <TextButton label="resources.payouts.actions.mark_sent" icon={<SendIcon />} onClick={() => setConfirming(true)} disabled={isPending} />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.payouts.dialogs.mark_sent_title"
        content="resources.payouts.dialogs.mark_sent_content"
        translateOptions={{ reference: batch.reference }}
        confirm="resources.payouts.actions.mark_sent"
        onConfirm={markSent}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
