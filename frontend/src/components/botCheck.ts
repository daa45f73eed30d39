import { botCheck } from '../content/pages';

/**
 * reCAPTCHA Enterprise, loaded only by the pages whose form needs it and only when a site key is configured.
 * The token for action SUBMIT is asked for just before sending (tokens expire after two minutes).
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

let loading: Promise<void> | undefined;

export function loadBotCheck(siteKey: string): Promise<void> {
  if (window.grecaptcha?.enterprise) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error(botCheck.unavailable));
    };
    document.head.append(script);
  });
  return loading;
}

/** A token when a site key is configured, otherwise undefined (the server then skips the check). */
export async function botCheckToken(siteKey: string | null): Promise<string | undefined> {
  if (!siteKey) return undefined;
  await loadBotCheck(siteKey);
  const { enterprise } = window.grecaptcha!;
  return new Promise<string>((resolve, reject) => {
    enterprise.ready(() => {
      enterprise.execute(siteKey, { action: BOT_CHECK_ACTION }).then(resolve, reject);
    });
  });
}
