/**
 * The deposit as the payment page has always written it, "30.00 €" with a point (its texts are quoted word for word
 * by the browser tests); running text elsewhere uses the package's formatEuros ("30 €", "30,00 €").
 */
export function paymentPageAmount(cents: number): string {
  return `${(cents / 100).toFixed(2)} €`;
}
