import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { ParentRequest } from './ParentRequestFields';

/**
 * "Rembourser l'acompte" (CGV §6: a full refund when no artisan can be found). Open when the server says so
 * (`can_refund`); asks for confirmation, then refunds what remains of the deposit and the parent is mailed.
 */
export const RefundButton = () => {
  const record = useRecordContext<ParentRequest>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.refundParentDeposit(record!.id));
  if (!record) return null;

  const refund = async () => {
    const result = await mutate(undefined);
    setConfirming(false);
    if (result) notify('resources.parents.notifications.refunded', { type: 'success' });
  };

  return (
    <>
      <ActionButton label="resources.parents.actions.refund" onClick={() => setConfirming(true)} disabled={!record.can_refund || isPending}>
        <CurrencyExchangeIcon />
      </ActionButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.parents.dialogs.refund_title"
        content="resources.parents.dialogs.refund_content"
        confirm="resources.parents.actions.confirm_refund"
        onConfirm={refund}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
