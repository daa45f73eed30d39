import { ApiProperty } from '@nestjs/swagger';
import { CURRENCY, DEPOSIT_CENTS, PAYMENT_PROVIDERS, WORKSHOP_TOTAL_CENTS, type PaymentProvider, type PublicConfig } from '@ptits-mitrons/domain';

export class PricesResponse {
  @ApiProperty({ type: 'integer', example: DEPOSIT_CENTS, description: 'Acompte, en centimes' })
  depositAmount: number;

  @ApiProperty({ example: CURRENCY })
  currency: string;

  @ApiProperty({ example: WORKSHOP_TOTAL_CENTS / 100, description: "Prix total de l'atelier, en euros" })
  totalPrice: number;
}

/** GET /api/config, as /api/docs describes it. */
export class PublicConfigResponse implements PublicConfig {
  @ApiProperty({ example: "Les P'tits Mitrons" })
  brandName: string;

  @ApiProperty()
  contactEmail: string;

  @ApiProperty()
  contactPhone: string;

  @ApiProperty({ enum: PAYMENT_PROVIDERS })
  paymentProvider: PaymentProvider;

  @ApiProperty({ type: String, nullable: true })
  stripePublishableKey: string | null;

  @ApiProperty({ type: String, nullable: true })
  recaptchaSiteKey: string | null;

  @ApiProperty({ type: PricesResponse })
  prices: PricesResponse;
}
