import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { parseListQuery, sendListPage } from '../common/list-query';
import { CITY_SORTABLE, CitiesService, SECTOR_SORTABLE, type CityDto, type SectorDto } from './cities.service';

@ApiTags('villes')
@Controller()
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get('cities/search')
  @ApiOperation({ summary: 'Autocomplétion des villes (3 caractères minimum, 20 résultats au plus)' })
  search(@Query('q') q: unknown): Promise<CityDto[]> {
    return this.cities.search(typeof q === 'string' ? q.slice(0, 100) : '');
  }

  @Get('cities')
  @ApiOperation({ summary: 'Liste des villes (conventions ra-data-simple-rest)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<CityDto[]> {
    const listQuery = parseListQuery(query, CITY_SORTABLE);
    return sendListPage(reply, 'cities', listQuery, await this.cities.list(listQuery));
  }

  @Get('activity-sectors')
  @ApiOperation({ summary: "Liste des secteurs d'activité" })
  async sectors(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<SectorDto[]> {
    const listQuery = parseListQuery(query, SECTOR_SORTABLE);
    return sendListPage(reply, 'activity-sectors', listQuery, await this.cities.listSectors(listQuery));
  }
}
