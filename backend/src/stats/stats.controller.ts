import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { StatsQueryDto } from './dto/stats-query.dto';
import { StatsService, type StatsAnswer } from './stats.service';

@ApiTags('statistiques')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({ summary: 'Statistiques de visite par jour, totaux, période précédente, pages et appareils (366 jours au plus)' })
  get(@Query() query: StatsQueryDto): Promise<StatsAnswer> {
    return this.stats.getStats(query.start, query.end, query.page);
  }
}
