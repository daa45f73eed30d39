import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MAX_STATS_WINDOW_DAYS } from '@ptits-mitrons/domain';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { StatsQueryDto } from './dto/stats-query.dto';
import { StatsResponse } from './dto/stats.response';
import { StatsService, type StatsAnswer } from './stats.service';

@ApiTags('statistiques')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({ summary: `Statistiques de visite par jour, totaux, période précédente, pages et appareils (${MAX_STATS_WINDOW_DAYS} jours au plus)` })
  @ApiOkResponse({ type: StatsResponse })
  @ApiErrors(400, 401)
  get(@Query() query: StatsQueryDto): Promise<StatsAnswer> {
    return this.stats.getStats(query.start, query.end, query.page);
  }
}
