import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiList } from '../common/api-docs';
import { parseListQuery, sendListPage } from '../common/list-query';
import { CITY_SORTABLE, CitiesService, SECTOR_SORTABLE } from './cities.service';
import { CityResponse, SectorResponse } from './dto/city.response';

@ApiTags('villes')
@Controller()
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get('cities/search')
  @ApiOperation({ summary: 'Autocomplétion des villes (3 caractères minimum, 20 résultats au plus)' })
  @ApiQuery({ name: 'q', required: false, type: String, description: 'Début du nom ou du code postal', example: 'lyo' })
  @ApiOkResponse({ type: CityResponse, isArray: true })
  search(@Query('q') q: unknown): Promise<CityResponse[]> {
    return this.cities.search(typeof q === 'string' ? q.slice(0, 100) : '');
  }

  @Get('cities')
  @ApiOperation({ summary: 'Liste des villes (conventions ra-data-simple-rest)' })
  @ApiList(CityResponse, 'cities', 'q, id')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<CityResponse[]> {
    const listQuery = parseListQuery(query, CITY_SORTABLE);
    return sendListPage(reply, 'cities', listQuery, await this.cities.list(listQuery));
  }

  @Get('activity-sectors')
  @ApiOperation({ summary: "Liste des secteurs d'activité" })
  @ApiList(SectorResponse, 'activity-sectors', 'q, id')
  async sectors(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<SectorResponse[]> {
    const listQuery = parseListQuery(query, SECTOR_SORTABLE);
    return sendListPage(reply, 'activity-sectors', listQuery, await this.cities.listSectors(listQuery));
  }
}
