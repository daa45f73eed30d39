import { ApiProperty } from '@nestjs/swagger';
import type { AdminRecord } from '../admin-accounts.service';

/** An operator account, as /api/docs describes it. */
export class AdminResponse implements AdminRecord {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  disabled: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt: string | null;
}
