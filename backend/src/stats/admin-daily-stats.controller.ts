import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ApiError } from '../common/api-error';
import { parseListQuery, sendListPage } from '../common/list-query';
import { DAILY_STAT_SORTABLE, DailyStatsService, type DailyStatRecord } from './daily-stats.service';
import { CreateDailyStatDto, UpdateDailyStatDto } from './dto/daily-stat.dto';

/** Hand-entered days (ra-data-simple-rest resource `daily-stats`, id = the day YYYY-MM-DD). */
@ApiTags('statistiques (administration)')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/daily-stats')
export class AdminDailyStatsController {
  constructor(private readonly dailyStats: DailyStatsService) {}

  @Get()
  @ApiOperation({ summary: 'Jours saisis à la main' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<DailyStatRecord[]> {
    const listQuery = parseListQuery(query, DAILY_STAT_SORTABLE);
    return sendListPage(reply, 'daily-stats', listQuery, await this.dailyStats.list(listQuery));
  }

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('text/csv', 'text/plain', 'application/json')
  @ApiBody({ schema: { type: 'string', example: 'day,uniqueSessions,pageViews,bounceRate\n2025-09-28,120,310,42.5' } })
  @ApiOperation({ summary: 'Import CSV (day,uniqueSessions,pageViews,bounceRate) : tout ou rien, erreurs ligne par ligne' })
  importCsv(@Body() body: unknown): Promise<{ imported: number; created: number; updated: number }> {
    const csv = typeof body === 'string' ? body : (body as { csv?: unknown } | undefined)?.csv;
    if (typeof csv !== 'string') {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'Envoyez le fichier CSV (colonnes day,uniqueSessions,pageViews,bounceRate).');
    }
    return this.dailyStats.importCsv(csv);
  }

  @Get(':day')
  get(@Param('day') day: string): Promise<DailyStatRecord> {
    return this.dailyStats.get(day);
  }

  @Post()
  @ApiOperation({ summary: 'Saisir un jour passé non mesuré par le suivi' })
  create(@Body() body: CreateDailyStatDto): Promise<DailyStatRecord> {
    return this.dailyStats.create(body);
  }

  @Put(':day')
  update(@Param('day') day: string, @Body() body: UpdateDailyStatDto): Promise<DailyStatRecord> {
    return this.dailyStats.update(day, body);
  }

  @Delete(':day')
  remove(@Param('day') day: string): Promise<DailyStatRecord> {
    return this.dailyStats.remove(day);
  }
}
