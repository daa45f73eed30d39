import { TopToolbar } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';
import { EraseDataButton } from './EraseDataButton';
import { ExportDataButton } from './ExportDataButton';
import { FindArtisanButton } from './FindArtisanButton';
import { ProposeButton } from './ProposeButton';
import { RefundButton } from './RefundButton';
import { RejectButton } from './RejectButton';
import { ValidateButton } from './ValidateButton';

/**
 * The request page's actions, one file per button, in the order the operator meets them; the data rights last. They
 * wrap onto a second line rather than squeeze into each other.
 */
export const ParentRequestActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 }}>
    <FindArtisanButton />
    <ProposeButton />
    <ValidateButton />
    <RejectButton />
    <ArchiveButton />
    <RefundButton />
    <ExportDataButton />
    <EraseDataButton />
  </TopToolbar>
);
