import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.types';

@ApiTags('santé')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  @Get()
  @ApiOperation({ summary: 'État du service et de la base de données' })
  async check(): Promise<{ status: 'ok'; database: DatabaseHandle['kind'] }> {
    try {
      await this.database.db.execute(sql`select 1`);
    } catch {
      throw new ServiceUnavailableException('La base de données ne répond pas.');
    }
    return { status: 'ok', database: this.database.kind };
  }
}
