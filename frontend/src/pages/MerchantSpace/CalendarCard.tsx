import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { calendarCard } from '../../content/merchantSpace';

const CalendarLink = lazy(() => import('./CalendarLink'));

type Link = { phase: 'none' } | { phase: 'creating' } | { phase: 'ready'; url: string } | { phase: 'failed'; message: string };

/** The calendar subscription: a button asks for a new feed address (a POST: the previous address stops working). */
export function CalendarCard({ token }: { token: string }) {
  const [link, setLink] = useState<Link>({ phase: 'none' });

  const create = async () => {
    if (link.phase === 'creating') return;
    setLink({ phase: 'creating' });
    try {
      const { url } = await api.merchantCalendarLink(token);
      setLink({ phase: 'ready', url: new URL(url, window.location.origin).href });
    } catch (error) {
      setLink({ phase: 'failed', message: errorText(error, calendarCard.failed) });
    }
  };

  return (
    <SectionCard id="merchant-calendar-title" title={calendarCard.title}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{calendarCard.intro}</Typography>
        <Button variant={link.phase === 'ready' ? 'outlined' : 'contained'} onClick={create} disabled={link.phase === 'creating'} sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}>
          {link.phase === 'creating' ? calendarCard.creating : calendarCard.subscribe}
        </Button>
        <Box role="status" aria-live="polite">
          {link.phase === 'failed' ? <Notice severity="error">{link.message}</Notice> : null}
          {link.phase === 'ready' ? (
            <Suspense fallback={<Typography sx={{ overflowWrap: 'anywhere' }}>{link.url}</Typography>}>
              <CalendarLink url={link.url} />
            </Suspense>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {calendarCard.renew}
        </Typography>
      </Box>
    </SectionCard>
  );
}
