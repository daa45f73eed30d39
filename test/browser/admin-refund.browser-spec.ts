import { button, demoBackOffice, notification } from '../support/admin-session';
import { screenshot } from '../support/browser';

/** "Rembourser l'acompte" on the built product, with the demo provider (no Stripe keys). */
describe("Back-office : rembourser l'acompte", () => {
  const office = demoBackOffice();

  async function api(path: string, body?: unknown, auth = true): Promise<any> {
    const response = await fetch(`${office.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${office.token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  it('asks for confirmation, refunds, and shows the deposit as refunded with its history', async () => {
    const [lyon] = (await api('/api/cities/search?q=lyon', undefined, false)) as { _id: string }[];
    const { id } = await api(
      '/api/parents',
      {
        parent_firstname: 'Nadia',
        parent_lastname: 'Remboursée',
        parent_email: 'nadia.rembourse@example.fr',
        parent_phone: '0612345678',
        child_firstname: 'Lou',
        child_age: 6,
        target_address: '12 rue de la République',
        target_city_id: lyon._id,
        desired_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        number_of_children: 8,
        merchant_type: 'boulanger',
        recaptchaToken: 'jeton-de-test',
        terms_accepted: true,
      },
      false,
    );
    const intent = await api('/api/payments/create-payment-intent', { amount: 3000, currency: 'eur', metadata: { requestId: id } }, false);
    await api('/api/payments/demo/confirm', { clientSecret: intent.clientSecret }, false);

    const { page, errors } = await office.open();
    await page.goto(`${office.url}/admin/parents/${id}/show`);
    await page.locator('.MuiChip-label', { hasText: 'Acompte payé' }).first().waitFor();
    await button(page, "Rembourser l'acompte").click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/le parent est prévenu par e-mail/).waitFor();
    await screenshot(page, 'admin-parents-refund-confirm');
    await dialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await notification(page, 'Acompte remboursé.');
    await page.locator('.MuiChip-label', { hasText: /^Remboursé$/ }).first().waitFor();
    await page.locator('td', { hasText: 'Acompte remboursé' }).first().waitFor();
    await expect(button(page, "Rembourser l'acompte").isDisabled()).resolves.toBe(true);
    await screenshot(page, 'admin-parents-refunded');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
