import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { Button, Confirm, useListContext } from 'react-admin';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { useBulkReport } from './useBulkReport';

/** Approves the selected applications after one confirmation; those the server refuses are reported. */
export const BulkApproveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const report = useBulkReport();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.bulkSetMerchantStatus(selectedIds, 'active'));
  const approve = async () => {
    const result = await mutate(undefined);
    setConfirming(false);
    if (!result) return;
    onUnselectItems();
    report(result, 'resources.merchants.notifications.bulk_approved');
  };
  return (
    <>
      <Button label="resources.merchants.actions.approve" onClick={() => setConfirming(true)}>
        <CheckCircleIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.merchants.dialogs.bulk_approve_title"
        translateOptions={{ smart_count: selectedIds.length }}
        content="resources.merchants.dialogs.approve_content"
        confirm="resources.merchants.actions.approve"
        onConfirm={approve}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
