import LinkOffIcon from '@mui/icons-material/LinkOff';
import { canMerchant } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { MerchantRequest } from './MerchantFields';

/** « Révoquer ses liens »: after confirmation, every link to the artisan's space and calendar already sent stops working. */
export const RevokeSpaceLinksButton = () => {
  const record = useRecordContext<MerchantRequest>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.revokeMerchantSpaceLinks(record!.id));
  if (!record) return null;
  const revoke = async () => {
    const answer = await mutate(undefined);
    setConfirming(false);
    if (answer) notify('resources.merchants.notifications.space_links_revoked', { type: 'success', messageArgs: { name: answer.establishment_name } });
  };
  return (
    <>
      <ActionButton label="resources.merchants.actions.revoke_space_links" color="error" onClick={() => setConfirming(true)} disabled={!canMerchant('space_link', record.status)}>
        <LinkOffIcon />
      </ActionButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.merchants.dialogs.revoke_space_links_title"
        content="resources.merchants.dialogs.revoke_space_links_content"
        translateOptions={{ name: record.establishment_name }}
        confirm="resources.merchants.actions.revoke_space_links"
        onConfirm={revoke}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
