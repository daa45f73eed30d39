import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { ParentRequest } from './ParentRequestFields';

/**
 * « Effacer les données » (right to erasure exercised by mail): no mailed confirmation, a confirm dialog instead. The
 * server erases each request of the address with nothing pending and says what it kept and why (or 409 with the
 * reasons when nothing can be erased yet).
 */
export const EraseDataButton = () => {
  const record = useRecordContext<ParentRequest>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.eraseParentData(record!.id));
  if (!record) return null;

  const erase = async () => {
    const result = await mutate(undefined);
    setConfirming(false);
    if (result) {
      const kept = result.pending.map((request) => request.pending?.text).filter(Boolean);
      notify([result.message, ...kept].join(' '), { type: result.erased.length > 0 ? 'success' : 'info', autoHideDuration: kept.length ? 10_000 : undefined });
    }
  };

  return (
    <>
      <ActionButton label="resources.parents.actions.erase_data" onClick={() => setConfirming(true)} disabled={isPending}>
        <PersonOffIcon />
      </ActionButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.parents.dialogs.erase_data_title"
        content="resources.parents.dialogs.erase_data_content"
        translateOptions={{ email: record.parent_email }}
        confirm="resources.parents.actions.confirm_erase_data"
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
