import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicConfigResponse } from './dto/public-config.response';
import { PublicSettingsService } from './public-settings.service';

/** Runtime settings of the public site: one build serves every deployment. */
@ApiTags('configuration')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly settings: PublicSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Réglages publics du site (marque, contact, paiement, reCAPTCHA, prix, éditeur, hébergeur, médiateur)' })
  @ApiOkResponse({ type: PublicConfigResponse })
  get(): PublicConfigResponse {
    return this.settings.get();
  }
}
