import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useConfig } from '../../components/ConfigProvider';
import { mailHref, phoneHref } from '../../components/contactLinks';
import { usePageMeta } from '../../components/usePageMeta';
import { contactPage, meta } from '../../content/pages';

export default function ContactPage() {
  const { brandName, contactEmail, contactPhone } = useConfig();
  usePageMeta(meta.contact.title(brandName), meta.contact.description);
  const cards = [
    { title: contactPage.emailTitle, body: <Link href={mailHref(contactEmail)}>{contactEmail}</Link> },
    { title: contactPage.phoneTitle, body: <Link href={phoneHref(contactPhone)}>{contactPhone}</Link> },
    { title: contactPage.parentsTitle, body: <>{contactPage.parentsText} <Link component={RouterLink} to="/parents">{contactPage.parentsLink}</Link></> },
    { title: contactPage.merchantsTitle, body: <>{contactPage.merchantsText} <Link component={RouterLink} to="/merchants">{contactPage.merchantsLink}</Link></> },
  ];
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {contactPage.title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{contactPage.intro}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {cards.map((card) => (
          <Paper key={card.title} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
              {card.title}
            </Typography>
            <Typography>{card.body}</Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
