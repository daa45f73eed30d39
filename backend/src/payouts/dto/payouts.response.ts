import { ApiProperty } from '@nestjs/swagger';
import { PAYOUT_BATCH_STATUSES, PAYOUT_LINE_KINDS, type PayoutBatchStatus, type PayoutLineKind } from '@ptits-mitrons/domain';

/** The answers of the payouts' routes, as /api/docs describes them (the clients get their types from it: docs/api.md). */
export class MerchantShareChangeResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', description: 'Centimes par atelier' })
  share_cents: number;

  @ApiProperty({ format: 'date-time' })
  effective_from: string;

  @ApiProperty({ description: "Identifiant de l'admin" })
  actor: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class MerchantShareHistoryResponse {
  @ApiProperty({ type: 'integer' })
  current_share_cents: number;

  @ApiProperty({ type: 'integer', description: 'ARTISAN_SHARE_CENTS' })
  default_share_cents: number;

  @ApiProperty({ type: [MerchantShareChangeResponse], description: 'Du plus récent au plus ancien' })
  history: MerchantShareChangeResponse[];
}

export class PayoutLineResponse {
  @ApiProperty({ enum: PAYOUT_LINE_KINDS })
  kind: PayoutLineKind;

  @ApiProperty({ format: 'uuid' })
  proposal_id: string;

  @ApiProperty({ format: 'uuid' })
  parent_request_id: string;

  @ApiProperty({ format: 'date-time' })
  workshop_at: string;

  @ApiProperty()
  child_firstname: string;

  @ApiProperty({ type: 'integer', description: 'Centimes ; négatif pour une dette' })
  amount_cents: number;
}

export class PayoutOwedArtisanResponse {
  @ApiProperty({ format: 'uuid' })
  merchant_request_id: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty()
  payout_ready: boolean;

  @ApiProperty({ type: [String], description: 'Ce qui manque à ses coordonnées de paiement' })
  missing: string[];

  @ApiProperty({ type: 'integer' })
  total_cents: number;

  @ApiProperty({ type: [PayoutLineResponse] })
  lines: PayoutLineResponse[];
}

export class PayoutOwedResponse {
  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  @ApiProperty({ type: 'integer' })
  total_cents: number;

  @ApiProperty({ type: [PayoutOwedArtisanResponse] })
  artisans: PayoutOwedArtisanResponse[];
}

export class PayoutBatchResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'PTM-20261125-0001' })
  reference: string;

  @ApiProperty({ format: 'date' })
  period_start: string;

  @ApiProperty({ format: 'date' })
  period_end: string;

  @ApiProperty({ enum: PAYOUT_BATCH_STATUSES })
  status: PayoutBatchStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ type: 'integer' })
  total_cents: number;

  @ApiProperty({ type: 'integer' })
  artisans_count: number;

  @ApiProperty({ type: 'integer' })
  lines_count: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at: string | null;
}

export class PayoutBatchArtisanResponse {
  @ApiProperty({ format: 'uuid' })
  merchant_request_id: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty({ type: 'integer' })
  total_cents: number;

  @ApiProperty({ format: 'uuid' })
  statement_id: string;

  @ApiProperty({ example: 'REL-PTM-20261125-0001-1' })
  statement_number: string;

  @ApiProperty({ type: [PayoutLineResponse] })
  lines: PayoutLineResponse[];
}

export class PayoutBatchDetailResponse extends PayoutBatchResponse {
  @ApiProperty({ type: [PayoutBatchArtisanResponse] })
  artisans: PayoutBatchArtisanResponse[];
}

export class MerchantStatementResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'REL-PTM-20261125-0001-1' })
  number: string;

  @ApiProperty({ example: 'PTM-20261125-0001' })
  batch_reference: string;

  @ApiProperty({ format: 'date' })
  period_start: string;

  @ApiProperty({ format: 'date' })
  period_end: string;

  @ApiProperty({ type: 'integer' })
  total_cents: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class MerchantStatementsResponse {
  @ApiProperty({ type: [MerchantStatementResponse], description: 'Du plus récent au plus ancien' })
  statements: MerchantStatementResponse[];
}
