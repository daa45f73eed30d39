/** The payment providers the server can run with (PAYMENT_PROVIDER): Stripe, or the demo that charges nobody. */
export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How the public forms tell people from robots: ALTCHA (a proof of work solved in the page, no cookie, no third
 * party) by default; reCAPTCHA Enterprise only for a visitor who accepts Google's tracker, ALTCHA otherwise.
 */
export const BOT_CHECK_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];
