import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { Dac7ReportService } from './dac7-report.service';
import { Dac7QueryDto } from './dto/dac7-query.dto';
import { Dac7IncompleteResponse } from './dto/dac7-incomplete.response';

/** The platform's yearly report to the tax authority (DAC7): the CSV and the sellers whose details are incomplete. */
@ApiTags('déclaration DAC7 (administration)')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/reports/dac7')
export class AdminDac7Controller {
  constructor(private readonly report: Dac7ReportService) {}

  @Get()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Déclaration DAC7 d'une année : une ligne par vendeur payé, les montants par trimestre (docs/dac7.md)" })
  @ApiOkResponse({ description: 'Fichier CSV (UTF-8 avec BOM)', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(400)
  async csv(@Query() query: Dac7QueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    void reply.header('Content-Disposition', `attachment; filename="dac7-${query.year}.csv"`);
    return this.report.csv(query.year);
  }

  @Get('incomplete')
  @ApiOperation({ summary: "Les vendeurs payés dans l'année et les artisans validés dont les coordonnées sont incomplètes pour la déclaration" })
  @ApiOkResponse({ type: Dac7IncompleteResponse })
  @ApiErrors(400)
  incomplete(@Query() query: Dac7QueryDto): Promise<Dac7IncompleteResponse> {
    return this.report.incomplete(query.year);
  }
}
