import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { confirmationPage, meta } from '../../content/strings';

export default function ConfirmationPage() {
  const { brandName } = useConfig();
  usePageMeta(meta.confirmation.title(brandName), meta.confirmation.description);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {confirmationPage.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{confirmationPage.text}</Typography>
      <Typography sx={{ mb: 4 }}>{confirmationPage.next}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {confirmationPage.backHome}
      </Button>
    </Container>
  );
}
