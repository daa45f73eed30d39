import Typography from '@mui/material/Typography';
import { useConfig } from '../../components/ConfigProvider';
import { MessagePanel } from '../../components/MessagePanel';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, notFoundPage } from '../../content/pages';

export default function NotFoundPage() {
  const { brandName } = useConfig();
  usePageMeta(meta.notFound.title(brandName), meta.notFound.description);
  return (
    <MessagePanel level="page" title={notFoundPage.title} actionLabel={notFoundPage.backHome} actionTo="/">
      <Typography>{notFoundPage.text}</Typography>
    </MessagePanel>
  );
}
