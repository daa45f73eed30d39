import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { canParentRequest } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import type { ProposalDto } from '@ptits-mitrons/api-types';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import type { ParentRequest } from './ParentRequestFields';
import { ProposalDialog } from './ProposalDialog';
import { ActionButton } from '../../components/ActionButton';

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
  const validatedProposal = useBusinessMutation((dataProvider, proposal: ProposalDto) =>
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
  const createValidatedProposal = async (proposal: ProposalDto) => {
    if (!(await validatedProposal.mutate(proposal))) return;
    setNeedsProposal(false);
    notify('resources.parents.notifications.validated_proposal_created', { type: 'success' });
  };

  return (
    <>
      <ActionButton label="resources.parents.actions.validate" onClick={() => setConfirming(true)} disabled={!canParentRequest('validate', record.status)}>
        <CheckCircleIcon />
      </ActionButton>
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
