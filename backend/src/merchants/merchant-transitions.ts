/** SPEC.md §4: a merchant application's statuses, labels and severities, and the moves an operator may make. */
export const MERCHANT_STATUSES = ['pending_validation', 'active', 'rejected'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const MERCHANT_STATUS_LABELS: Record<MerchantStatus, { label: string; severity: 'warning' | 'success' | 'error' }> = {
  pending_validation: { label: 'En attente', severity: 'warning' },
  active: { label: 'Validé', severity: 'success' },
  rejected: { label: 'Refusé', severity: 'error' },
};

/** Target status → the statuses it may be reached from. Approve and reject both decide a pending application, once. */
export const MERCHANT_TRANSITIONS: Record<MerchantStatus, readonly MerchantStatus[]> = {
  pending_validation: [],
  active: ['pending_validation'],
  rejected: ['pending_validation'],
};

/** Statuses in which the operator may still edit the application. */
export const MERCHANT_EDITABLE: readonly MerchantStatus[] = ['pending_validation', 'active'];
