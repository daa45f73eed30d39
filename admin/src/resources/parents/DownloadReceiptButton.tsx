import DownloadIcon from '@mui/icons-material/Download';
import { Button, useTranslate } from 'react-admin';
import { useDownload } from '../../components/useDownload';
import type { StaffReceiptResponse } from '@ptits-mitrons/api-types';

/** Saves a receipt's PDF as issued: fetched with the staff's token, then handed to the browser as a file. */
export const DownloadReceiptButton = ({ receipt }: { receipt: StaffReceiptResponse }) => {
  const translate = useTranslate();
  const { download, isPending } = useDownload((dataProvider) => dataProvider.receiptPdf(receipt.id), `${receipt.number}.pdf`);
  return (
    <Button label={translate('resources.receipts.download', { number: receipt.number })} onClick={download} disabled={isPending}>
      <DownloadIcon />
    </Button>
  );
};
