import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MERCHANT_DATA_FILENAME, MERCHANT_SPACE_MESSAGES } from '@ptits-mitrons/domain';
import { BotChecked } from '../bot-check/bot-checked.decorator';
import { WORKSHOP_CALENDAR_CONTENT_TYPE } from '../calendar/workshop-calendar';
import { ApiErrors } from '../common/api-docs';
import { MessageResponse } from '../common/message.response';
import { MerchantAvailabilityDto } from './dto/merchant-availability.dto';
import { MerchantSpaceLinkDto } from './dto/merchant-space-link.dto';
import { CalendarLinkResponse, MerchantSpaceResponse } from './dto/merchant-space.response';
import { MerchantDataExportResponse, MerchantErasureRequestResponse } from './dto/merchant-data.response';
import { MerchantDataService } from './merchant-data.service';
import { MerchantSpaceService } from './merchant-space.service';

const TOKEN_PARAM = ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' });

/**
 * The artisan's space: the link request, the page, the availability, the calendar feed and their data rights. Every route is either
 * static (`links`) or one segment deeper than a token, so none shadows another (the offers' answers share the prefix
 * in their own controller).
 */
@ApiTags('merchant-space')
@Controller('merchant-space')
export class MerchantSpaceController {
  constructor(
    private readonly space: MerchantSpaceService,
    private readonly data: MerchantDataService,
  ) {}

  @Post('links')
  @HttpCode(HttpStatus.ACCEPTED)
  @BotChecked({ answer: { message: MERCHANT_SPACE_MESSAGES.linkSent } })
  @ApiOperation({ summary: 'Recevoir par e-mail le lien de son espace artisan (même réponse que l’adresse soit connue ou non)' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiErrors(400, 429, 503)
  async requestLink(@Body() body: MerchantSpaceLinkDto): Promise<MessageResponse> {
    await this.space.sendLink(body.email);
    return { message: MERCHANT_SPACE_MESSAGES.linkSent };
  }

  @Get(':token')
  @TOKEN_PARAM
  @ApiOperation({ summary: "L'espace de l'artisan : son profil, ses disponibilités, ses offres et ses ateliers confirmés" })
  @ApiOkResponse({ type: MerchantSpaceResponse })
  @ApiErrors(400, 404)
  view(@Param('token') token: string): Promise<MerchantSpaceResponse> {
    return this.space.view(token);
  }

  @Put(':token/availability')
  @TOKEN_PARAM
  @ApiOperation({ summary: "Modifier ses jours et créneaux, son nombre d'enfants maximum et ses dates d'absence" })
  @ApiOkResponse({ type: MerchantSpaceResponse })
  @ApiErrors(400, 404)
  updateAvailability(@Param('token') token: string, @Body() body: MerchantAvailabilityDto): Promise<MerchantSpaceResponse> {
    return this.space.updateAvailability(token, body);
  }

  @Post(':token/calendar-link')
  @HttpCode(HttpStatus.OK)
  @TOKEN_PARAM
  @ApiOperation({ summary: "Une nouvelle adresse d'abonnement à l'agenda des ateliers ; l'ancienne cesse de fonctionner" })
  @ApiOkResponse({ type: CalendarLinkResponse })
  @ApiErrors(404)
  calendarLink(@Param('token') token: string): Promise<CalendarLinkResponse> {
    return this.space.calendarLink(token);
  }

  @Get(':token/data')
  @TOKEN_PARAM
  @Header('Content-Disposition', `attachment; filename="${MERCHANT_DATA_FILENAME}"`)
  @ApiOperation({ summary: 'Télécharger ses données (fichier JSON) : candidature, disponibilités, offres, ateliers, coordonnées de paiement masquées, relevés, parts' })
  @ApiOkResponse({ type: MerchantDataExportResponse })
  @ApiErrors(404)
  exportData(@Param('token') token: string): Promise<MerchantDataExportResponse> {
    return this.data.exportForToken(token);
  }

  @Post(':token/erasure-request')
  @HttpCode(HttpStatus.OK)
  @TOKEN_PARAM
  @ApiOperation({ summary: "Demander l'effacement de ses données : un e-mail à l'équipe, une fois par demande en cours" })
  @ApiOkResponse({ type: MerchantErasureRequestResponse })
  @ApiErrors(404)
  requestErasure(@Param('token') token: string): Promise<MerchantErasureRequestResponse> {
    return this.data.requestErasure(token);
  }

  @Get(':token/calendar.ics')
  @Header('Content-Type', WORKSHOP_CALENDAR_CONTENT_TYPE)
  @ApiParam({ name: 'token', description: "Le jeton de l'agenda (calendar-link), pas celui de l'espace" })
  @ApiOperation({ summary: "Les ateliers confirmés de l'artisan, en flux iCalendar pour son agenda" })
  @ApiOkResponse({ description: 'Flux .ics', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiErrors(404)
  calendar(@Param('token') token: string): Promise<string> {
    return this.space.calendar(token);
  }
}
