import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, notFoundPage } from '../../content/strings';

export default function NotFoundPage() {
  const { brandName } = useConfig();
  usePageMeta(meta.notFound.title(brandName), meta.notFound.description);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {notFoundPage.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{notFoundPage.text}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {notFoundPage.backHome}
      </Button>
    </Container>
  );
}
