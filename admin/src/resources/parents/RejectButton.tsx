import BlockIcon from '@mui/icons-material/Block';
import { canParentRequest } from '@ptits-mitrons/domain';
import { ReasonActionButton } from '../../components/ReasonActionButton';

/** Reject ("Refuser"): refuses the request, with a reason the operator must give. */
export const RejectButton = () => (
  <ReasonActionButton
    label="resources.parents.actions.reject"
    icon={<BlockIcon />}
    enabled={(status) => canParentRequest('reject', status)}
    color="error"
    reasonRequired
    title="resources.parents.dialogs.reject_title"
    submitLabel="resources.parents.actions.confirm_reject"
    successMessage="resources.parents.notifications.rejected"
    run={(dataProvider, id, reason) => dataProvider.rejectParentRequest(id, reason)}
  />
);
