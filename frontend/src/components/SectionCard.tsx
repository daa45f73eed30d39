import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled section of a page: the title is its level-two heading and names the section for screen readers. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }} aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.35rem' }} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
