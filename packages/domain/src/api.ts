/**
 * The shapes the API answers, shared by the server (its response classes implement them) and the two clients.
 * Dates travel as ISO 8601 strings; amounts in cents unless a field says otherwise.
 */
import type { MailStatus } from './mails';
import type { MerchantStatus } from './merchants';
import type { ParentRequestBadge, ParentRequestStatus, ParentRequestTab, ProposalStatus } from './parent-requests';
import type { CancellationOutcome, ParentSpaceAction } from './parent-space';
import type { PaymentState } from './payments';
import type { OperatorReminderKind } from './reminders';
import type { ChipColor } from './chips';
import type { CandidateReason, OfferStatus } from './matching';
import type { PayoutBatchStatus, PayoutLineKind } from './payouts';
import type { SellerType } from './payout-details';
import type { ReceiptKind } from './receipts';
import type { ErasurePendingReason } from './parent-data';

export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How the public forms tell people from robots: ALTCHA (a proof of work solved in the page, no cookie, no third
 * party) by default; reCAPTCHA Enterprise only for a visitor who accepts Google's tracker, ALTCHA otherwise.
 */
export const BOT_CHECK_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

/** GET /api/config: runtime settings of the public site (one build serves every deployment). */
export interface PublicConfig {
  brandName: string;
  contactEmail: string;
  contactPhone: string;
  paymentProvider: PaymentProvider;
  stripePublishableKey: string | null;
  botCheckProvider: BotCheckProvider;
  /** Set only with the reCAPTCHA provider, once configured. */
  recaptchaSiteKey: string | null;
  /** depositAmount in cents, totalPrice in whole euros. */
  prices: { depositAmount: number; currency: string; totalPrice: number };
  /** The operator's legal details (OPERATOR_* settings), shown on /mentions-legales and printed on receipts. */
  operator: { legalName: string; address: string; siret: string; vatNumber: string; publicationDirector: string };
  /** The site's host (OPERATOR_HOST_* settings), named on /mentions-legales and /confidentialite. */
  host: { name: string; address: string; phone: string };
  /** The consumer mediator (OPERATOR_MEDIATOR_* settings), named in the CGV and on /mentions-legales. */
  mediator: { name: string; address: string; url: string };
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
export interface BotCheckFields {
  /** The ALTCHA widget's payload: a solved challenge from GET /api/bot-check/challenge. */
  altcha?: string;
  /** With the reCAPTCHA provider, once the visitor accepted Google's script. */
  recaptchaToken?: string;
  /** Honeypot: always empty when a person fills the form. */
  website: string;
}

/** What a form's bot check adds to its payload (the honeypot aside). */
export type BotCheckProof = Pick<BotCheckFields, 'altcha' | 'recaptchaToken'>;

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
  /** The CGU and the « Conditions des artisans » accepted: required, always true. */
  terms_accepted: true;
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
  /** At most ALLERGIES_MAX_LENGTH characters. */
  allergies?: string;
  /** A credit ("avoir") code paying the deposit instead of a card. */
  credit_code?: string;
  /** The CGV accepted (the checkbox before any payment): required, always true. */
  terms_accepted: true;
}

/** What the public forms' POSTs answer: the new record's id and status. */
export interface CreatedRecord {
  _id: string;
  id: string;
  status: string;
}

/** POST /api/parents with a valid credit code: the request is already paid, no card payment follows. */
export interface CreatedParentRequest extends CreatedRecord {
  paidByCredit?: true;
}

/** POST /api/parent-space/links */
export interface ParentSpaceLinkPayload extends BotCheckFields {
  email: string;
}

export interface MessageAnswer {
  message: string;
}

