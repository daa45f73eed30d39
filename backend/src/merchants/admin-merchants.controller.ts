import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { parseListQuery, sendListPage } from '../common/list-query';
import { UpdateMerchantRequestDto } from './dto/merchant-request.dto';
import { MerchantBulkStatusDto, MerchantStatusDto } from './dto/merchant-status.dto';
import type { MerchantStatus } from './merchant-transitions';
import { MERCHANT_SORTABLE, MerchantsService, type BulkStatusReport, type MerchantRequestRecord } from './merchants.service';

@ApiTags('back-office')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/merchant-requests')
export class AdminMerchantsController {
  constructor(private readonly merchants: MerchantsService) {}

  @Get()
  @ApiOperation({ summary: 'Candidatures des artisans (filtres status, activity_sector_id, city_id, createdAt_gte/lte, q)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<MerchantRequestRecord[]> {
    const listQuery = parseListQuery(query, MERCHANT_SORTABLE);
    return sendListPage(reply, 'merchant-requests', listQuery, await this.merchants.list(listQuery));
  }

  @Get('counts')
  @ApiOperation({ summary: 'Nombre de candidatures par statut, avec les autres filtres de la liste' })
  counts(@Query() query: Record<string, unknown>): Promise<Record<MerchantStatus, number>> {
    return this.merchants.counts(parseListQuery(query, MERCHANT_SORTABLE).filter);
  }

  @Post('bulk-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Valider ou refuser plusieurs candidatures ; ce qui n’a pas pu être fait est listé par identifiant' })
  bulkStatus(@Body() body: MerchantBulkStatusDto, @CurrentAdmin() admin: Admin): Promise<BulkStatusReport> {
    return this.merchants.bulkChangeStatus(body.ids, body.status, body.rejectionReason, admin.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Une candidature' })
  findOne(@Param('id') id: string): Promise<MerchantRequestRecord> {
    return this.merchants.findOne(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Modifier une candidature en attente ou validée' })
  update(@Param('id') id: string, @Body() body: UpdateMerchantRequestDto, @CurrentAdmin() admin: Admin): Promise<MerchantRequestRecord> {
    return this.merchants.update(id, body, admin.id);
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Valider (active) ou refuser (rejected, avec un motif) une candidature' })
  status(@Param('id') id: string, @Body() body: MerchantStatusDto, @CurrentAdmin() admin: Admin): Promise<MerchantRequestRecord> {
    return this.merchants.changeStatus(id, body.status, body.rejectionReason, admin.id);
  }
}
