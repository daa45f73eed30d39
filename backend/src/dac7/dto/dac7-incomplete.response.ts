import { ApiProperty } from '@nestjs/swagger';

export class Dac7IncompleteSellerResponse {
  @ApiProperty({ format: 'uuid' })
  merchant_request_id: string;

  @ApiProperty()
  establishment_name: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ description: "Payé par un virement marqué envoyé dans l'année" })
  paid_in_year: boolean;

  @ApiProperty({ type: [String] })
  missing: string[];
}

export class Dac7IncompleteResponse {
  @ApiProperty({ type: 'integer', example: 2026 })
  year: number;

  @ApiProperty({ type: [Dac7IncompleteSellerResponse] })
  sellers: Dac7IncompleteSellerResponse[];
}
