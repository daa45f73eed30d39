import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useDownload } from '../../components/useDownload';
import type { ParentRequest } from './ParentRequestFields';

/**
 * « Exporter les données » (right of access exercised by mail): the JSON file the parent's own « Télécharger mes
 * données » gives, for every request of the address; the server records the export with the admin.
 */
export const ExportDataButton = () => {
  const record = useRecordContext<ParentRequest>();
  const { download, isPending } = useDownload((dataProvider) => dataProvider.parentDataExport(record!.id), 'donnees-parent.json');
  if (!record) return null;
  return (
    <ActionButton label="resources.parents.actions.export_data" onClick={download} disabled={isPending}>
      <DownloadIcon />
    </ActionButton>
  );
};
