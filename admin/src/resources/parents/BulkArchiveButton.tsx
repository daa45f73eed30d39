import ArchiveIcon from '@mui/icons-material/Archive';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useBusinessMutation } from '../../components/useBusinessMutation';

/** Archives the selected requests with one optional reason; those the server refuses are reported, not hidden. */
export const BulkArchiveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider, reason: string) => dataProvider.bulkCloseParentRequests(selectedIds, reason));
  const archive = async (reason: string) => {
    const result = await mutate(reason);
    if (!result) return;
    setOpen(false);
    onUnselectItems();
    if (result.failed.length === 0) {
      notify('resources.parents.notifications.bulk_archived', { type: 'success', messageArgs: { smart_count: result.closed.length } });
    } else {
      notify('resources.parents.notifications.bulk_partly_archived', {
        type: 'warning',
        messageArgs: { closed: result.closed.length, failed: result.failed.length, reason: result.failed[0].message },
      });
    }
  };
  return (
    <>
      <Button label="resources.parents.actions.archive" onClick={() => setOpen(true)}>
        <ArchiveIcon />
      </Button>
      <ReasonDialog
        open={open}
        title="resources.parents.dialogs.bulk_archive_title"
        titleOptions={{ smart_count: selectedIds.length }}
        hint="resources.parents.dialogs.archive_hint"
        reasonRequired={false}
        submitLabel="resources.parents.actions.confirm_archive"
        pending={isPending}
        onClose={() => setOpen(false)}
        onSubmit={archive}
      />
    </>
  );
};
