import { TopToolbar } from 'react-admin';
import { ApproveButton } from './ApproveButton';
import { BulkApproveButton } from './BulkApproveButton';
import { BulkRejectMerchantButton } from './BulkRejectMerchantButton';
import { EditMerchantButton } from './EditMerchantButton';
import { EraseMerchantButton } from './EraseMerchantButton';
import { ExportMerchantDataButton } from './ExportMerchantDataButton';
import { RegenerateDac7CopyButton } from './RegenerateDac7CopyButton';
import { RejectMerchantButton } from './RejectMerchantButton';
import { RevokeSpaceLinksButton } from './RevokeSpaceLinksButton';
import { SendSpaceLinkButton } from './SendSpaceLinkButton';

/** The application page's actions, one file per button; on two lines when they do not fit on one (seven at 1280 px). */
export const MerchantActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 }}>
    <ApproveButton />
    <RejectMerchantButton />
    <EditMerchantButton />
    <SendSpaceLinkButton />
    <RevokeSpaceLinksButton />
    <RegenerateDac7CopyButton />
    <ExportMerchantDataButton />
    <EraseMerchantButton />
  </TopToolbar>
);

/** The list's bulk actions on the selected applications. */
export const BulkMerchantStatusButtons = () => (
  <>
    <BulkApproveButton />
    <BulkRejectMerchantButton />
  </>
);
