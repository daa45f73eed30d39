import DownloadIcon from '@mui/icons-material/Download';
import type { StaffReceipt } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';

/** Saves a receipt's PDF as issued: fetched with the staff's token, then handed to the browser as a file. */
export const DownloadReceiptButton = ({ receipt }: { receipt: StaffReceipt }) => {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await dataProvider.receiptPdf(receipt.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${receipt.number}.pdf`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate('resources.receipts.download', { number: receipt.number })} onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
