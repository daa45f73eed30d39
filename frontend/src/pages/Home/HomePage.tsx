import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import kneading from '../../assets/illustrations/kneading.svg';
import { useConfig } from '../../components/ConfigProvider';
import { Gallery } from '../../components/Gallery';
import { GiftCard } from '../../components/GiftCard';
import { usePageMeta } from '../../components/usePageMeta';
import { gallery, home, meta } from '../../content/strings';

export default function HomePage() {
  const { brandName, prices } = useConfig();
  const [giftCardOpen, setGiftCardOpen] = useState(false);
  usePageMeta(meta.home.title(brandName), meta.home.description);
  return (
    <>
      <Box sx={{ bgcolor: '#fbe3c4', py: { xs: 4, md: 8 } }}>
        <Container sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Chip label={home.badge} color="primary" sx={{ mb: 2, fontWeight: 700 }} />
            <Typography variant="h1" gutterBottom>
              {home.headline}
            </Typography>
            <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{home.intro(prices.totalPrice)}</Typography>
            <Button component={RouterLink} to="/parents" variant="contained" size="large">
              {home.cta}
            </Button>
          </Box>
          <Box
            component="img"
            src={kneading}
            alt={gallery.kneading}
            width={400}
            height={300}
            fetchPriority="high"
            sx={{ width: '100%', height: 'auto', borderRadius: 3 }}
          />
        </Container>
      </Box>
      <Container sx={{ py: 6 }}>
        <Typography variant="h2" gutterBottom>
          {home.steps.title}
        </Typography>
        <Box component="ol" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, p: 0, listStyle: 'none' }}>
          {home.steps.items(formatEuros(prices.depositAmount, { cents: 'when-needed' })).map((step, index) => (
            <Paper component="li" key={step.title} sx={{ p: 3 }} variant="outlined">
              <Typography variant="h3" gutterBottom>
                {index + 1}. {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
      <Container sx={{ pb: 6 }}>
        <Typography variant="h2" gutterBottom>
          {home.galleryTitle}
        </Typography>
        <Gallery />
      </Container>
      <Container sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper sx={{ p: 3 }} variant="outlined">
          <Typography variant="h2" gutterBottom>
            {home.giftCardTitle}
          </Typography>
          <Typography sx={{ mb: 2 }}>{home.giftCardText}</Typography>
          <Button variant="outlined" onClick={() => setGiftCardOpen(true)}>
            {home.giftCardButton}
          </Button>
        </Paper>
        <Paper sx={{ p: 3 }} variant="outlined">
          <Typography variant="h2" gutterBottom>
            {home.merchantsTeaser.title}
          </Typography>
          <Typography sx={{ mb: 2 }}>{home.merchantsTeaser.text}</Typography>
          <Link component={RouterLink} to="/merchants">
            {home.merchantsTeaser.link}
          </Link>
        </Paper>
      </Container>
      <GiftCard open={giftCardOpen} onClose={() => setGiftCardOpen(false)} />
    </>
  );
}
