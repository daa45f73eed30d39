import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs';
import { MessageResponse } from '../common/message.response';
import { DeclineOfferDto } from './dto/offers.dto';
import { OfferAnswersService } from './offer-answers.service';

/** The artisan's answer to an offer, from their space (a POST: a link opened by a mail scanner changes nothing). */
@ApiTags('merchant-space')
@Controller()
export class MerchantOffersController {
  constructor(private readonly offers: OfferAnswersService) {}

  @Post('merchant-space/:token/offers/:offerId/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accepter l'offre : la proposition part à la famille" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(404, 409)
  accept(@Param('token') token: string, @Param('offerId') offerId: string): Promise<MessageResponse> {
    return this.offers.accept(token, offerId);
  }

  @Post('merchant-space/:token/offers/:offerId/decline')
  @HttpCode(200)
  @ApiOperation({ summary: "Refuser l'offre (raison facultative) : elle passe à l'artisan suivant" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 404, 409)
  decline(@Param('token') token: string, @Param('offerId') offerId: string, @Body() body: DeclineOfferDto): Promise<MessageResponse> {
    return this.offers.decline(token, offerId, body.reason);
  }
}
