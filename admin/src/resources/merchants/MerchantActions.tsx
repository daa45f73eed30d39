import { TopToolbar } from 'react-admin';
import { ApproveButton } from './ApproveButton';
import { BulkApproveButton } from './BulkApproveButton';
import { BulkRejectMerchantButton } from './BulkRejectMerchantButton';
import { EditMerchantButton } from './EditMerchantButton';
import { RegenerateDac7CopyButton } from './RegenerateDac7CopyButton';
import { RejectMerchantButton } from './RejectMerchantButton';
import { RevokeSpaceLinksButton } from './RevokeSpaceLinksButton';
import { SendSpaceLinkButton } from './SendSpaceLinkButton';

/** The application page's actions, one file per button. */
export const MerchantActions = () => (
  <TopToolbar>
    <ApproveButton />
    <RejectMerchantButton />
    <EditMerchantButton />
    <SendSpaceLinkButton />
    <RevokeSpaceLinksButton />
    <RegenerateDac7CopyButton />
  </TopToolbar>
);

/** The list's bulk actions on the selected applications. */
export const BulkMerchantStatusButtons = () => (
  <>
    <BulkApproveButton />
    <BulkRejectMerchantButton />
  </>
);
