import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { CreateOffersDto } from './dto/offers.dto';
import { OfferResponse, UnmatchedRequestResponse } from './dto/offers.response';
import { OffersService } from './offers.service';
import { UnmatchedRequestsService } from './unmatched-requests.service';

/** Staff's side of the offer chain: queue artisans for a paid request, follow and withdraw their offers. */
@ApiTags('back-office : offres aux artisans')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller()
export class AdminOffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly unmatchedRequests: UnmatchedRequestsService,
  ) {}

  // A static segment: Fastify matches it before admin/parent-requests/:id.
  @Get('admin/parent-requests/unmatched')
  @ApiOperation({ summary: 'Demandes payées sans artisan : toutes les offres de la dernière file ont échoué' })
  @ApiOkResponse({ type: [UnmatchedRequestResponse] })
  unmatched(): Promise<UnmatchedRequestResponse[]> {
    return this.unmatchedRequests.unmatched();
  }

  @Post('admin/parent-requests/:id/offers')
  @ApiOperation({ summary: "Proposer l'atelier à des artisans, dans l'ordre : le premier reçoit l'offre" })
  @ApiCreatedResponse({ type: [OfferResponse], description: 'La file créée et les précédentes' })
  @ApiErrors(400, 404, 409, 422)
  create(@Param('id') id: string, @Body() body: CreateOffersDto, @CurrentAdmin() admin: Admin): Promise<OfferResponse[]> {
    return this.offers.createQueue(id, body.merchantIds, body.date, admin.id);
  }

  @Get('admin/parent-requests/:id/offers')
  @ApiOperation({ summary: 'Les offres de la demande, la file la plus récente en premier' })
  @ApiOkResponse({ type: [OfferResponse] })
  @ApiErrors(404)
  list(@Param('id') id: string): Promise<OfferResponse[]> {
    return this.offers.list(id);
  }

  @Delete('admin/parent-requests/:id/offers/:offerId')
  @HttpCode(200)
  @ApiOperation({ summary: "Retirer une offre en file ou en attente (une offre en attente passe à l'artisan suivant)" })
  @ApiOkResponse({ type: [OfferResponse] })
  @ApiErrors(404, 409)
  withdraw(@Param('id') id: string, @Param('offerId') offerId: string, @CurrentAdmin() admin: Admin): Promise<OfferResponse[]> {
    return this.offers.withdraw(id, offerId, admin.id);
  }
}
