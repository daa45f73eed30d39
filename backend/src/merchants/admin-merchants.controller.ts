import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors, ApiList, ApiListFilter } from '../common/api-docs';
import { parseListQuery, sendListPage } from '../common/list-query';
import { UpdateMerchantRequestDto } from './dto/merchant-request.dto';
import { BulkStatusResponse, MerchantRequestCountsResponse, MerchantRequestResponse } from './dto/merchant-request.response';
import { MerchantBulkStatusDto, MerchantStatusDto } from './dto/merchant-status.dto';
import { MERCHANT_SORTABLE, MerchantsService } from './merchants.service';

@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/merchant-requests')
export class AdminMerchantsController {
  constructor(private readonly merchants: MerchantsService) {}

  @Get()
  @ApiOperation({ summary: 'Candidatures des artisans (filtres status, activity_sector_id, city_id, createdAt_gte/lte, q)' })
  @ApiList(MerchantRequestResponse, 'merchant-requests', 'status, activity_sector_id, city_id, createdAt_gte, createdAt_lte, q')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<MerchantRequestResponse[]> {
    const listQuery = parseListQuery(query, MERCHANT_SORTABLE);
    return sendListPage(reply, 'merchant-requests', listQuery, await this.merchants.list(listQuery));
  }

  @Get('counts')
  @ApiOperation({ summary: 'Nombre de candidatures par statut, avec les autres filtres de la liste' })
  @ApiListFilter('les filtres de la liste, hors statut')
  @ApiOkResponse({ type: MerchantRequestCountsResponse })
  @ApiErrors(400)
  counts(@Query() query: Record<string, unknown>): Promise<MerchantRequestCountsResponse> {
    return this.merchants.counts(parseListQuery(query, MERCHANT_SORTABLE).filter);
  }

  @Post('bulk-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Valider ou refuser plusieurs candidatures ; ce qui n’a pas pu être fait est listé par identifiant' })
  @ApiOkResponse({ type: BulkStatusResponse })
  @ApiErrors(400)
  bulkStatus(@Body() body: MerchantBulkStatusDto, @CurrentAdmin() admin: Admin): Promise<BulkStatusResponse> {
    return this.merchants.bulkChangeStatus(body.ids, body.status, body.rejectionReason, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Une candidature' })
  @ApiOkResponse({ type: MerchantRequestResponse })
  @ApiErrors(404)
  findOne(@Param('id') id: string): Promise<MerchantRequestResponse> {
    return this.merchants.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifier une candidature en attente ou validée' })
  @ApiOkResponse({ type: MerchantRequestResponse })
  @ApiErrors(400, 404, 409)
  update(@Param('id') id: string, @Body() body: UpdateMerchantRequestDto, @CurrentAdmin() admin: Admin): Promise<MerchantRequestResponse> {
    return this.merchants.update(id, body, admin.id);
  }

  @Post(':id/space-link')
  @HttpCode(200)
  @ApiOperation({ summary: "Envoyer à l'artisan validé un nouveau lien vers son espace, par e-mail" })
  @ApiOkResponse({ type: MerchantRequestResponse })
  @ApiErrors(404, 409)
  sendSpaceLink(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<MerchantRequestResponse> {
    return this.merchants.sendSpaceLink(id, admin.id);
  }

  @Delete(':id/space-links')
  @ApiOperation({ summary: "Révoquer tous les liens de l'artisan (espace et agenda)" })
  @ApiOkResponse({ type: MerchantRequestResponse })
  @ApiErrors(404)
  revokeSpaceLinks(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<MerchantRequestResponse> {
    return this.merchants.revokeSpaceLinks(id, admin.id);
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Valider (active) ou refuser (rejected, avec un motif) une candidature' })
  @ApiOkResponse({ type: MerchantRequestResponse })
  @ApiErrors(400, 404, 409)
  status(@Param('id') id: string, @Body() body: MerchantStatusDto, @CurrentAdmin() admin: Admin): Promise<MerchantRequestResponse> {
    return this.merchants.changeStatus(id, body.status, body.rejectionReason, admin.id);
  }
}