/** GET /api/parent-space/{token}: what the parent sees, without internal notes or payment ids. */
export interface ParentSpaceAnswer {
  request: {
    _id: string;
    parent_firstname: string;
    child_firstname: string;
    child_age: number;
    desired_date: string;
    number_of_children: number;
    allergies: string | null;
    city_label: string;
    merchant_type: string;
    /** The workshop day (the proposal's, else the desired date), YYYY-MM-DD. */
    workshop_day: string;
  };
  status: ParentRequestStatus;
  status_label: string;
  timeline: { at: string; label: string }[];
  /**
   * Cents; balanceDueBy is a YYYY-MM-DD day (the day before the workshop, CGV §5); depositCredited: the deposit
   * became a credit (CGV §6); balanceRefunded: what was refunded of a paid balance.
   */
  amounts: {
    total: number;
    deposit: number;
    balance: number;
    depositPaid: boolean;
    depositCredited: boolean;
    balancePaid: boolean;
    balanceRefunded: number;
    balanceDueBy: string;
  };
  proposal: { establishment_name: string; address: string; date: string; payment_link: string | null; status: ProposalStatus } | null;
  actions: ParentSpaceAction[];
  /** The receipts and credit notes issued for this request, oldest first. */
  receipts: ParentSpaceReceipt[];
  /** The credit this request's deposit became (CGV §6), else null. */
  credit: ParentSpaceCredit | null;
}

/** A credit ("avoir") as its parent's space shows it: the code the mail gave, and whether it is still usable. */
export interface ParentSpaceCredit {
  code: string;
  /** Cents. */
  amount: number;
  /** When it paid the deposit of another request; null while it is still usable. */
  used_at: string | null;
}

/** What every list of receipts shows of a document. */
export interface ReceiptSummary {
  number: string;
  kind: ReceiptKind;
  kind_label: string;
  /** Cents, all taxes included (positive for a credit note too). */
  amount: number;
  issued_at: string;
}

/** A receipt or credit note in the parent space; `url` downloads it through the same token. */
export interface ParentSpaceReceipt extends ReceiptSummary {
  url: string;
}

/** GET /api/admin/parent-requests/{id}/receipts: a request's documents; GET /api/admin/receipts/{id}/pdf downloads one. */
export interface StaffReceipt extends ReceiptSummary {
  id: string;
  /** A credit note's: the receipt it corrects. */
  corrects_number: string | null;
  sha256: string;
}

/** POST /api/parent-space/{token}/cancel */
export interface ParentSpaceCancelPayload {
  dryRun?: boolean;
}

export interface ParentSpaceCancelAnswer {
  outcome: CancellationOutcome;
  credit: { code: string | null; amount: number } | null;
  refund: { amount: number } | null;
  applied: boolean;
}

/** POST /api/parent-space/{token}/proposal/decline: the deposit follows CGV §6 as for a cancellation. */
export interface ParentSpaceDeclinePayload {
  reason?: string;
}
export type ParentSpaceDeclineAnswer = ParentSpaceCancelAnswer;

/** GET /api/parent-space/{token}/balance/status, for the site's payment-return page. */
export interface BalanceStatusAnswer {
  isBalancePaid: boolean;
  paymentIntentStatus: string | null;
}

/** PUT /api/parent-space/{token}/details */
export interface ParentSpaceDetailsPayload {
  number_of_children?: number;
  allergies?: string;
}

/** POST /api/parent-space/{token}/proposal/accept */
export type BalancePaymentAnswer = Pick<PaymentIntentAnswer, 'clientSecret' | 'amount' | 'currency' | 'provider'>;

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

