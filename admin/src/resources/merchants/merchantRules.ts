import type { MerchantStatus } from '../../api/dataProvider';

/** SPEC.md §4: the three statuses, in the order of the tabs, with their chip colours. */
export const MERCHANT_STATUSES: readonly MerchantStatus[] = ['pending_validation', 'active', 'rejected'];
export const MERCHANT_STATUS_COLORS: Record<MerchantStatus, 'warning' | 'success' | 'error'> = {
  pending_validation: 'warning',
  active: 'success',
  rejected: 'error',
};

/** SPEC.md §4: Approve and Reject decide a pending application; Edit is allowed while pending or active. */
export const canApprove = (status?: string) => status === 'pending_validation';
export const canRejectMerchant = canApprove;
export const canEditMerchant = (status?: string) => status === 'pending_validation' || status === 'active';

/** SPEC.md §9: days Lundi to Dimanche, half-hour slots from 08:00 to 23:30. */
export const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export const HALF_HOUR_SLOTS: readonly string[] = Array.from({ length: 32 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
