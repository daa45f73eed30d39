import DownloadIcon from '@mui/icons-material/Download';
import { TextButton } from '../../../components/TextButton';
import { useDownload } from '../../../components/useDownload';
import type { PayoutBatchResponse } from '@ptits-mitrons/api-types';

/** « Télécharger le fichier SEPA »: the batch's credit transfer file (pain.001), to hand to the bank. */
export const DownloadSepaButton = ({ batch }: { batch: PayoutBatchResponse }) => {
  const { download, isPending } = useDownload((dataProvider) => dataProvider.payoutBatchSepaFile(batch.id), `${batch.reference}.xml`);
  return (
    <TextButton label="resources.payouts.actions.download_sepa" icon={<DownloadIcon />} onClick={download} disabled={isPending} />
  );
};
