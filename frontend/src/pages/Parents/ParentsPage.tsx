import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@ptits-mitrons/domain';
import { SectionCard } from '../../components/SectionCard';
import { useConfig } from '../../components/ConfigProvider';
import { lazyBelowTheFold } from '../../components/lazyBelowTheFold';
import { phoneHref } from '../../components/contactLinks';
import { Gallery } from '../../components/Gallery';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, parentsPage } from '../../content/strings';

/** About the form's height (measured at 375 and 1280 px), held until it is drawn. */
const PLACEHOLDER = { minHeight: { xs: 1290, md: 880 } };
/** The form is far below the first screen: its fields, city autocomplete and checks load as it comes near. */
const ParentForm = lazyBelowTheFold(() => import('./ParentForm').then((module) => ({ default: module.ParentForm })), PLACEHOLDER);


function TextList({ component, items }: { component: 'ol' | 'ul'; items: string[] }) {
  return (
    <Box component={component} sx={{ pl: 3, m: 0 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 1 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

export default function ParentsPage() {
  const { brandName, contactPhone, prices } = useConfig();
  usePageMeta(meta.parents.title(brandName), meta.parents.description);
  const deposit = formatEuros(prices.depositAmount, { cents: 'when-needed' });
  return (
    <Container sx={{ py: 5, display: 'grid', gap: 5 }}>
      <Box component="header">
        <Typography variant="h1" gutterBottom>
          {parentsPage.title}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>{parentsPage.intro(prices.totalPrice, deposit)}</Typography>
      </Box>
      <Box component="section" aria-label={parentsPage.pictures}>
        <Gallery />
      </Box>
      <Box component="section" aria-labelledby="parents-benefits">
        <Typography variant="h2" id="parents-benefits" gutterBottom>
          {parentsPage.benefitsTitle}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {parentsPage.benefits(prices.totalPrice).map((benefit) => (
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
        <SectionCard id="parents-how-to" title={parentsPage.howToTitle}>
          <TextList component="ol" items={parentsPage.howTo(deposit)} />
        </SectionCard>
        <SectionCard id="parents-prices" title={parentsPage.pricesTitle}>
          <TextList component="ul" items={parentsPage.prices(prices.totalPrice, deposit)} />
        </SectionCard>
        <SectionCard id="parents-insurance" title={parentsPage.insuranceTitle}>
          <Typography>{parentsPage.insurance}</Typography>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2 }} gutterBottom>
            {parentsPage.phoneTitle}
          </Typography>
          <Link href={phoneHref(contactPhone)}>{contactPhone}</Link>
        </SectionCard>
      </Box>
      <ParentForm />
    </Container>
  );
}
