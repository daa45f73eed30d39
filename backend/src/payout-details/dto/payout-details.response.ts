import { ApiProperty } from '@nestjs/swagger';
import { SELLER_TYPES, type SellerType } from '@ptits-mitrons/domain';

type Details = NonNullable<PayoutDetailsResponse['details']>;

/** The answers of the payout details and the DAC7 report, as /api/docs describes them. */
export class PayoutDetailsShownResponse implements Details {
  @ApiProperty({ enum: SELLER_TYPES })
  seller_type: SellerType;

  @ApiProperty({ example: 'Entrepreneur individuel' })
  seller_type_label: string;

  @ApiProperty()
  legal_name: string;

  @ApiProperty({ type: String, nullable: true })
  siret: string | null;

  @ApiProperty({ type: String, nullable: true })
  vat_number: string | null;

  @ApiProperty({ type: String, nullable: true })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  last_name: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  birth_date: string | null;

  @ApiProperty({ type: String, nullable: true, example: '••••••••••123', description: 'Numéro fiscal masqué' })
  tax_id_masked: string | null;

  @ApiProperty()
  address_line: string;

  @ApiProperty()
  postal_code: string;

  @ApiProperty()
  city: string;

  @ApiProperty({ example: 'FR' })
  country: string;

  @ApiProperty({ example: 'FR76 •••• •••• •••• •••• ••90 189', description: 'IBAN masqué' })
  iban_masked: string;

  @ApiProperty({ type: String, nullable: true })
  bic: string | null;

  @ApiProperty()
  account_holder: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class PayoutDetailsMissingResponse {
  @ApiProperty({ type: [String], description: 'Ce qui manque pour être payé par virement' })
  payout: string[];

  @ApiProperty({ type: [String], description: 'Ce qui manque pour la déclaration annuelle (DAC7)' })
  dac7: string[];
}

export class PayoutDetailsResponse {
  @ApiProperty({ type: PayoutDetailsShownResponse, nullable: true })
  details: PayoutDetailsShownResponse | null;

  @ApiProperty({ type: PayoutDetailsMissingResponse })
  missing: PayoutDetailsMissingResponse;
}
