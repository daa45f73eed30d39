import { ApiProperty } from '@nestjs/swagger';
import type { DatabaseHandle } from '../../database/database.types';

export class HealthResponse {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ enum: ['pglite', 'postgres'], description: 'La base de données en service' })
  database: DatabaseHandle['kind'];
}
