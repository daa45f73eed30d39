import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FocusEvent } from 'react';
import { calendarLink } from '../../content/merchantSpaceForms';

/** The same feed as webcal://, which phones and Apple's Calendar open as "subscribe". */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** A new calendar address: to copy, or to open as webcal:// (its own chunk, loaded once an address is asked for). */
export default function CalendarLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      // No clipboard (old browser, refused permission): the address stays on screen, selectable.
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* A plain input, not MUI's TextField: its code would weigh on the page's first load. */}
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="label" htmlFor="merchant-calendar-url" sx={{ fontWeight: 600 }}>
          {calendarLink.address}
        </Typography>
        <Box
          component="input"
          id="merchant-calendar-url"
          readOnly
          spellCheck={false}
          value={url}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={{ font: 'inherit', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', p: 1.5, border: 1, borderColor: 'grey.400', borderRadius: 1, width: '100%', minWidth: 0, bgcolor: 'grey.50' }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={copy}>
          {copied === url ? calendarLink.copied : calendarLink.copy}
        </Button>
        <Button variant="outlined" href={webcalUrl(url)}>
          {calendarLink.open}
        </Button>
      </Box>
      <Typography variant="body2">{calendarLink.howTo}</Typography>
    </Box>
  );
}
