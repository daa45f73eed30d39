import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import { ApiErrors } from '../common/api-docs';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.types';
import { HealthResponse } from './dto/health.response';

@ApiTags('santé')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  @Get()
  @ApiOperation({ summary: 'État du service et de la base de données' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiErrors(503)
  async check(): Promise<HealthResponse> {
    try {
      await this.database.db.execute(sql`select 1`);
    } catch {
      throw new ServiceUnavailableException('La base de données ne répond pas.');
    }
    return { status: 'ok', database: this.database.kind };
  }
}
