import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { formatEuros } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { TextButton } from '../../../components/TextButton';
import { useBusinessMutation } from '../../../components/useBusinessMutation';
import { formatDay } from './payoutPeriod';
import type { PayoutBatchResponse, PayoutOwedResponse } from '@ptits-mitrons/api-types';

/**
 * « Générer le fichier de virement »: after confirmation, one SEPA credit transfer file for every artisan of the
 * period whose details are complete. Closed while nobody can be paid.
 */
export const GenerateBatchButton = ({ owed, onCreated }: { owed: PayoutOwedResponse; onCreated: (batch: PayoutBatchResponse) => void }) => {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.createPayoutBatch(owed.from, owed.to));
  const payable = owed.artisans.filter((artisan) => artisan.payout_ready && artisan.total_cents > 0);
  const amount = formatEuros(payable.reduce((sum, artisan) => sum + artisan.total_cents, 0));
  const generate = async () => {
    const batch = await mutate(undefined);
    setConfirming(false);
    if (!batch) return;
    notify('resources.payouts.notifications.generated', { type: 'success', messageArgs: { reference: batch.reference, amount: formatEuros(batch.total_cents) } });
    onCreated(batch);
  };
  return (
    <>
      <TextButton
        label="resources.payouts.actions.generate"
        variant="contained"
        icon={<ReceiptLongIcon />}
        onClick={() => setConfirming(true)}
        disabled={!payable.length || isPending}
      />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.payouts.dialogs.generate_title"
        content="resources.payouts.dialogs.generate_content"
        translateOptions={{ smart_count: payable.length, amount, from: formatDay(owed.from), to: formatDay(owed.to) }}
        confirm="resources.payouts.actions.confirm_generate"
        onConfirm={generate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
