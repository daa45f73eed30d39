import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { Button, Confirm, EditButton, TopToolbar, useListContext, useNotify, useRecordContext } from 'react-admin';
import type { BulkStatusResult, MerchantStatus } from '../../api/dataProvider';
import { ReasonActionButton } from '../../components/ReasonActionButton';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { canApprove, canEditMerchant, canRejectMerchant } from './merchantRules';
import type { MerchantRequest } from './MerchantFields';

export const ApproveMerchantButton = () => {
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
      <Button label="resources.merchants.actions.approve" onClick={() => setConfirming(true)} disabled={!canApprove(record.status)}>
        <CheckCircleIcon />
      </Button>
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

export const RejectMerchantButton = () => (
  <ReasonActionButton
    label="resources.merchants.actions.reject"
    icon={<BlockIcon />}
    enabled={canRejectMerchant}
    color="error"
    reasonRequired
    title="resources.merchants.dialogs.reject_title"
    submitLabel="resources.merchants.actions.confirm_reject"
    successMessage="resources.merchants.notifications.rejected"
    run={(dataProvider, id, reason) => dataProvider.setMerchantStatus(id, 'rejected', reason)}
  />
);

export const EditMerchantButton = () => {
  const record = useRecordContext<MerchantRequest>();
  return record ? <EditButton disabled={!canEditMerchant(record.status)} /> : null;
};

export const MerchantActions = () => (
  <TopToolbar>
    <ApproveMerchantButton />
    <RejectMerchantButton />
    <EditMerchantButton />
  </TopToolbar>
);

/** Reports a bulk decision: all done, or how many the server refused and why. */
function useBulkReport() {
  const notify = useNotify();
  return (result: BulkStatusResult, done: string) => {
    if (result.failed.length === 0) notify(done, { type: 'success', messageArgs: { smart_count: result.data.length } });
    else
      notify('resources.merchants.notifications.bulk_partly', {
        type: 'warning',
        messageArgs: { done: result.data.length, failed: result.failed.length, reason: result.failed[0].message },
      });
  };
}

/** Bulk approve and bulk reject (one reason for all) on the selected applications. */
export const BulkMerchantStatusButtons = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const report = useBulkReport();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const { mutate, isPending } = useBusinessMutation((dataProvider, { status, reason }: { status: MerchantStatus; reason?: string }) =>
    dataProvider.bulkSetMerchantStatus(selectedIds, status, reason),
  );
  const decide = async (status: MerchantStatus, reason?: string) => {
    const result = await mutate({ status, reason });
    setDialog(null);
    if (!result) return;
    onUnselectItems();
    report(result, status === 'active' ? 'resources.merchants.notifications.bulk_approved' : 'resources.merchants.notifications.bulk_rejected');
  };
  return (
    <>
      <Button label="resources.merchants.actions.approve" onClick={() => setDialog('approve')}>
        <CheckCircleIcon />
      </Button>
      <Button label="resources.merchants.actions.reject" onClick={() => setDialog('reject')} color="error">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={dialog === 'approve'}
        loading={isPending}
        title="resources.merchants.dialogs.bulk_approve_title"
        translateOptions={{ smart_count: selectedIds.length }}
        content="resources.merchants.dialogs.approve_content"
        confirm="resources.merchants.actions.approve"
        onConfirm={() => decide('active')}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title="resources.merchants.dialogs.bulk_reject_title"
        titleOptions={{ smart_count: selectedIds.length }}
        reasonRequired
        submitLabel="resources.merchants.actions.confirm_reject"
        pending={isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => decide('rejected', reason)}
      />
    </>
  );
};
