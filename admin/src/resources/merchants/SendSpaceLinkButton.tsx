import LinkIcon from '@mui/icons-material/Link';
import { canMerchant } from '@ptits-mitrons/domain';
import { useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { MerchantRequest } from './MerchantFields';

/** « Envoyer le lien de son espace »: mails an approved artisan a new link to their space, at the address the server answers. */
export const SendSpaceLinkButton = () => {
  const record = useRecordContext<MerchantRequest>();
  const notify = useNotify();
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.sendMerchantSpaceLink(record!.id));
  if (!record) return null;
  const send = async () => {
    const answer = await mutate(undefined);
    if (answer) notify('resources.merchants.notifications.space_link_sent', { type: 'success', messageArgs: { email: answer.email } });
  };
  return (
    <ActionButton label="resources.merchants.actions.send_space_link" onClick={send} disabled={!canMerchant('space_link', record.status) || isPending}>
      <LinkIcon />
    </ActionButton>
  );
};
