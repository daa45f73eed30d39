import { ApiProperty } from '@nestjs/swagger';
import { BulkFailureResponse } from '../../common/api-docs';
import {
  ALLERGIES_LABEL,
  ALLERGIES_MAX_LENGTH,
  PARENT_REQUEST_BADGE_LABELS,
  PARENT_REQUEST_STATUSES,
  PAYMENT_STATE_LABELS,
  PROPOSAL_STATUSES,
  type ParentRequestBadge,
  type ParentRequestStatus,
  type PaymentState,
  type ProposalStatus,
} from '@ptits-mitrons/domain';
import { CityResponse } from '../../cities/dto/city.response';

/** The answers of the parent-request routes, as /api/docs describes them (the clients get their types from it: docs/api.md). */
export class ProposalResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ format: 'date-time' })
  date: string;

  @ApiProperty({ type: String, nullable: true })
  payment_link: string | null;

  @ApiProperty({ enum: PROPOSAL_STATUSES })
  status: ProposalStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt: string | null;
}

export class ParentRequestResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  parent_firstname: string;

  @ApiProperty()
  parent_lastname: string;

  @ApiProperty()
  parent_email: string;

  @ApiProperty()
  parent_phone: string;

  @ApiProperty()
  child_firstname: string;

  @ApiProperty({ type: 'integer' })
  child_age: number;

  @ApiProperty()
  target_address: string;

  @ApiProperty({ type: CityResponse })
  target_city_id: CityResponse;

  @ApiProperty({ example: '2026-12-05' })
  desired_date: string;

  @ApiProperty({ type: String, nullable: true, maxLength: ALLERGIES_MAX_LENGTH, description: ALLERGIES_LABEL })
  allergies: string | null;

  @ApiProperty({ enum: Object.keys(PARENT_REQUEST_BADGE_LABELS), isArray: true, description: 'Ce que le parent a fait depuis son espace' })
  badges: ParentRequestBadge[];

  @ApiProperty({ type: 'integer' })
  number_of_children: number;

  @ApiProperty({ example: 'boulanger' })
  merchant_type: string;

  @ApiProperty({ enum: PARENT_REQUEST_STATUSES })
  status: ParentRequestStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty()
  isPaymentAuthorized: boolean;

  @ApiProperty({ type: String, nullable: true })
  paymentIntentId: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;

  @ApiProperty({ enum: Object.keys(PAYMENT_STATE_LABELS) })
  payment_state: PaymentState;

  @ApiProperty()
  payment_state_label: string;

  @ApiProperty({ description: "« Rembourser l'acompte » possible" })
  can_refund: boolean;

  @ApiProperty({ type: 'integer', description: 'Centimes remboursés' })
  refunded_amount: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refunded_at: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disputed_at: string | null;

  @ApiProperty({ type: String, nullable: true })
  admin_notes: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Acceptation des CGV (null : non enregistrée)' })
  terms_accepted_at: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Version des CGV acceptée (TERMS_VERSIONS.cgv)' })
  terms_version: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ type: ProposalResponse, nullable: true, description: 'La proposition en jeu ou acceptée' })
  proposal: ProposalResponse | null;

  @ApiProperty({ type: [ProposalResponse], description: 'Toutes les propositions, la plus récente en premier' })
  proposals: ProposalResponse[];
}

export class ParentRequestCountsResponse {
  @ApiProperty({ type: 'integer' })
  deposit_paid: number;

  @ApiProperty({ type: 'integer' })
  awaiting_balance: number;

  @ApiProperty({ type: 'integer' })
  settled: number;

  @ApiProperty({ type: 'integer' })
  refused: number;

  @ApiProperty({ type: 'integer' })
  archive: number;
}

export class BulkCloseResponse {
  @ApiProperty({ type: [String] })
  closed: string[];

  @ApiProperty({ type: [BulkFailureResponse] })
  failed: BulkFailureResponse[];
}

export class ValidateOutcomeResponse {
  @ApiProperty({ description: 'Vrai quand il faut d’abord créer une proposition validée' })
  needsProposal: boolean;
}

export class ValidateResponse {
  @ApiProperty({ type: ValidateOutcomeResponse })
  result: ValidateOutcomeResponse;

  @ApiProperty({ type: ParentRequestResponse })
  request: ParentRequestResponse;
}
