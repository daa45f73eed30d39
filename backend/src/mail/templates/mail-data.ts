/** The values several mails show: a parent's request, a proposal, a credit, an artisan, an offer, a receipt. */
import type { ReceiptKind } from '@ptits-mitrons/domain';

export interface ParentRequestMailData {
  _id: string;
  parent_firstname: string;
  parent_lastname: string;
  child_firstname: string;
  child_age: number;
  /** YYYY-MM-DD */
  desired_date: string;
  number_of_children: number;
  /** "Lyon (69001)" */
  city_label: string;
  merchant_type: string;
  /** A fresh personal-link token (parentMailData); the mail shows the parent space's address built from it. */
  space_token?: string;
}


export interface ProposalMailData {
  establishment_name: string;
  address: string;
  /** ISO 8601 date and time */
  date: string;
  payment_link?: string | null;
}

export interface CreditMailData {
  code: string;
  /** Already formatted ("30,00 €"). */
  amount: string;
}

export interface MerchantMailData {
  establishment_name: string;
  manager_firstname: string;
  manager_lastname: string;
  email: string;
  phone: string;
  city_label: string;
  sector_label: string;
  /** The applicant's comments, shown to the operator. */
  description?: string | null;
  /** A new link to the artisan's space (every mail to an approved artisan carries one). */
  space_token?: string;
}

/** What an artisan's mail says of a workshop offered to them: nothing of the parent but what the workshop needs. */
export interface OfferMailData {
  /** The workshop's start, ISO 8601 (shown in Paris time). */
  date: string;
  /** The family's commune, "Lyon (69001)". */
  city_label: string;
  child_age: number;
  number_of_children: number;
  allergies: string | null;
  /** When the offer passes to another artisan, ISO 8601 (pending offers). */
  expires_at?: string | null;
  /** Only once the workshop is confirmed (the D-3 reminder). */
  child_firstname?: string;
}


/** The receipt or credit note a parent's money mail confirms, downloaded through the mail's personal link. */
export interface ReceiptMailData {
  number: string;
  kind: ReceiptKind;
}

