import type { FastifyInstance } from 'fastify';

/**
 * The browser features the site never uses, refused to its pages and to every frame they embed, so that a script
 * slipped into a page or a third party's frame cannot ask for them. `payment` stays open to the page and to Stripe's
 * frames (the wallets of the card form); the clipboard (« Copier le code ») keeps its default, the site itself. Only
 * features Chromium knows are named: an unknown one is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'interest-cohort=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'picture-in-picture=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** On every answer, pages and API alike: an API answer opened in a tab is a page too. */
export function answerPermissionsPolicy(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}
