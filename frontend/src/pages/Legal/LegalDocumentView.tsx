import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { LegalDocument } from '../../content/legal';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {document.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{document.intro}</Typography>
      {document.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`legal-section-${index}`}>
          <Typography variant="h2" id={`legal-section-${index}`} sx={{ fontSize: '1.35rem', mt: 4, mb: 1 }}>
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </Container>
  );
}
