import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useConfig } from '../../components/ConfigProvider';
import { mailHref, phoneHref } from '../../components/contactLinks';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, refundPage } from '../../content/pages';

/** The refund page: the CGV's cancellation rule and how to reach the operator. */
export default function RefundPage() {
  const { brandName, contactEmail, contactPhone } = useConfig();
  usePageMeta(meta.refund.title(brandName), meta.refund.description);
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {refundPage.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{refundPage.intro}</Typography>
      <Box component="ul" sx={{ pl: 3, mb: 2 }}>
        {refundPage.rules.map((rule) => (
          <Typography component="li" key={rule} sx={{ mb: 1 }}>
            {rule}
          </Typography>
        ))}
      </Box>
      <Link component={RouterLink} to="/cgv">
        {refundPage.cgvLink}
      </Link>
      <Paper variant="outlined" sx={{ p: 3, mt: 4 }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
          {refundPage.contactTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{refundPage.contact}</Typography>
        <Typography>
          <Link href={mailHref(contactEmail)}>{contactEmail}</Link>
          {' · '}
          <Link href={phoneHref(contactPhone)}>{contactPhone}</Link>
        </Typography>
      </Paper>
    </Container>
  );
}
