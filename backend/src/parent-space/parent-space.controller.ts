import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PARENT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { BotChecked } from '../bot-check/bot-checked.decorator';
import { ApiErrors } from '../common/api-docs';
import { MessageResponse } from '../common/message.response';
import { ParentSpaceDeclineDto } from './dto/parent-space-decline.dto';
import { ParentSpaceDetailsDto } from './dto/parent-space-details.dto';
import { ParentSpaceLinkDto } from './dto/parent-space-link.dto';
import { ParentSpaceDeclineResponse, ParentSpaceResponse } from './dto/parent-space.response';
import { ParentSpaceService } from './parent-space.service';

const TOKEN_PARAM = ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' });

/**
 * The parent space's link request, page and non-money actions. The money routes (accept, cancel, calendar, balance
 * status) share the prefix in their own controller; every route here is either static (`links`) or one segment
 * deeper than a token, so none shadows another.
 */
@ApiTags('parent-space')
@Controller('parent-space')
export class ParentSpaceController {
  constructor(private readonly space: ParentSpaceService) {}

  @Post('links')
  @HttpCode(HttpStatus.ACCEPTED)
  @BotChecked({ answer: { message: PARENT_SPACE_MESSAGES.linkSent } })
  @ApiOperation({ summary: 'Recevoir par e-mail le lien de son espace (même réponse que l’adresse soit connue ou non)' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiErrors(400, 429, 503)
  async requestLinks(@Body() body: ParentSpaceLinkDto): Promise<MessageResponse> {
    await this.space.sendLinks(body.email);
    return { message: PARENT_SPACE_MESSAGES.linkSent };
  }

  @Get(':token')
  @TOKEN_PARAM
  @ApiOperation({ summary: "L'espace du parent : sa demande, son historique, les montants, la proposition et les actions ouvertes" })
  @ApiOkResponse({ type: ParentSpaceResponse })
  @ApiErrors(400, 404)
  view(@Param('token') token: string): Promise<ParentSpaceResponse> {
    return this.space.view(token);
  }

  @Post(':token/proposal/decline')
  @HttpCode(HttpStatus.OK)
  @TOKEN_PARAM
  @ApiOperation({ summary: "Refuser la proposition (motif facultatif) ; l'acompte suit l'article 6 des CGV" })
  @ApiOkResponse({ type: ParentSpaceDeclineResponse })
  @ApiErrors(400, 404, 409)
  decline(@Param('token') token: string, @Body() body: ParentSpaceDeclineDto): Promise<ParentSpaceDeclineResponse> {
    return this.space.decline(token, body.reason);
  }

  @Put(':token/details')
  @TOKEN_PARAM
  @ApiOperation({ summary: "Modifier le nombre d'enfants ou les allergies, jusqu'à J-10" })
  @ApiOkResponse({ type: ParentSpaceResponse })
  @ApiErrors(400, 404, 409)
  updateDetails(@Param('token') token: string, @Body() body: ParentSpaceDetailsDto): Promise<ParentSpaceResponse> {
    return this.space.updateDetails(token, body);
  }
}
