import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { PayoutDetailsDto } from './dto/payout-details.dto';
import { PayoutDetailsResponse } from './dto/payout-details.response';
import { PayoutDetailsService } from './payout-details.service';

const TOKEN_PARAM = ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' });

/** The artisan's payout details, in their space (same prefix and token as backend/src/merchant-space). */
@ApiTags('merchant-space')
@Controller('merchant-space')
export class PayoutDetailsController {
  constructor(private readonly details: PayoutDetailsService) {}

  @Get(':token/payout-details')
  @TOKEN_PARAM
  @ApiOperation({ summary: 'Ses coordonnées de paiement (IBAN et numéro fiscal masqués) et ce qui manque' })
  @ApiOkResponse({ type: PayoutDetailsResponse })
  @ApiErrors(400, 404)
  view(@Param('token') token: string): Promise<PayoutDetailsResponse> {
    return this.details.view(token);
  }

  @Put(':token/payout-details')
  @TOKEN_PARAM
  @ApiOperation({ summary: 'Enregistrer ses coordonnées de paiement ; chaque changement est tracé et confirmé par e-mail' })
  @ApiOkResponse({ type: PayoutDetailsResponse })
  @ApiErrors(400, 404)
  save(@Param('token') token: string, @Body() body: PayoutDetailsDto): Promise<PayoutDetailsResponse> {
    return this.details.save(token, body);
  }
}
