import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { PayoutPeriodDto } from './dto/payout-period.dto';
import { PayoutBatchDetailResponse, PayoutBatchResponse, PayoutOwedResponse } from './dto/payouts.response';
import { OwedPayoutsService } from './owed-payouts.service';
import { PayoutBatchReportsService } from './payout-batch-reports.service';
import { PayoutsService } from './payouts.service';

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid' });

/** Staff's « Paiements artisans »: what is owed over a period, the transfer batches, their files and statements. */
@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminPayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly owedPayouts: OwedPayoutsService,
    private readonly reports: PayoutBatchReportsService,
  ) {}

  @Get('payouts/owed')
  @ApiOperation({ summary: "Ce qui est dû à chaque artisan : ateliers payables de la période (jour de Paris) et dettes d'ateliers remboursés après paiement" })
  @ApiOkResponse({ type: PayoutOwedResponse })
  @ApiErrors(400)
  owed(@Query() query: PayoutPeriodDto): Promise<PayoutOwedResponse> {
    return this.owedPayouts.owed(query.from, query.to);
  }

  @Post('payout-batches')
  @ApiOperation({ summary: 'Préparer le virement SEPA de la période pour les artisans aux coordonnées complètes, et leurs relevés' })
  @ApiCreatedResponse({ type: PayoutBatchResponse })
  @ApiErrors(400, 409, 422)
  create(@Body() body: PayoutPeriodDto, @CurrentAdmin() admin: Admin): Promise<PayoutBatchResponse> {
    return this.payouts.createBatch(body.from, body.to, admin.id);
  }

  @Get('payout-batches')
  @ApiOperation({ summary: 'Les virements, du plus récent au plus ancien' })
  @ApiOkResponse({ type: [PayoutBatchResponse] })
  list(): Promise<PayoutBatchResponse[]> {
    return this.reports.listBatches();
  }

  @Get('payout-batches/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'Un virement : ses artisans, leurs relevés et leurs lignes' })
  @ApiOkResponse({ type: PayoutBatchDetailResponse })
  @ApiErrors(404)
  findOne(@Param('id') id: string): Promise<PayoutBatchDetailResponse> {
    return this.reports.batch(id);
  }

  @Get('payout-batches/:id/sepa.xml')
  @ID_PARAM
  @ApiOperation({ summary: 'Le fichier de virement SEPA (pain.001.001.03) à remettre à la banque' })
  @ApiOkResponse({ description: 'Fichier XML', content: { 'application/xml': { schema: { type: 'string' } } } })
  @ApiErrors(404)
  async sepa(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.reports.sepaFile(id);
    void reply.header('Content-Type', 'application/xml; charset=utf-8').header('Content-Disposition', `attachment; filename="virements-${file.reference}.xml"`);
    return file.xml;
  }

  @Post('payout-batches/:id/sent')
  @HttpCode(HttpStatus.OK)
  @ID_PARAM
  @ApiOperation({ summary: 'Marquer le virement comme remis à la banque (une fois) : chaque artisan reçoit son relevé par e-mail' })
  @ApiOkResponse({ type: PayoutBatchResponse })
  @ApiErrors(404, 409)
  markSent(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<PayoutBatchResponse> {
    return this.payouts.markSent(id, admin.id);
  }

  @Post('payout-batches/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ID_PARAM
  @ApiOperation({ summary: "Annuler un fichier généré, pas encore remis à la banque : ses ateliers sont de nouveau dus" })
  @ApiOkResponse({ type: PayoutBatchResponse })
  @ApiErrors(404, 409)
  cancel(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<PayoutBatchResponse> {
    return this.payouts.cancel(id, admin.id);
  }

  @Get('payout-statements/:id/pdf')
  @ID_PARAM
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Le relevé de paiement d'un artisan (PDF)" })
  @ApiOkResponse({ description: 'Fichier PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async statement(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const statement = await this.reports.statementPdf(id);
    void reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${statement.number}.pdf"`);
    return statement.pdf;
  }
}
