import ReplyIcon from '@mui/icons-material/Reply';
import { canParentRequest } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ProposalDto } from '@ptits-mitrons/api-types';
import { errorCode } from '../../api/httpClient';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { ParentRequest } from './ParentRequestFields';
import { ProposalDialog } from './ProposalDialog';
import { ActionButton } from '../../components/ActionButton';

/**
 * Reply ("Répondre"): sends a proposal. When one is already in play the server answers PROPOSAL_EXISTS with its
 * "no longer available for a proposal" message; the operator may then close the old one and send this one (forceNew).
 */
export const ProposeButton = () => {
  const record = useRecordContext<ParentRequest>();
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; proposal: ProposalDto } | null>(null);
  const { mutate, isPending } = useBusinessMutation((dataProvider, { proposal, forceNew }: { proposal: ProposalDto; forceNew: boolean }) =>
    dataProvider.sendProposal(record!.id, proposal, forceNew),
  );
  if (!record) return null;

  const send = async (proposal: ProposalDto, forceNew: boolean) => {
    const result = await mutate({ proposal, forceNew }, (error) => {
      if (forceNew || errorCode(error) !== 'PROPOSAL_EXISTS') return false;
      setConflict({ message: error.message, proposal });
      return true;
    });
    if (!result) return;
    setOpen(false);
    setConflict(null);
    notify('resources.parents.notifications.proposal_sent', { type: 'success' });
  };

  return (
    <>
      <ActionButton label="resources.parents.actions.reply" onClick={() => setOpen(true)} disabled={!canParentRequest('propose', record.status)}>
        <ReplyIcon />
      </ActionButton>
      <ProposalDialog
        open={open && !conflict}
        title="resources.parents.dialogs.reply_title"
        submitLabel="resources.parents.actions.send"
        pending={isPending}
        parentPaysOnline
        onClose={() => setOpen(false)}
        onSubmit={(proposal) => send(proposal, false)}
      />
      <Confirm
        isOpen={!!conflict}
        loading={isPending}
        title="resources.parents.dialogs.proposal_exists_title"
        content={`${conflict?.message ?? ''} ${translate('resources.parents.dialogs.proposal_exists_hint')}`}
        confirm="resources.parents.actions.force_new"
        onConfirm={() => conflict && send(conflict.proposal, true)}
        onClose={() => setConflict(null)}
      />
    </>
  );
};
