/**
 * The shapes the API answers, shared by the server (its response classes implement them) and the two clients.
 * Dates travel as ISO 8601 strings; amounts in cents unless a field says otherwise.
 */
import type { MailStatus } from './mails';
import type { MerchantStatus } from './merchants';
import type { ParentRequestStatus, ParentRequestTab, ProposalStatus } from './parent-requests';
import type { PaymentState } from './payments';
import type { ChipColor } from './chips';

export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/config: runtime settings of the public site (one build serves every deployment). */
export interface PublicConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  paymentProvider: PaymentProvider;
  stripePublishableKey: string | null;
  recaptchaSiteKey: string | null;
  /** depositAmount in cents, totalPrice in whole euros. */
  prices: { depositAmount: number; currency: string; totalPrice: number };
}

export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  provider: PaymentProvider;
}

export interface PaymentStatusAnswer {
  requestId: string;
  isPaymentAuthorized: boolean;
  paymentIntentStatus: string | null;
}

/** The device a page view comes from, as the tracker reports it. */
export const DEVICES = ['mobile', 'desktop', 'unknown'] as const;
export type Device = (typeof DEVICES)[number];

export interface CityAnswer {
  _id: string;
  id: string;
  nom: string;
  code_postal: string;
}

/** The bot check's fields every public form sends beside its own. */
interface BotCheckFields {
  recaptchaToken?: string;
  /** Honeypot: always empty when a person fills the form. */
  website: string;
}

/** POST /api/merchants/request: an artisan's application. */
export interface MerchantRequestPayload extends BotCheckFields {
  establishment_name: string;
  activity_sector_id: string;
  address: string;
  city_id: string;
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  description?: string;
  capacity: number;
}

/** POST /api/parents: a parent's request. */
export interface ParentRequestPayload extends BotCheckFields {
  parent_firstname: string;
  parent_lastname: string;
  parent_email: string;
  parent_phone: string;
  child_firstname: string;
  child_age: number;
  target_address: string;
  target_city_id: string;
  desired_date: string;
  number_of_children: number;
  merchant_type: string;
}

/** What the public forms' POSTs answer: the new record's id and status. */
export interface CreatedRecord {
  _id: string;
  id: string;
  status: string;
}

export interface ProposalRecord {
  _id: string;
  id: string;
  establishment_name: string;
  address: string;
  date: string;
  payment_link: string | null;
  status: ProposalStatus;
  createdAt: string;
  closedAt: string | null;
}

export interface ParentRequestRecord extends Omit<ParentRequestPayload, keyof BotCheckFields | 'target_city_id'> {
  _id: string;
  id: string;
  target_city_id: CityAnswer;
  status: ParentRequestStatus;
  status_label: string;
  isPaymentAuthorized: boolean;
  paymentIntentId: string | null;
  paidAt: string | null;
  payment_state: PaymentState;
  payment_state_label: string;
  /** Whether "Rembourser l'acompte" is open for this request. */
  can_refund: boolean;
  /** Cents refunded so far, and when last. */
  refunded_amount: number;
  refunded_at: string | null;
  disputed_at: string | null;
  admin_notes: string | null;
  createdAt: string;
  updatedAt: string;
  /** The proposal in play or accepted, if any. */
  proposal: ProposalRecord | null;
  /** Every proposal made for this request, newest first. */
  proposals: ProposalRecord[];
}

/** GET /api/admin/parent-requests/counts: the number of requests under each tab. */
export type ParentRequestTabCounts = Record<ParentRequestTab, number>;

export interface BulkCloseResult {
  closed: string[];
  failed: { id: string; message: string }[];
}

export interface MerchantRequestRecord {
  _id: string;
  id: string;
  establishment_name: string;
  activity_sector_id: { _id: string; nom: string };
  address: string;
  city_id: { _id: string; nom: string; code_postal: string };
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  description: string | null;
  capacity: number;
  available_days: string[];
  available_hours: string[];
  status: MerchantStatus;
  status_label: string;
  status_severity: ChipColor;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export type MerchantStatusCounts = Record<MerchantStatus, number>;

export interface BulkStatusResult {
  /** Ids changed (react-admin's updateMany reads `data`). */
  data: string[];
  failed: { id: string; message: string }[];
}

export interface MailRecord {
  _id: string;
  id: string;
  template: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  status_label: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  createdAt: string;
  sent_at: string | null;
}

export interface StatsFigures {
  uniqueSessions: number;
  pageViews: number;
  bounceRate: number;
}

/** GET /api/stats: days of the window, its totals and the previous window's, top pages and devices. */
export interface StatsAnswer {
  start: string;
  end: string;
  page: string | null;
  stats: (StatsFigures & { day: string })[];
  totals: StatsFigures & { start: string; end: string };
  previous: StatsFigures & { start: string; end: string };
  pages: (StatsFigures & { page: string; entrances: number })[];
  devices: (StatsFigures & { device: Device })[];
}

export interface DailyStatsImportAnswer {
  imported: number;
  created: number;
  updated: number;
}
