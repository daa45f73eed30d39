import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Honeypot } from './Honeypot';
import { useBotCheck, type BotCheckProof } from './useBotCheck';
import { useSubmission } from './useSubmission';
import * as rules from '../forms/validation';

export interface LinkRequestTexts {
  intro: string;
  email: string;
  submit: string;
  sending: string;
  again: string;
}

export interface LinkRequestFormProps {
  title: string;
  headingLevel?: 'h1' | 'h2';
  texts: LinkRequestTexts;
  /** The neutral sentence shown once sent, whatever the address. */
  sentMessage: string;
  send: (payload: { email: string; website: string } & BotCheckProof) => Promise<unknown>;
}

/**
 * The e-mail form that sends a fresh personal link (the parent's space, the artisan's). Whatever the address, a sent
 * request shows the same neutral sentence: the page never tells whether an address is known.
 */
export function LinkRequestForm({ title, headingLevel = 'h2', texts, sentMessage, send }: LinkRequestFormProps) {
  const botCheck = useBotCheck();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<{ email?: string }>({});
  const [sent, setSent] = useState(false);
  const { form, sending, submit: runSubmission } = useSubmission(setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await runSubmission({ email: rules.check(email, [rules.required, rules.email]) }, async () => {
      await send({ email: email.trim(), website, ...(await botCheck.prove()) });
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
            {sentMessage}
          </Alert>
        ) : null}
      </div>
      {sent ? (
        <Button variant="outlined" onClick={() => setSent(false)} sx={{ justifySelf: 'start' }}>
          {texts.again}
        </Button>
      ) : (
        <Box component="form" ref={form} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Typography>{texts.intro}</Typography>
          <TextField
            id="link-request-email"
            name="email"
            type="email"
            label={texts.email}
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
          {botCheck.field}
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
            {sending ? texts.sending : texts.submit}
          </Button>
        </Box>
      )}
    </Box>
  );
}
