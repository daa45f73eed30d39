import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@ptits-mitrons/domain';

/** The answers of the public payment routes, as /api/docs describes them. */
export class PaymentIntentResponse {
  @ApiProperty({ description: 'Secret à passer à Stripe.js (ou au mode démonstration)' })
  clientSecret: string;

  @ApiProperty()
  paymentIntentId: string;

  @ApiProperty({ type: 'integer', example: 3000, description: 'Centimes' })
  amount: number;

  @ApiProperty({ example: 'eur' })
  currency: string;

  @ApiProperty({ enum: PAYMENT_PROVIDERS })
  provider: PaymentProvider;
}

export class PaymentStatusResponse {
  @ApiProperty({ format: 'uuid' })
  requestId: string;

  @ApiProperty({ description: "Vrai une fois l'acompte autorisé" })
  isPaymentAuthorized: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'succeeded' })
  paymentIntentStatus: string | null;
}
