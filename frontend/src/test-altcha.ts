/**
 * The ALTCHA widget in component tests (jsdom has neither Web Workers nor the network the real one needs): an
 * `altcha-widget` element whose verification answers at once with ALTCHA_TEST_PAYLOAD, as the real one answers with
 * its payload. The real widget runs in the browser tests.
 */
export const ALTCHA_TEST_PAYLOAD = 'charge-altcha-de-test';

class AltchaWidgetStandIn extends HTMLElement {
  async verify(): Promise<{ payload: string }> {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: ALTCHA_TEST_PAYLOAD } }));
    return { payload: ALTCHA_TEST_PAYLOAD };
  }

  reset(): void {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } }));
  }
}

if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', AltchaWidgetStandIn);
const texts = new Map<string, Record<string, string>>();
globalThis.$altcha ??= { i18n: { get: (name: string) => texts.get(name), set: (name: string, value: Record<string, string>) => texts.set(name, value) } } as never;
