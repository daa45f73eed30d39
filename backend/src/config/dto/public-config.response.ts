import { ApiProperty } from '@nestjs/swagger';
import {
  BOT_CHECK_PROVIDERS,
  CURRENCY,
  DEPOSIT_CENTS,
  PAYMENT_PROVIDERS,
  WORKSHOP_TOTAL_CENTS,
  type BotCheckProvider,
  type PaymentProvider,
} from '@ptits-mitrons/domain';

export class PricesResponse {
  @ApiProperty({ type: 'integer', example: DEPOSIT_CENTS, description: 'Acompte, en centimes' })
  depositAmount: number;

  @ApiProperty({ example: CURRENCY })
  currency: string;

  @ApiProperty({ example: WORKSHOP_TOTAL_CENTS / 100, description: "Prix total de l'atelier, en euros" })
  totalPrice: number;
}

/** The operator's legal details (OPERATOR_* settings). */
export class OperatorResponse {
  @ApiProperty({ example: "Les P'tits Mitrons SAS" })
  legalName: string;

  @ApiProperty({ example: '12 rue des Boulangers, 75011 Paris' })
  address: string;

  @ApiProperty({ example: '12345678200002' })
  siret: string;

  @ApiProperty({ example: 'FR11123456782', description: 'Numéro de TVA intracommunautaire' })
  vatNumber: string;

  @ApiProperty({ example: 'Camille Martin', description: 'Directeur ou directrice de la publication' })
  publicationDirector: string;
}

/** The site's host (OPERATOR_HOST_* settings). */
export class HostResponse {
  @ApiProperty({ example: 'Hébergeur Exemple SAS' })
  name: string;

  @ApiProperty({ example: '2 rue des Serveurs, 59100 Roubaix' })
  address: string;

  @ApiProperty({ example: '01 02 03 04 05' })
  phone: string;
}

/** The consumer mediator (OPERATOR_MEDIATOR_* settings). */
export class MediatorResponse {
  @ApiProperty({ example: 'Médiateur Exemple de la consommation' })
  name: string;

  @ApiProperty({ example: '3 rue de la Médiation, 75008 Paris' })
  address: string;

  @ApiProperty({ example: 'https://mediateur.example', description: 'Site où déposer une demande de médiation' })
  url: string;
}

/** GET /api/config, as /api/docs describes it. */
export class PublicConfigResponse {
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

  @ApiProperty({ enum: BOT_CHECK_PROVIDERS, description: 'ALTCHA par défaut ; reCAPTCHA seulement après accord du visiteur, ALTCHA sinon' })
  botCheckProvider: BotCheckProvider;

  @ApiProperty({ type: String, nullable: true, description: 'Avec le fournisseur reCAPTCHA configuré seulement' })
  recaptchaSiteKey: string | null;

  @ApiProperty({ type: PricesResponse })
  prices: PricesResponse;

  @ApiProperty({ type: OperatorResponse, description: "L'éditeur du site, tel que les mentions légales et les reçus le nomment" })
  operator: OperatorResponse;

  @ApiProperty({ type: HostResponse, description: "L'hébergeur du site, tel que les mentions légales le nomment" })
  host: HostResponse;

  @ApiProperty({ type: MediatorResponse, description: 'Le médiateur de la consommation que nomment les CGV' })
  mediator: MediatorResponse;
}
