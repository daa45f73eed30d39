import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { api } from '../../api/client';
import { useConfig } from '../../components/ConfigProvider';
import { formatDay } from '../../components/dates';
import { errorText } from '../../components/ErrorModal';
import { usePageMeta } from '../../components/usePageMeta';
import { parentSpaceMeta } from '../../content/parentSpace';
import { erasureDialog, erasurePage } from '../../content/parentSpaceForms';
import type { ParentErasureResponse } from '@ptits-mitrons/api-types';

/**
 * /mon-espace/effacement#<token>: the page the confirmation mail links to. The token is after `#` (no server log
 * sees it), and the erasure waits for the parent's click, so a mail scanner opening the link erases nothing.
 */
export default function ErasureConfirmPage() {
  const { brandName } = useConfig();
  usePageMeta(parentSpaceMeta.erasure.title(brandName), parentSpaceMeta.erasure.description, { noindex: true });
  const confirmation = useLocation().hash.replace(/^#/, '');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<ParentErasureResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      setDone(await api.confirmErasure(confirmation));
    } catch (failure) {
      setError(errorText(failure, erasurePage.error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {erasurePage.title}
      </Typography>
      <Stack spacing={3}>
        {!confirmation ? <Alert severity="warning">{erasurePage.noLink}</Alert> : null}
        {confirmation && !done ? (
          <>
            <Typography>{erasurePage.intro}</Typography>
            <Typography>{erasureDialog.kept}</Typography>
            <Button variant="contained" color="error" onClick={confirm} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
              {sending ? erasurePage.erasing : erasurePage.confirm}
            </Button>
          </>
        ) : null}
        <div role="status" aria-live="polite">
          {done ? (
            <Stack spacing={2}>
              <Alert severity="success">{done.message}</Alert>
              {done.pending.length > 0 ? (
                <>
                  <Typography component="h2" variant="h3">
                    {erasurePage.keptTitle}
                  </Typography>
                  <ul>
                    {done.pending.map((request) => (
                      <li key={request._id}>
                        <Typography>
                          <strong>{erasureDialog.request(request.child_firstname, formatDay(request.workshop_day))}</strong>
                          {' : '}
                          {request.pending?.text}
                        </Typography>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Stack>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </div>
        {done ? (
          <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {erasurePage.home}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
