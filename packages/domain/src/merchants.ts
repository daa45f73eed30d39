import type { ChipColor } from './chips';
import type { Tab } from './tabs';

/** An artisan's application, decided once by the operator. See docs/domain.md. */
export const MERCHANT_STATUSES = ['pending_validation', 'active', 'rejected'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const MERCHANT_STATUS_LABELS: Record<MerchantStatus, string> = {
  pending_validation: 'En attente',
  active: 'Validé',
  rejected: 'Refusé',
};

export const MERCHANT_STATUS_COLORS: Record<MerchantStatus, ChipColor> = {
  pending_validation: 'warning',
  active: 'success',
  rejected: 'error',
};

export const MERCHANT_ACTIONS = ['approve', 'reject', 'edit', 'space_link'] as const;
export type MerchantAction = (typeof MERCHANT_ACTIONS)[number];

/** The statuses each action starts from, and where it leads (editing keeps the status). */
export const MERCHANT_TRANSITIONS: Record<MerchantAction, { from: readonly MerchantStatus[]; to?: MerchantStatus }> = {
  approve: { from: ['pending_validation'], to: 'active' },
  reject: { from: ['pending_validation'], to: 'rejected' },
  edit: { from: ['pending_validation', 'active'] },
  // Links to the artisan's space are sent and revoked for an approved artisan only.
  space_link: { from: ['active'] },
};

export function canMerchant(action: MerchantAction, status: string | undefined): boolean {
  return status !== undefined && (MERCHANT_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The back office's merchant tabs: one per status, in this order. */
export const MERCHANT_TABS = MERCHANT_STATUSES.map((status) => ({
  id: status,
  label: MERCHANT_STATUS_LABELS[status],
  when: [{ statuses: [status] }],
})) satisfies readonly Tab<MerchantStatus, MerchantStatus>[];

/** The days and half-hour slots an artisan may declare (08:00 to 23:30). */
export const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const HALF_HOUR_SLOTS: readonly string[] = Array.from({ length: 32 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** What the application form, the back office's edit and the artisan's space say of a bad availability. */
export const AVAILABILITY_MESSAGES = {
  days: 'Les jours de disponibilité doivent être des jours de la semaine, de Lundi à Dimanche.',
  daysDuplicate: 'Un jour de disponibilité est en double.',
  hours: 'Les créneaux de disponibilité doivent être des demi-heures de 08:00 à 23:30.',
  hoursDuplicate: 'Un créneau de disponibilité est en double.',
} as const;

/** The sector a parent's request defaults to when they do not say which artisan they want. */
export const DEFAULT_MERCHANT_TYPE = 'boulanger';
