/** Cents as the payment page writes the deposit (SPEC.md §2): "30.00 €". */
export function formatEuros(cents: number): string {
  return `${(cents / 100).toFixed(2)} €`;
}

/** Cents in running French text: "30 €", or "30,50 €" when there are cents. */
export function euros(cents: number): string {
  return `${(cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: cents % 100 ? 2 : 0 })} €`;
}
