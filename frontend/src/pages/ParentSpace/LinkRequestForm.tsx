import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { botCheckToken } from '../../components/botCheck';
import { useConfig } from '../../components/ConfigProvider';
import { Honeypot } from '../../components/Honeypot';
import { useSubmission } from '../../components/useSubmission';
import { linkRequest } from '../../content/parentSpaceForms';
import * as rules from '../../forms/validation';

/**
 * The e-mail form that sends a fresh personal link. Whatever the address, a sent request shows the same neutral
 * sentence: the page never tells whether an address has a request.
 */
export default function LinkRequestForm({ title, headingLevel = 'h2' }: { title: string; headingLevel?: 'h1' | 'h2' }) {
  const { recaptchaSiteKey } = useConfig();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<{ email?: string }>({});
  const [sent, setSent] = useState(false);
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await runSubmission({ email: rules.check(email, [rules.required, rules.email]) }, async () => {
      const recaptchaToken = await botCheckToken(recaptchaSiteKey);
      await api.requestParentSpaceLink({ email: email.trim(), website, ...(recaptchaToken ? { recaptchaToken } : {}) });
      setSent(true);
    });
  };

  return (
    <Box component="section" aria-labelledby="link-request-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant={headingLevel} id="link-request-title" sx={headingLevel === 'h2' ? { fontSize: '1.5rem' } : undefined}>
        {title}
      </Typography>
      <div role="status" aria-live="polite">
        {sent ? (
          <Alert role="none" severity="success">
            {PARENT_SPACE_MESSAGES.linkSent}
          </Alert>
        ) : null}
      </div>
      {sent ? (
        <Button variant="outlined" onClick={() => setSent(false)} sx={{ justifySelf: 'start' }}>
          {linkRequest.again}
        </Button>
      ) : (
        <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Typography>{linkRequest.intro}</Typography>
          <TextField
            id="link-request-email"
            name="email"
            type="email"
            label={linkRequest.email}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors({});
            }}
            required
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email}
            fullWidth
          />
          <Honeypot id="link-request-website" value={website} onChange={setWebsite} />
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
            {sending ? linkRequest.sending : linkRequest.submit}
          </Button>
        </Box>
      )}
    </Box>
  );
}
