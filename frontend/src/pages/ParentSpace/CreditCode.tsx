import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros, type ParentSpaceCredit } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstantDay } from '../../components/dates';
import { creditCode } from '../../content/parentSpaceForms';

/**
 * The credit ("avoir") a cancellation gave: while usable, the code large and easy to copy, and where to use it;
 * once used, the code and the day it paid another request's deposit.
 */
export default function CreditCode({ credit: { code, amount, used_at } }: { credit: ParentSpaceCredit }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (old browser, refused permission): the code stays on screen to copy by hand.
    }
  };
  const amountText = formatEuros(amount, { cents: 'when-needed' });
  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor: 'primary.main', borderWidth: 2 }} aria-labelledby="credit-code-title">
      <Typography variant="h2" id="credit-code-title" sx={{ fontSize: '1.35rem' }} gutterBottom>
        {creditCode.title}
      </Typography>
      <Typography
        component="p"
        color={used_at ? 'text.secondary' : undefined}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 700, letterSpacing: '0.08em', my: 1.5, wordBreak: 'break-all' }}
      >
        {code}
      </Typography>
      {used_at ? (
        <Typography>{creditCode.used(amountText, formatInstantDay(used_at))}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{creditCode.text(amountText)}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" onClick={copy} aria-live="polite">
              {copied ? creditCode.copied : creditCode.copy}
            </Button>
            <Button component={RouterLink} to="/parents" variant="outlined">
              {creditCode.newRequest}
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
