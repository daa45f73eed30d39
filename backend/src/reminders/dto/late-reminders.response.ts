import { ApiProperty } from '@nestjs/swagger';
import { REMINDER_LABELS } from '@ptits-mitrons/domain';

export class LateRequestsResponse {
  @ApiProperty({ type: 'integer' })
  count: number;

  @ApiProperty({ type: [String], format: 'uuid', description: 'Les demandes, la plus proche de son atelier en premier' })
  ids: string[];
}

export class LateRemindersResponse {
  @ApiProperty({ type: LateRequestsResponse, description: REMINDER_LABELS.operator_no_proposal_48h })
  operator_no_proposal_48h: LateRequestsResponse;

  @ApiProperty({ type: LateRequestsResponse, description: REMINDER_LABELS.operator_no_proposal_10d })
  operator_no_proposal_10d: LateRequestsResponse;

  @ApiProperty({ type: LateRequestsResponse, description: REMINDER_LABELS.operator_proposal_unanswered_5d })
  operator_proposal_unanswered_5d: LateRequestsResponse;

  @ApiProperty({ type: LateRequestsResponse, description: REMINDER_LABELS.operator_balance_unpaid_d10 })
  operator_balance_unpaid_d10: LateRequestsResponse;
}