export interface ParentRequestRecord extends Omit<ParentRequestPayload, keyof BotCheckFields | 'target_city_id' | 'allergies' | 'credit_code' | 'terms_accepted'> {
  _id: string;
  /** When the parent accepted the CGV, and which version (TERMS_VERSIONS.cgv); null for requests from before. */
  terms_accepted_at: string | null;
  terms_version: string | null;
  allergies: string | null;
  /** What the parent did online, as the lists' badges show it (PARENT_REQUEST_BADGE_LABELS). */
  badges: ParentRequestBadge[];
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
  /** The shop's area in m², as the application form asks it. */
  capacity: number;
  /** How many children the artisan hosts at once (set in their space, or by staff). */
  max_children: number;
  available_days: string[];
  available_hours: string[];
  /** Dates off, YYYY-MM-DD, from today on. */
  days_off: string[];
  /** When the artisan last received a link to their space (null: never, or revoked since). */
  space_link_sent_at: string | null;
  status: MerchantStatus;
  status_label: string;
  status_severity: ChipColor;
  rejectionReason: string | null;
  /** When the applicant accepted the CGU and the « Conditions des artisans », and their versions; null from before. */
  terms_accepted_at: string | null;
  cgu_version: string | null;
  artisan_terms_version: string | null;
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

/** The requests late now for one operator reminder (computed live, whether or not its mail went out). */
export interface LateRequests {
  count: number;
  /** The requests' ids, the oldest workshop first. */
  ids: string[];
}

/** GET /api/admin/reminders/late: the dashboard's cards, one per operator reminder. */
export type LateRemindersAnswer = Record<OperatorReminderKind, LateRequests>;

/** GET /api/admin/parent-requests/{id}/candidates: one artisan, eligible or not, and why. */
export interface CandidateAnswer {
  merchantId: string;
  establishment_name: string;
  address: string;
  city_label: string;
  sector: string;
  /** Great-circle km between the two communes, one decimal; null when the artisan's commune has no coordinates. */
  distanceKm: number | null;
  max_children: number;
  /** Confirmed workshops over the last RECENT_WORKSHOPS_DAYS days (the ranking's second key). */
  recentWorkshops: number;
  eligible: boolean;
  reasons: CandidateReason[];
}

/** POST /api/admin/parent-requests/{id}/offers */
export interface OffersPayload {
  merchantIds: string[];
  /** The workshop's start, ISO 8601 date-time (a time without offset is Paris time). */
  date: string;
}

/** One entry of a request's offer queue (GET/POST /api/admin/parent-requests/{id}/offers). */
export interface OfferAnswer {
  id: string;
  merchantId: string;
  establishment_name: string;
  rank: number;
  status: OfferStatus;
  status_label: string;
  date: string;
  sentAt: string | null;
  expiresAt: string | null;
  respondedAt: string | null;
  declineReason: string | null;
}

/** GET /api/admin/parent-requests/unmatched: paid requests whose offers all failed (the dashboard's « Sans artisan »). */
export interface UnmatchedRequest {
  id: string;
  parent_name: string;
  child_firstname: string;
  desired_date: string;
  city_label: string;
  lastOfferAt: string;
}

/** POST /api/merchant-space/links */
export interface MerchantSpaceLinkPayload extends BotCheckFields {
  email: string;
}

/** GET /api/merchant-space/{token}: what the artisan sees; of the parent, only what the workshop needs. */
export interface MerchantSpaceAnswer {
  profile: {
    establishment_name: string;
    address: string;
    city_label: string;
    sector: string;
    manager_firstname: string;
    max_children: number;
  };
  availability: {
    available_days: string[];
    available_hours: string[];
    days_off: string[];
    max_children: number;
  };
  offers: MerchantSpaceOffer[];
  workshops: MerchantSpaceWorkshop[];
}

export interface MerchantSpaceOffer {
  id: string;
  status: Exclude<OfferStatus, 'queued'>;
  status_label: string;
  /** The workshop's start. */
  date: string;
  expiresAt: string | null;
  city_label: string;
  child_age: number;
  number_of_children: number;
  allergies: string | null;
}

export interface MerchantSpaceWorkshop {
  date: string;
  child_firstname: string;
  child_age: number;
  number_of_children: number;
  allergies: string | null;
}

/** PUT /api/merchant-space/{token}/availability */
export interface MerchantAvailabilityPayload {
  available_days: string[];
  available_hours: string[];
  max_children: number;
  days_off: string[];
}

/** POST /api/merchant-space/{token}/offers/{offerId}/decline */
export interface OfferDeclinePayload {
  reason?: string;
}

/** POST /api/merchant-space/{token}/calendar-link: the calendar feed's address (a new one; the previous stops working). */
export interface CalendarLinkAnswer {
  url: string;
}

/**
 * `GET /api/merchant-space/{token}/data` and `GET /api/admin/merchant-requests/{id}/data`: everything held about an
 * artisan, as a JSON file (GDPR access and portability). Of the families, only what the artisan's space shows
 * without names or health data; the IBAN and tax number masked, as the space shows them.
 */
export interface MerchantDataExport {
  exported_at: string;
  application: {
    id: string;
    establishment_name: string;
    activity_sector: string;
    address: string;
    city_label: string;
    manager_firstname: string;
    manager_lastname: string;
    email: string;
    phone: string;
    description: string | null;
    /** The shop's area in m², as the application form asks it. */
    capacity: number;
    status: MerchantStatus;
    status_label: string;
    rejection_reason: string | null;
    terms_accepted_at: string | null;
    cgu_version: string | null;
    artisan_terms_version: string | null;
    created_at: string;
    updated_at: string;
  };
  availability: {
    available_days: string[];
    available_hours: string[];
    max_children: number;
    /** Every date off recorded, past ones included. */
    days_off: string[];
  };
  /** The offers that reached the artisan, newest first. */
  offers: {
    id: string;
    status: OfferStatus;
    status_label: string;
    date: string;
    sent_at: string | null;
    expires_at: string | null;
    responded_at: string | null;
    decline_reason: string | null;
    city_label: string;
    child_age: number;
    number_of_children: number;
  }[];
  /** Confirmed workshops, earliest first. */
  workshops: { date: string; child_age: number; number_of_children: number }[];
  payout_details: PayoutDetailsAnswer['details'];
  statements: MerchantStatementsAnswer['statements'];
  /** The share per workshop staff set, oldest first (none: the default share applied). */
  shares: { share_cents: number; effective_from: string }[];
  /** The erasure requests sent from the space, oldest first. */
  erasure_requests: { requested_at: string }[];
  /** The yearly DAC7 copies drawn for the artisan (the PDFs are downloaded from the space), newest year first. */
  dac7_copies: MerchantDac7CopiesAnswer['copies'];
}

/** `POST /api/merchant-space/{token}/erasure-request`: the request mailed to the operator, or the pending one. */
export interface MerchantErasureRequestAnswer {
  message: string;
  /** True when a request was already pending: nothing was sent this time. */
  already_requested: boolean;
  requested_at: string;
}

/** `POST /api/admin/merchant-requests/{id}/erasure`: where the request comes from (a mail, a letter), audited. */
export interface MerchantErasurePayload {
  reason: string;
}

/** Staff: an artisan's share per workshop and its history (newest first). */
export interface MerchantShareHistory {
  current_share_cents: number;
  /** ARTISAN_SHARE_CENTS: what applies while staff set no share of their own. */
  default_share_cents: number;
  history: { id: string; share_cents: number; effective_from: string; actor: string; created_at: string }[];
}

export interface MerchantSharePayload {
  share_cents: number;
}

/** A workshop in what an artisan is owed, or a debt (a share paid before its workshop was refunded: negative). */
export interface PayoutLineAnswer {
  kind: PayoutLineKind;
  proposal_id: string;
  parent_request_id: string;
  workshop_at: string;
  child_firstname: string;
  amount_cents: number;
}

/** `GET /api/admin/payouts/owed?from&to`: per artisan, the workshops of the period payable today and their debts. */
export interface PayoutOwedAnswer {
  from: string;
  to: string;
  total_cents: number;
  artisans: {
    merchant_request_id: string;
    establishment_name: string;
    /** Complete payout details: the artisan can be in a transfer file. */
    payout_ready: boolean;
    /** What the artisan still has to give in their space (French labels), when not ready. */
    missing: string[];
    total_cents: number;
    lines: PayoutLineAnswer[];
  }[];
}

export interface PayoutBatchPayload {
  from: string;
  to: string;
}

export interface PayoutBatchRecord {
  id: string;
  reference: string;
  period_start: string;
  period_end: string;
  status: PayoutBatchStatus;
  status_label: string;
  total_cents: number;
  artisans_count: number;
  lines_count: number;
  created_at: string;
  sent_at: string | null;
}

export interface PayoutBatchDetail extends PayoutBatchRecord {
  artisans: {
    merchant_request_id: string;
    establishment_name: string;
    total_cents: number;
    statement_id: string;
    statement_number: string;
    lines: PayoutLineAnswer[];
  }[];
}

/** The artisan's statements (batches marked sent), newest first. */
export interface MerchantStatementsAnswer {
  statements: {
    id: string;
    number: string;
    batch_reference: string;
    period_start: string;
    period_end: string;
    total_cents: number;
    created_at: string;
  }[];
}

/** `PUT /api/merchant-space/{token}/payout-details`. iban and tax_id absent or null: the stored ones are kept. */
export interface PayoutDetailsPayload {
  seller_type: SellerType;
  legal_name: string;
  siret: string;
  vat_number?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  /** YYYY-MM-DD */
  birth_date?: string | null;
  tax_id?: string | null;
  address_line: string;
  postal_code: string;
  city: string;
  country: string;
  iban?: string | null;
  bic?: string | null;
  account_holder: string;
}

/** `GET|PUT /api/merchant-space/{token}/payout-details`: the details as shown back (IBAN and tax number masked). */
export interface PayoutDetailsAnswer {
  details: {
    seller_type: SellerType;
    seller_type_label: string;
    legal_name: string;
    siret: string | null;
    vat_number: string | null;
    first_name: string | null;
    last_name: string | null;
    birth_date: string | null;
    tax_id_masked: string | null;
    address_line: string;
    postal_code: string;
    city: string;
    country: string;
    iban_masked: string;
    bic: string | null;
    account_holder: string;
    updated_at: string;
  } | null;
  /** French labels of what is missing: to be paid by transfer, and for the yearly report (DAC7). */
  missing: { payout: string[]; dac7: string[] };
}

/** `GET /api/admin/reports/dac7/incomplete?year=`: the sellers whose details lack what the report needs. */
export interface Dac7IncompleteAnswer {
  year: number;
  sellers: {
    merchant_request_id: string;
    establishment_name: string;
    email: string;
    /** Paid by a transfer marked sent that year (else an active artisan not paid yet). */
    paid_in_year: boolean;
    missing: string[];
  }[];
}

/** `GET /api/merchant-space/{token}/dac7-copies`: the artisan's yearly DAC7 copies, newest year first. */
export interface MerchantDac7CopiesAnswer {
  copies: { year: number; updated_at: string }[];
}

/** `POST /api/admin/merchants/{id}/dac7-copies`: staff draw the year's copy again (and mail it only when asked). */
export interface Dac7CopyRegeneratePayload {
  year: number;
  send_mail: boolean;
}

/** What staff see after regenerating: the copy and whether a mail was queued. */
export interface Dac7CopyRegenerateAnswer {
  year: number;
  version: number;
  updated_at: string;
  mailed: boolean;
}

/**
 * GET /api/parent-space/{token}/data (and the back office's GET /api/admin/parent-requests/{id}/data): everything held
 * about the request's e-mail address, as a JSON file. `tables` holds, under each table's name, the rows of every table
 * with a foreign key to parent_requests (column names as stored; secrets and third parties' fields left out), plus
 * `audit_events` (the requests' history); `mails` lists the mails sent to the address (subjects and dates only).
 */
export interface ParentDataExport {
  format: 'ptits-mitrons/donnees-parent/1';
  exported_at: string;
  email: string;
  /** What the file holds and what it leaves out, in French. */
  notes: string[];
  tables: Record<string, Record<string, unknown>[]>;
  mails: { template: string; subject: string; status: string; created_at: string; sent_at: string | null }[];
}

/** One request of the address as the erasure sees it: erasable now, or what holds it and until when. */
export interface ParentErasureRequest {
  _id: string;
  child_firstname: string;
  workshop_day: string;
  status_label: string;
  pending: { reason: ErasurePendingReason; possible_from: string | null; text: string } | null;
}

/** GET /api/parent-space/{token}/erasure: the address's requests not erased yet, and whether any can be now. */
export interface ParentErasureStatusAnswer {
  requests: ParentErasureRequest[];
  erasable: number;
}

/** The confirmed erasure (parent) or the staff's: what was erased now, and what stays held (with the reason). */
export interface ParentErasureAnswer {
  message: string;
  erased: string[];
  pending: ParentErasureRequest[];
}

/** POST /api/parent-space/erasure-confirmations: the signed token of the mailed link. */
export interface ParentErasureConfirmPayload {
  confirmation: string;
}
