import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useDownload } from '../../components/useDownload';
import type { MerchantRequest } from './MerchantFields';

/** « Télécharger ses données »: the artisan's JSON file, as their space gives it, for a right exercised by mail (audited). */
export const ExportMerchantDataButton = () => {
  const record = useRecordContext<MerchantRequest>();
  const { download, isPending } = useDownload((dataProvider) => dataProvider.merchantDataFile(record!.id), `donnees-artisan-${record?.id}.json`);
  if (!record) return null;
  return (
    <ActionButton label="resources.merchants.actions.export_data" onClick={download} disabled={isPending}>
      <DownloadIcon />
    </ActionButton>
  );
};
