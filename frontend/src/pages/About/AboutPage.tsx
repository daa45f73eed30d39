import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import commitment from '../../assets/illustrations/commitment.svg';
import { useConfig } from '../../components/ConfigProvider';
import { usePageMeta } from '../../components/usePageMeta';
import { aboutPage, meta } from '../../content/pages';

export default function AboutPage() {
  const { brandName } = useConfig();
  usePageMeta(meta.about.title(brandName), meta.about.description);
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {aboutPage.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box>
          <Typography variant="h2" gutterBottom>
            {aboutPage.commitmentTitle}
          </Typography>
          {aboutPage.commitment.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
          <Typography variant="h2" gutterBottom sx={{ mt: 4 }}>
            {aboutPage.motivationTitle}
          </Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            {aboutPage.motivation.map((item) => (
              <Typography component="li" key={item} sx={{ mb: 1 }}>
                {item}
              </Typography>
            ))}
          </Box>
          <Button component={RouterLink} to="/parents" variant="contained" sx={{ mt: 2 }}>
            {aboutPage.cta}
          </Button>
        </Box>
        <Box component="img" src={commitment} alt={aboutPage.illustration} width={400} height={300} sx={{ width: '100%', height: 'auto', borderRadius: 3 }} />
      </Box>
    </Container>
  );
}
