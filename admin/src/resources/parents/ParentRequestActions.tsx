import ArchiveIcon from '@mui/icons-material/Archive';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplyIcon from '@mui/icons-material/Reply';
import { useState } from 'react';
import { Button, Confirm, TopToolbar, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ProposalInput } from '../../api/dataProvider';
import { errorCode } from '../../api/httpClient';
import { ReasonActionButton } from '../../components/ReasonActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { canArchive, canReject, canReply, canValidate } from './parentRequestRules';
import type { ParentRequest } from './ParentRequestFields';
import { ProposalDialog } from './ProposalDialog';
import { RefundButton } from './RefundButton';

/**
 * Reply: sends a proposal. When one is already in play the server answers PROPOSAL_EXISTS with SPEC.md's
 * "no longer available for a proposal" message; the operator may then close the old one and send this one (forceNew).
 */
export const ReplyButton = () => {
  const record = useRecordContext<ParentRequest>();
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; proposal: ProposalInput } | null>(null);
  const { mutate, isPending } = useBusinessMutation((dataProvider, { proposal, forceNew }: { proposal: ProposalInput; forceNew: boolean }) =>
    dataProvider.sendProposal(record!.id, proposal, forceNew),
  );
  if (!record) return null;

  const send = async (proposal: ProposalInput, forceNew: boolean) => {
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
      <Button label="resources.parents.actions.reply" onClick={() => setOpen(true)} disabled={!canReply(record.status)}>
        <ReplyIcon />
      </Button>
      <ProposalDialog
        open={open && !conflict}
        title="resources.parents.dialogs.reply_title"
        submitLabel="resources.parents.actions.send"
        pending={isPending}
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

/**
 * Validate: confirms the balance was paid. When the request has no proposal in play the server answers
 * needsProposal, and the operator fills the 'validated proposal' form, which validates without e-mailing the parent.
 */
export const ValidateButton = () => {
  const record = useRecordContext<ParentRequest>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [needsProposal, setNeedsProposal] = useState(false);
  const validation = useBusinessMutation((dataProvider) => dataProvider.validateParentRequest(record!.id));
  const validatedProposal = useBusinessMutation((dataProvider, proposal: ProposalInput) =>
    dataProvider.createValidatedProposal(record!.id, proposal),
  );
  if (!record) return null;

  const validate = async () => {
    const result = await validation.mutate(undefined);
    setConfirming(false);
    if (!result) return;
    if (result.needsProposal) setNeedsProposal(true);
    else notify('resources.parents.notifications.validated', { type: 'success' });
  };
  const createValidatedProposal = async (proposal: ProposalInput) => {
    if (!(await validatedProposal.mutate(proposal))) return;
    setNeedsProposal(false);
    notify('resources.parents.notifications.validated_proposal_created', { type: 'success' });
  };

  return (
    <>
      <Button label="resources.parents.actions.validate" onClick={() => setConfirming(true)} disabled={!canValidate(record.status)}>
        <CheckCircleIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={validation.isPending}
        title="resources.parents.dialogs.validate_title"
        content="resources.parents.dialogs.validate_content"
        confirm="resources.parents.actions.confirm_validate"
        onConfirm={validate}
        onClose={() => setConfirming(false)}
      />
      <ProposalDialog
        open={needsProposal}
        title="resources.parents.dialogs.validated_proposal_title"
        hint="resources.parents.dialogs.validated_proposal_hint"
        submitLabel="resources.parents.actions.create_validated"
        pending={validatedProposal.isPending}
        onClose={() => setNeedsProposal(false)}
        onSubmit={createValidatedProposal}
      />
    </>
  );
};

export const RejectButton = () => (
  <ReasonActionButton
    label="resources.parents.actions.reject"
    icon={<BlockIcon />}
    enabled={canReject}
    color="error"
    reasonRequired
    title="resources.parents.dialogs.reject_title"
    submitLabel="resources.parents.actions.confirm_reject"
    successMessage="resources.parents.notifications.rejected"
    run={(dataProvider, id, reason) => dataProvider.rejectParentRequest(id, reason)}
  />
);

export const ArchiveButton = () => (
  <ReasonActionButton
    label="resources.parents.actions.archive"
    icon={<ArchiveIcon />}
    enabled={canArchive}
    reasonRequired={false}
    title="resources.parents.dialogs.archive_title"
    hint="resources.parents.dialogs.archive_hint"
    submitLabel="resources.parents.actions.confirm_archive"
    successMessage="resources.parents.notifications.archived"
    run={(dataProvider, id, reason) => dataProvider.closeParentRequest(id, reason)}
  />
);

export const ParentRequestActions = () => (
  <TopToolbar>
    <ReplyButton />
    <ValidateButton />
    <RejectButton />
    <ArchiveButton />
    <RefundButton />
  </TopToolbar>
);
