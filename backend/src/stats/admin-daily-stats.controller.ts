import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ApiError } from '../common/api-error';
import { ApiErrors, ApiList } from '../common/api-docs';
import { AcceptsBody } from '../common/body-media-types';
import { parseListQuery, sendListPage } from '../common/list-query';
import { DAILY_STAT_SORTABLE, DailyStatsService } from './daily-stats.service';
import { CreateDailyStatDto, UpdateDailyStatDto } from './dto/daily-stat.dto';
import { DailyStatResponse, DailyStatsImportResponse } from './dto/stats.response';

/** Hand-entered days (ra-data-simple-rest resource `daily-stats`, id = the day YYYY-MM-DD). */
@ApiTags('statistiques (administration)')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/daily-stats')
export class AdminDailyStatsController {
  constructor(private readonly dailyStats: DailyStatsService) {}

  @Get()
  @ApiOperation({ summary: 'Jours saisis à la main' })
  @ApiList(DailyStatResponse, 'daily-stats', 'day_gte, day_lte')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<DailyStatResponse[]> {
    const listQuery = parseListQuery(query, DAILY_STAT_SORTABLE);
    return sendListPage(reply, 'daily-stats', listQuery, await this.dailyStats.list(listQuery));
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @AcceptsBody('text/csv', 'text/plain', 'application/json')
  @ApiBody({ schema: { type: 'string', example: 'day,uniqueSessions,pageViews,bounceRate\n2025-09-28,120,310,42.5' } })
  @ApiOperation({ summary: 'Import CSV (day,uniqueSessions,pageViews,bounceRate) : tout ou rien, erreurs ligne par ligne' })
  @ApiOkResponse({ type: DailyStatsImportResponse })
  @ApiErrors(400)
  importCsv(@Body() body: unknown): Promise<DailyStatsImportResponse> {
    const csv = typeof body === 'string' ? body : (body as { csv?: unknown } | undefined)?.csv;
    if (typeof csv !== 'string') {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Envoyez le fichier CSV (colonnes day,uniqueSessions,pageViews,bounceRate).');
    }
    return this.dailyStats.importCsv(csv);
  }

  @Get(':day')
  @ApiOperation({ summary: 'Un jour saisi à la main' })
  @ApiOkResponse({ type: DailyStatResponse })
  @ApiErrors(404)
  get(@Param('day') day: string): Promise<DailyStatResponse> {
    return this.dailyStats.get(day);
  }

  @Post()
  @ApiOperation({ summary: 'Saisir un jour passé non mesuré par le suivi' })
  @ApiCreatedResponse({ type: DailyStatResponse })
  @ApiErrors(400, 409)
  create(@Body() body: CreateDailyStatDto): Promise<DailyStatResponse> {
    return this.dailyStats.create(body);
  }

  @Put(':day')
  @ApiOperation({ summary: 'Corriger un jour saisi à la main' })
  @ApiOkResponse({ type: DailyStatResponse })
  @ApiErrors(400, 404)
  update(@Param('day') day: string, @Body() body: UpdateDailyStatDto): Promise<DailyStatResponse> {
    return this.dailyStats.update(day, body);
  }

  @Delete(':day')
  @ApiOperation({ summary: 'Supprimer un jour saisi à la main ; répond le jour supprimé' })
  @ApiOkResponse({ type: DailyStatResponse })
  @ApiErrors(404)
  remove(@Param('day') day: string): Promise<DailyStatResponse> {
    return this.dailyStats.remove(day);
  }
}
