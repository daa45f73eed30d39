import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useConfig } from '../../components/ConfigProvider';
import { phoneHref } from '../../components/contactLinks';
import { Gallery } from '../../components/Gallery';
import { euros } from '../../components/money';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, parentsPage } from '../../content/strings';
import { ParentForm } from './ParentForm';

export default function ParentsPage() {
  const { brandName, contactPhone, prices } = useConfig();
  usePageMeta(meta.parents.title(brandName), meta.parents.description);
  const deposit = euros(prices.depositAmount);
  return (
    <Container sx={{ py: 5, display: 'grid', gap: 5 }}>
      <Box component="header">
        <Typography variant="h1" gutterBottom>
          {parentsPage.title}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>{parentsPage.intro(prices.totalPrice)}</Typography>
      </Box>
      <Box component="section" aria-label={parentsPage.pictures}>
        <Gallery />
      </Box>
      <Box component="section" aria-labelledby="parents-benefits">
        <Typography variant="h2" id="parents-benefits" gutterBottom>
          {parentsPage.benefitsTitle}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {parentsPage.benefits.map((benefit) => (
            <Paper component="li" key={benefit.title} variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h3" gutterBottom>
                {benefit.title}
              </Typography>
              <Typography>{benefit.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby="parents-how-to">
          <Typography variant="h2" id="parents-how-to" sx={{ fontSize: '1.35rem' }} gutterBottom>
            {parentsPage.howToTitle}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {parentsPage.howTo(deposit).map((step) => (
              <Typography component="li" key={step} sx={{ mb: 1 }}>
                {step}
              </Typography>
            ))}
          </Box>
        </Paper>
        <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby="parents-prices">
          <Typography variant="h2" id="parents-prices" sx={{ fontSize: '1.35rem' }} gutterBottom>
            {parentsPage.pricesTitle}
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {parentsPage.prices(prices.totalPrice, deposit).map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        </Paper>
        <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby="parents-insurance">
          <Typography variant="h2" id="parents-insurance" sx={{ fontSize: '1.35rem' }} gutterBottom>
            {parentsPage.insuranceTitle}
          </Typography>
          <Typography>{parentsPage.insurance}</Typography>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2 }} gutterBottom>
            {parentsPage.phoneTitle}
          </Typography>
          <Link href={phoneHref(contactPhone)}>{contactPhone}</Link>
        </Paper>
      </Box>
      <ParentForm />
    </Container>
  );
}
