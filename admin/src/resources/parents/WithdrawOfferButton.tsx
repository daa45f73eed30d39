import UndoIcon from '@mui/icons-material/Undo';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { OfferResponse } from '@ptits-mitrons/api-types';

/** « Retirer »: withdraws a queued or pending offer after confirmation; a pending one passes to the next artisan. */
export const WithdrawOfferButton = ({ requestId, offer }: { requestId: string; offer: OfferResponse }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.withdrawOffer(requestId, offer.id));
  const name = offer.establishment_name;
  const withdraw = async () => {
    const queue = await mutate(undefined);
    setConfirming(false);
    if (queue) notify('resources.offers.notifications.withdrawn', { type: 'success' });
  };
  return (
    <>
      <ActionButton
        label="resources.offers.actions.withdraw"
        aria-label={translate('resources.offers.actions.withdraw_offer', { name })}
        color="error"
        onClick={() => setConfirming(true)}
        disabled={isPending}
      >
        <UndoIcon />
      </ActionButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.offers.dialogs.withdraw_title"
        content="resources.offers.dialogs.withdraw_content"
        translateOptions={{ name }}
        confirm="resources.offers.actions.withdraw"
        onConfirm={withdraw}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
