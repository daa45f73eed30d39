import Typography from '@mui/material/Typography';
import { formatEuros } from '@ptits-mitrons/domain';
import { useConfig } from '../../components/ConfigProvider';
import { MessagePanel } from '../../components/MessagePanel';
import { usePageMeta } from '../../components/usePageMeta';
import { confirmationPage, meta } from '../../content/pages';

export default function ConfirmationPage() {
  const { brandName, prices } = useConfig();
  usePageMeta(meta.confirmation.title(brandName), meta.confirmation.description);
  return (
    <MessagePanel level="page" title={confirmationPage.title} actionLabel={confirmationPage.backHome} actionTo="/">
      <Typography sx={{ mb: 2 }}>{confirmationPage.text(formatEuros(prices.depositAmount, { cents: 'when-needed' }))}</Typography>
      <Typography>{confirmationPage.next}</Typography>
    </MessagePanel>
  );
}
