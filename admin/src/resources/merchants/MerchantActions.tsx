import { TopToolbar } from 'react-admin';
import { ApproveButton } from './ApproveButton';
import { BulkApproveButton } from './BulkApproveButton';
import { BulkRejectMerchantButton } from './BulkRejectMerchantButton';
import { EditMerchantButton } from './EditMerchantButton';
import { RejectMerchantButton } from './RejectMerchantButton';

/** The application page's actions, one file per button. */
export const MerchantActions = () => (
  <TopToolbar>
    <ApproveButton />
    <RejectMerchantButton />
    <EditMerchantButton />
  </TopToolbar>
);

/** The list's bulk actions on the selected applications. */
export const BulkMerchantStatusButtons = () => (
  <>
    <BulkApproveButton />
    <BulkRejectMerchantButton />
  </>
);
