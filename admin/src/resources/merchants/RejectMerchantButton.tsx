import BlockIcon from '@mui/icons-material/Block';
import { canMerchant } from '@ptits-mitrons/domain';
import { ReasonActionButton } from '../../components/ReasonActionButton';

/** Reject ("Refuser"): refuses the application, with a reason the operator must give. */
export const RejectMerchantButton = () => (
  <ReasonActionButton
    label="resources.merchants.actions.reject"
    icon={<BlockIcon />}
    enabled={(status) => canMerchant('reject', status)}
    color="error"
    reasonRequired
    title="resources.merchants.dialogs.reject_title"
    submitLabel="resources.merchants.actions.confirm_reject"
    successMessage="resources.merchants.notifications.rejected"
    run={(dataProvider, id, reason) => dataProvider.setMerchantStatus(id, 'rejected', reason)}
  />
);
