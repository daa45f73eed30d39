import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { useBulkReport } from './useBulkReport';

/** Rejects the selected applications with one reason for all; those the server refuses are reported. */
export const BulkRejectMerchantButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const report = useBulkReport();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider, reason: string) => dataProvider.bulkSetMerchantStatus(selectedIds, 'rejected', reason));
  const reject = async (reason: string) => {
    const result = await mutate(reason);
    setOpen(false);
    if (!result) return;
    onUnselectItems();
    report(result, 'resources.merchants.notifications.bulk_rejected');
  };
  return (
    <>
      <Button label="resources.merchants.actions.reject" onClick={() => setOpen(true)} color="error">
        <BlockIcon />
      </Button>
      <ReasonDialog
        open={open}
        title="resources.merchants.dialogs.bulk_reject_title"
        titleOptions={{ smart_count: selectedIds.length }}
        reasonRequired
        submitLabel="resources.merchants.actions.confirm_reject"
        pending={isPending}
        onClose={() => setOpen(false)}
        onSubmit={reject}
      />
    </>
  );
};
