import ArchiveIcon from '@mui/icons-material/Archive';
import { canParentRequest } from '@ptits-mitrons/domain';
import { ReasonActionButton } from '../../components/ReasonActionButton';

/** Archive ("Archiver"): closes the request; without a reason the server applies its default one. */
export const ArchiveButton = () => (
  <ReasonActionButton
    label="resources.parents.actions.archive"
    icon={<ArchiveIcon />}
    enabled={(status) => canParentRequest('close', status)}
    reasonRequired={false}
    title="resources.parents.dialogs.archive_title"
    hint="resources.parents.dialogs.archive_hint"
    submitLabel="resources.parents.actions.confirm_archive"
    successMessage="resources.parents.notifications.archived"
    run={(dataProvider, id, reason) => dataProvider.closeParentRequest(id, reason)}
  />
);
