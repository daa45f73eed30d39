import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FocusEvent } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { calendarCard } from '../../content/merchantSpace';

type Link = { phase: 'none' } | { phase: 'creating' } | { phase: 'ready'; url: string } | { phase: 'failed'; message: string };

/** The same feed as webcal://, which phones and Apple's Calendar open as "subscribe". */
export function webcalUrl(url: string): string {
  return new URL(url, window.location.origin).href.replace(/^https?:\/\//, 'webcal://');
}

/**
 * The calendar subscription: a button asks for a new feed address (a POST: the previous address stops working),
 * shown to copy, or opened as webcal:// on the devices that subscribe that way.
 */
export function CalendarCard({ token }: { token: string }) {
  const [link, setLink] = useState<Link>({ phase: 'none' });
  const [copied, setCopied] = useState(false);

  const create = async () => {
    if (link.phase === 'creating') return;
    setLink({ phase: 'creating' });
    setCopied(false);
    try {
      const { url } = await api.merchantCalendarLink(token);
      setLink({ phase: 'ready', url: new URL(url, window.location.origin).href });
    } catch (error) {
      setLink({ phase: 'failed', message: errorText(error, calendarCard.failed) });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (old browser, refused permission): the address stays on screen, selectable.
    }
  };

  return (
    <SectionCard id="merchant-calendar-title" title={calendarCard.title}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{calendarCard.intro}</Typography>
        <Button variant={link.phase === 'ready' ? 'outlined' : 'contained'} onClick={create} disabled={link.phase === 'creating'} sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}>
          {link.phase === 'creating' ? calendarCard.creating : calendarCard.subscribe}
        </Button>
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
          {link.phase === 'failed' ? <Notice severity="error">{link.message}</Notice> : null}
          {link.phase === 'ready' ? (
            <>
              {/* A plain input, not MUI's TextField: its code would weigh on the page's first load. */}
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Typography component="label" htmlFor="merchant-calendar-url" sx={{ fontWeight: 600 }}>
                  {calendarCard.address}
                </Typography>
                <Box
                  component="input"
                  id="merchant-calendar-url"
                  readOnly
                  spellCheck={false}
                  value={link.url}
                  onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
                  sx={{ font: 'inherit', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', p: 1.5, border: 1, borderColor: 'grey.400', borderRadius: 1, width: '100%', minWidth: 0, bgcolor: 'grey.50' }}
                />
              </Box>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 1.5 }}>
                <Button variant="contained" onClick={() => copy(link.url)}>
                  {copied ? calendarCard.copied : calendarCard.copy}
                </Button>
                <Button variant="outlined" href={webcalUrl(link.url)}>
                  {calendarCard.open}
                </Button>
              </Box>
              <Typography variant="body2">{calendarCard.howTo}</Typography>
            </>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {calendarCard.renew}
        </Typography>
      </Box>
    </SectionCard>
  );
}
