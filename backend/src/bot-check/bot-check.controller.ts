import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { AltchaService } from './altcha.service';
import { AltchaChallengeResponse } from './dto/altcha-challenge.response';
import { ChallengeThrottled } from './public-form-throttle';

@ApiTags('anti-robot')
@Controller('bot-check')
export class BotCheckController {
  constructor(private readonly altcha: AltchaService) {}

  @Get('challenge')
  @ChallengeThrottled()
  // Each challenge is solved once: a cached one would be refused as already used.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Défi ALTCHA signé, à résoudre dans la page avant d’envoyer un formulaire public' })
  @ApiOkResponse({ type: AltchaChallengeResponse })
  @ApiErrors(429)
  challenge(): Promise<AltchaChallengeResponse> {
    return this.altcha.createChallenge();
  }
}
