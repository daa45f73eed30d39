import Typography from '@mui/material/Typography';
import { useConfig } from '../../components/ConfigProvider';
import { MessagePanel } from '../../components/MessagePanel';
import { euros } from '../../components/money';
import { usePageMeta } from '../../components/usePageMeta';
import { confirmationPage, meta } from '../../content/strings';

export default function ConfirmationPage() {
  const { brandName, prices } = useConfig();
  usePageMeta(meta.confirmation.title(brandName), meta.confirmation.description);
  return (
    <MessagePanel level="page" title={confirmationPage.title} actionLabel={confirmationPage.backHome} actionTo="/">
      <Typography sx={{ mb: 2 }}>{confirmationPage.text(euros(prices.depositAmount))}</Typography>
      <Typography>{confirmationPage.next}</Typography>
    </MessagePanel>
  );
}
