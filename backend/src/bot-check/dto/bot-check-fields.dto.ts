import { ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The bot check's fields every public form sends beside its own (BotChecked): read and removed before the form's DTO
 * is validated, so no DTO declares them; this class only describes them in the API document.
 */
export class BotCheckFieldsDto {
  @ApiPropertyOptional({ description: "Charge utile du widget ALTCHA : un défi de GET /api/bot-check/challenge, résolu" })
  altcha?: string;

  @ApiPropertyOptional({ description: 'Jeton reCAPTCHA Enterprise (action SUBMIT), avec ce fournisseur, une fois le script de Google accepté' })
  recaptchaToken?: string;

  @ApiPropertyOptional({ description: "Champ piège : toujours vide quand une personne remplit le formulaire (le site l'envoie vide)" })
  website?: string;
}
