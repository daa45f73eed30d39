import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CREDIT_MIN_DAYS_BEFORE_WORKSHOP, PAYMENT_PROVIDERS, type CancellationOutcome, type PaymentProvider } from '@ptits-mitrons/domain';

export class ParentSpaceCancelDto {
  @ApiPropertyOptional({ description: "Vrai : seulement dire ce que l'annulation donnerait, sans rien changer" })
  @IsBoolean({ message: 'dryRun doit valoir true ou false.' })
  @IsOptional()
  dryRun?: boolean;
}

export class BalancePaymentResponse {
  @ApiProperty({ description: 'Secret à passer à Stripe.js (ou au mode démonstration)' })
  clientSecret: string;

  @ApiProperty({ type: 'integer', example: 15000, description: 'Centimes (le solde, fixé par le serveur)' })
  amount: number;

  @ApiProperty({ example: 'eur' })
  currency: string;

  @ApiProperty({ enum: PAYMENT_PROVIDERS })
  provider: PaymentProvider;
}

export class BalanceStatusResponse {
  @ApiProperty({ description: 'Vrai une fois le solde réglé et la réservation acceptée' })
  isBalancePaid: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'succeeded' })
  paymentIntentStatus: string | null;
}

class CancelCreditResponse {
  @ApiProperty({ type: String, nullable: true, example: 'AVOIR-7KQ2-M9XD', description: "null tant que l'annulation n'est pas faite" })
  code: string | null;

  @ApiProperty({ type: 'integer', example: 3000, description: 'Centimes' })
  amount: number;
}

class CancelRefundResponse {
  @ApiProperty({ type: 'integer', example: 15000, description: 'Centimes du solde remboursés' })
  amount: number;
}

export class ParentSpaceCancelResponse {
  @ApiProperty({ enum: ['credit', 'nothing'], description: `CGV §6 : un avoir à plus de ${CREDIT_MIN_DAYS_BEFORE_WORKSHOP} jours (heure de Paris), rien sinon` })
  outcome: CancellationOutcome;

  @ApiProperty({ type: CancelCreditResponse, nullable: true })
  credit: CancelCreditResponse | null;

  @ApiProperty({ type: CancelRefundResponse, nullable: true })
  refund: CancelRefundResponse | null;

  @ApiProperty({ description: "Faux pour un essai (dryRun) : rien n'a changé" })
  applied: boolean;
}
