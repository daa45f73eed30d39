import { ApiProperty } from '@nestjs/swagger';
import type { AuditRecord } from '../audit.service';

/** One line of a record's history, as /api/docs describes it. */
export class AuditRecordResponse implements AuditRecord {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'parent_request' })
  entity_type: string;

  @ApiProperty()
  entity_id: string;

  @ApiProperty({ example: 'reject' })
  action: string;

  @ApiProperty({ description: "Identifiant d'un administrateur, ou public, stripe, system" })
  actor: string;

  @ApiProperty({ description: "E-mail de l'administrateur, sinon l'acteur lui-même" })
  actor_label: string;

  @ApiProperty({ type: String, nullable: true })
  status_before: string | null;

  @ApiProperty({ type: String, nullable: true })
  status_after: string | null;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
