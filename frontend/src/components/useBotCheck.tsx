import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BotCheckFieldsDto } from '@ptits-mitrons/api-types';
import type { AltchaWidgetElement } from 'altcha';
// The `altcha-widget` element in JSX.
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { botCheck } from '../content/pages';
import { ALTCHA_CHALLENGE_URL, ALTCHA_LANGUAGE, loadAltcha, recaptchaToken } from './botCheck';
import { useConfig } from './ConfigProvider';

/** The widget's settings: no attribution link, and no pointer or scroll collection (only ALTCHA's paid service reads it). */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, humanInteractionSignature: false });

type Consent = 'pending' | 'accepted' | 'refused';

/** What a form's bot check adds to its payload (the honeypot aside). */
export type BotCheckProof = Pick<BotCheckFieldsDto, 'altcha' | 'recaptchaToken'>;

/**
 * The bot check of a public form: `field` goes inside the form, `prove()` is awaited just before sending.
 * ALTCHA's widget starts solving as soon as the form is used (its code loads when the form first gets the focus, so
 * it is never part of a page's first load); if it has not finished when the form is sent, sending waits for it. Each
 * solution is accepted once by the server, so the widget starts again after every send.
 * With the reCAPTCHA provider, a short notice asks first: Google's script loads only once accepted.
 */
export function useBotCheck(): { field: ReactNode; prove: () => Promise<BotCheckProof> } {
  const { botCheckProvider, recaptchaSiteKey } = useConfig();
  const recaptchaOffered = botCheckProvider === 'recaptcha' && recaptchaSiteKey !== null;
  const [consent, setConsent] = useState<Consent>('pending');
  const withRecaptcha = recaptchaOffered && consent === 'accepted';
  const widget = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | undefined>(undefined);

  useEffect(() => {
    const element = widget.current;
    if (withRecaptcha || !element) return;
    const form = element.closest('form');
    const load = () => {
      form?.removeEventListener('focusin', load);
      // A failure shows when the form is sent (prove() loads again).
      loadAltcha().catch(() => undefined);
    };
    const onStateChange = (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = state === 'verified' ? solved : undefined;
    };
    form?.addEventListener('focusin', load);
    element.addEventListener('statechange', onStateChange);
    return () => {
      form?.removeEventListener('focusin', load);
      element.removeEventListener('statechange', onStateChange);
    };
  }, [withRecaptcha]);

  const prove = async (): Promise<BotCheckProof> => {
    if (withRecaptcha) return { recaptchaToken: await recaptchaToken(recaptchaSiteKey!) };
    await loadAltcha();
    await customElements.whenDefined('altcha-widget');
    const element = widget.current!;
    // The widget's own errors are in English (a challenge it could not fetch): people get ours.
    const altcha = payload.current ?? (await element.verify().catch(() => null))?.payload;
    payload.current = undefined;
    element.reset();
    if (!altcha) throw new Error(botCheck.failed);
    return { altcha };
  };

  const field = (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
      {recaptchaOffered && consent === 'pending' ? (
        <Alert severity="info" role="none">
          {botCheck.consent.text}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" onClick={() => setConsent('accepted')}>
              {botCheck.consent.accept}
            </Button>
            <Button variant="outlined" size="small" onClick={() => setConsent('refused')}>
              {botCheck.consent.refuse}
            </Button>
          </Box>
        </Alert>
      ) : null}
      {withRecaptcha ? (
        <Alert severity="info" role="none">
          {botCheck.consent.accepted}
        </Alert>
      ) : (
        // Its height reserved until its code loads, so the form does not move then.
        <Box sx={{ minHeight: 64 }}>
          <altcha-widget ref={widget} challenge={ALTCHA_CHALLENGE_URL} language={ALTCHA_LANGUAGE} auto="onfocus" configuration={WIDGET_CONFIGURATION} />
        </Box>
      )}
    </Box>
  );
  return { field, prove };
}
