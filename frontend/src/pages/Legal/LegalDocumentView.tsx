import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LegalDocument } from '@ptits-mitrons/domain';

/** A legal text; `additions` puts a page's own content at the end of the section of that id (the privacy page's choice). */
export function LegalDocumentView({ document, additions = {} }: { document: LegalDocument; additions?: Partial<Record<string, ReactNode>> }) {
  return (
    <Container maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h1" gutterBottom>
        {document.title}
      </Typography>
      {document.version ? (
        <Typography color="text.secondary" sx={{ mb: 2, '&::first-letter': { textTransform: 'uppercase' } }}>
          {document.version}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 3 }}>{document.intro}</Typography>
      {document.sections.map((section, index) => {
        const headingId = section.id ? `${section.id}-titre` : `legal-section-${index}`;
        return (
          <section key={section.title} id={section.id} aria-labelledby={headingId}>
            <Typography variant="h2" id={headingId} sx={{ fontSize: '1.35rem', mt: 4, mb: 1 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.links?.map((link) => (
              <Typography key={link.to} sx={{ mb: 1.5 }}>
                <Link component={RouterLink} to={link.to}>
                  {link.label}
                </Link>
              </Typography>
            ))}
            {section.id && additions[section.id]}
          </section>
        );
      })}
    </Container>
  );
}
