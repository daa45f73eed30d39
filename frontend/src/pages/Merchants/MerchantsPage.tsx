import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MERCHANT_SPACE_PATH } from '@ptits-mitrons/domain';
import { Link as RouterLink } from 'react-router-dom';
import display from '../../assets/illustrations/display.svg';
import oven from '../../assets/illustrations/oven.svg';
import shopfront from '../../assets/illustrations/shopfront.svg';
import workbench from '../../assets/illustrations/workbench.svg';
import { useConfig } from '../../components/ConfigProvider';
import { lazyBelowTheFold } from '../../components/lazyBelowTheFold';
import { Gallery } from '../../components/Gallery';
import { usePageMeta } from '../../components/usePageMeta';
import { merchantsPage, meta } from '../../content/strings';

/** About the form's height (measured at 375 and 1280 px), held until it is drawn. */
const PLACEHOLDER = { minHeight: 930 };
/** The form is far below the first screen: its fields, city autocomplete and checks load as it comes near. */
const MerchantForm = lazyBelowTheFold(() => import('./MerchantForm').then((module) => ({ default: module.MerchantForm })), PLACEHOLDER);

const MERCHANT_PICTURES = [
  { src: oven, alt: merchantsPage.photos.oven },
  { src: shopfront, alt: merchantsPage.photos.shopfront },
  { src: workbench, alt: merchantsPage.photos.workbench },
  { src: display, alt: merchantsPage.photos.display },
];

/** Merchant recruitment, sections in order: pitch, four photos, five benefits, the form. */
export default function MerchantsPage() {
  const { brandName } = useConfig();
  usePageMeta(meta.merchants.title(brandName), meta.merchants.description);
  return (
    <Container sx={{ py: 5, display: 'grid', gap: 5 }}>
      <Box component="header">
        <Typography variant="h1" gutterBottom>
          {merchantsPage.title(brandName)}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>{merchantsPage.intro}</Typography>
        <Typography sx={{ mt: 2 }}>
          {merchantsPage.spaceQuestion}{' '}
          <Link component={RouterLink} to={MERCHANT_SPACE_PATH} sx={{ fontWeight: 600 }}>
            {merchantsPage.spaceLink}
          </Link>
        </Typography>
      </Box>
      <Box component="section" aria-label={merchantsPage.photosTitle}>
        <Gallery pictures={MERCHANT_PICTURES} />
      </Box>
      <Box component="section" aria-labelledby="merchant-benefits-title">
        <Typography variant="h2" id="merchant-benefits-title" gutterBottom>
          {merchantsPage.benefitsTitle}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {merchantsPage.benefits.map((benefit) => (
            <Paper component="li" key={benefit.title} variant="outlined" sx={{ p: 3, display: 'flex', gap: 2 }}>
              <Box component="span" aria-hidden="true" sx={{ fontSize: '2rem', lineHeight: 1 }}>
                {benefit.emoji}
              </Box>
              <Box>
                <Typography variant="h3" gutterBottom>
                  {benefit.title}
                </Typography>
                <Typography>{benefit.text}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
      <MerchantForm />
    </Container>
  );
}
