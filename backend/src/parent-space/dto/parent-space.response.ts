import { ApiProperty } from '@nestjs/swagger';
import {
  CREDIT_MIN_DAYS_BEFORE_WORKSHOP,
  PARENT_REQUEST_STATUSES,
  PARENT_SPACE_ACTIONS,
  PROPOSAL_STATUSES,
  type CancellationOutcome,
  type ParentRequestStatus,
  type ParentSpaceAction,
  type ProposalStatus,
} from '@ptits-mitrons/domain';
import { ParentSpaceReceiptResponse } from '../../receipts/dto/receipt.response';

/** The answers of /api/parent-space, as /api/docs describes them (the clients get their types from it: docs/api.md). */
export class ParentSpaceRequestResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  parent_firstname: string;

  @ApiProperty()
  child_firstname: string;

  @ApiProperty({ type: 'integer' })
  child_age: number;

  @ApiProperty({ format: 'date', example: '2027-03-14' })
  desired_date: string;

  @ApiProperty({ type: 'integer' })
  number_of_children: number;

  @ApiProperty({ type: String, nullable: true })
  allergies: string | null;

  @ApiProperty({ example: 'Lyon (69001)' })
  city_label: string;

  @ApiProperty()
  merchant_type: string;

  @ApiProperty({ format: 'date', description: "Jour de l'atelier (celui de la proposition, sinon la date souhaitée), heure de Paris" })
  workshop_day: string;
}

export class ParentSpaceTimelineEntryResponse {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ example: 'Acompte réglé' })
  label: string;
}

export class ParentSpaceAmountsResponse {
  @ApiProperty({ type: 'integer', description: 'Centimes' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'Centimes' })
  deposit: number;

  @ApiProperty({ type: 'integer', description: 'Centimes' })
  balance: number;

  @ApiProperty()
  depositPaid: boolean;

  @ApiProperty({ description: "L'acompte est devenu un avoir (CGV §6)" })
  depositCredited: boolean;

  @ApiProperty()
  balancePaid: boolean;

  @ApiProperty({ type: 'integer', description: 'Centimes remboursés du solde réglé' })
  balanceRefunded: number;

  @ApiProperty({ format: 'date', description: "Veille de l'atelier, heure de Paris (CGV §5)" })
  balanceDueBy: string;
}

export class ParentSpaceProposalResponse {
  @ApiProperty()
  establishment_name: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ format: 'date-time' })
  date: string;

  @ApiProperty({ type: String, nullable: true, description: "Lien de paiement externe saisi par l'équipe, sinon null" })
  payment_link: string | null;

  @ApiProperty({ enum: PROPOSAL_STATUSES })
  status: ProposalStatus;
}

export class ParentSpaceCreditStateResponse {
  @ApiProperty({ example: 'AVOIR-7KQ2-M9XD', description: "Le code de l'avoir, tel que l'e-mail l'a donné" })
  code: string;

  @ApiProperty({ type: 'integer', description: 'Centimes' })
  amount: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "Quand il a réglé l'acompte d'une autre demande ; null tant qu'il est utilisable" })
  used_at: string | null;
}

export class ParentSpaceResponse {
  @ApiProperty({ type: ParentSpaceRequestResponse })
  request: ParentSpaceRequestResponse;

  @ApiProperty({ enum: PARENT_REQUEST_STATUSES })
  status: ParentRequestStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ type: [ParentSpaceTimelineEntryResponse] })
  timeline: ParentSpaceTimelineEntryResponse[];

  @ApiProperty({ type: ParentSpaceAmountsResponse })
  amounts: ParentSpaceAmountsResponse;

  @ApiProperty({ type: ParentSpaceProposalResponse, nullable: true })
  proposal: ParentSpaceProposalResponse | null;

  @ApiProperty({ enum: PARENT_SPACE_ACTIONS, isArray: true, description: 'Les actions ouvertes maintenant, dans leur ordre d’affichage' })
  actions: ParentSpaceAction[];

  @ApiProperty({ type: [ParentSpaceReceiptResponse], description: 'Reçus et avoirs émis, du plus ancien au plus récent' })
  receipts: ParentSpaceReceiptResponse[];

  @ApiProperty({ type: ParentSpaceCreditStateResponse, nullable: true, description: "L'avoir né de l'acompte de cette demande (CGV §6), sinon null" })
  credit: ParentSpaceCreditStateResponse | null;
}

export class ParentSpaceCreditResponse {
  @ApiProperty({ type: String, nullable: true, example: 'AVOIR-7KQ2-M9XD' })
  code: string | null;

  @ApiProperty({ type: 'integer', description: 'Centimes' })
  amount: number;
}

export class ParentSpaceRefundResponse {
  @ApiProperty({ type: 'integer', description: 'Centimes' })
  amount: number;
}

export class ParentSpaceDeclineResponse {
  @ApiProperty({ enum: ['credit', 'nothing'], description: `CGV §6 : un avoir à plus de ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours de l’atelier, sinon rien` })
  outcome: CancellationOutcome;

  @ApiProperty({ type: ParentSpaceCreditResponse, nullable: true })
  credit: ParentSpaceCreditResponse | null;

  @ApiProperty({ type: ParentSpaceRefundResponse, nullable: true })
  refund: ParentSpaceRefundResponse | null;

  @ApiProperty()
  applied: boolean;
}
