import { ApiProperty } from '@nestjs/swagger';

/** What the ALTCHA widget reads from GET /api/bot-check/challenge (altcha-lib's Challenge). */
export class AltchaChallengeResponse {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Paramètres de la preuve de travail (algorithme, nonce, sel, coût, préfixe, expiration), couverts par la signature',
  })
  parameters: object;

  @ApiProperty({ required: false, description: 'Signature HMAC des paramètres' })
  signature?: string;
}
