import { botCheck } from '../content/pages';

/**
 * The public forms' bot check. ALTCHA by default: a proof of work solved in the page, with no cookie and no third
 * party; its widget's code is loaded only when a form needs it. reCAPTCHA Enterprise only with that provider and once
 * the visitor accepted Google's script (useBotCheck.tsx); its token for action SUBMIT is asked for just before sending
 * (tokens expire after two minutes).
 */
interface RecaptchaEnterprise {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise: RecaptchaEnterprise };
  }
}

export const BOT_CHECK_ACTION = 'SUBMIT';
/** Where the widget fetches its signed challenges (backend bot-check.controller.ts). */
export const ALTCHA_CHALLENGE_URL = '/api/bot-check/challenge';
export const ALTCHA_LANGUAGE = 'fr';

let recaptchaLoading: Promise<void> | undefined;

function loadRecaptcha(siteKey: string): Promise<void> {
  if (window.grecaptcha?.enterprise) return Promise.resolve();
  recaptchaLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      recaptchaLoading = undefined;
      reject(new Error(botCheck.unavailable));
    };
    document.head.append(script);
  });
  return recaptchaLoading;
}

export async function recaptchaToken(siteKey: string): Promise<string> {
  await loadRecaptcha(siteKey);
  const { enterprise } = window.grecaptcha!;
  return new Promise<string>((resolve, reject) => {
    enterprise.ready(() => {
      enterprise.execute(siteKey, { action: BOT_CHECK_ACTION }).then(resolve, reject);
    });
  });
}

let altchaLoading: Promise<void> | undefined;

/** Defines the `altcha-widget` element, with our French texts (about 35 KB gzip: never part of a page's first load). */
export function loadAltcha(): Promise<void> {
  altchaLoading ??= import('altcha').then(
    () => {
      globalThis.$altcha.i18n.set(ALTCHA_LANGUAGE, botCheck.altcha);
    },
    () => {
      altchaLoading = undefined;
      throw new Error(botCheck.unavailable);
    },
  );
  return altchaLoading;
}
