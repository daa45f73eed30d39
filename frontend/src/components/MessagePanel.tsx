import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface MessagePanelProps {
  title: string;
  children: ReactNode;
  actionLabel: string;
  actionTo: string;
  /** A page's own heading (h1), or a panel replacing a form inside a page (h2, announced as a status). */
  level?: 'page' | 'panel';
}

/** A short message with one way on: thank-you panels, the confirmation, the 404. */
export function MessagePanel({ title, children, actionLabel, actionTo, level = 'panel' }: MessagePanelProps) {
  const page = level === 'page';
  return (
    <Paper
      elevation={page ? 0 : 1}
      role={page ? undefined : 'status'}
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: page ? 'transparent' : undefined, maxWidth: page ? 640 : undefined, mx: 'auto', my: page ? 6 : 0 }}
    >
      <Typography variant={page ? 'h1' : 'h2'} gutterBottom>
        {title}
      </Typography>
      {children}
      <Button component={RouterLink} to={actionTo} variant="contained" sx={{ mt: 2 }}>
        {actionLabel}
      </Button>
    </Paper>
  );
}
