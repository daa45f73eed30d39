import { ApiProperty } from '@nestjs/swagger';
import { ERASURE_PENDING_REASONS, type ErasurePendingReason } from '@ptits-mitrons/domain';

/** The answers of the data rights (« Mes données »), as /api/docs describes them. */
export class ParentDataMailResponse {
  @ApiProperty({ example: 'parent-deposit-paid' })
  template: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ example: 'sent' })
  status: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at: string | null;
}

export class ParentDataExportResponse {
  @ApiProperty({ enum: ['ptits-mitrons/donnees-parent/1'] })
  format: 'ptits-mitrons/donnees-parent/1';

  @ApiProperty({ format: 'date-time' })
  exported_at: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ type: [String], description: 'Ce que contient le fichier, en français' })
  notes: string[];

  @ApiProperty({
    description:
      'Par table (nom en base) : les lignes de chaque table liée aux demandes par une clé étrangère, les demandes elles-mêmes et leur historique (audit_events)',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
  })
  tables: Record<string, Record<string, unknown>[]>;

  @ApiProperty({ type: [ParentDataMailResponse], description: "Les e-mails envoyés à l'adresse (objet et dates)" })
  mails: ParentDataMailResponse[];
}

export class ParentErasurePendingResponse {
  @ApiProperty({ enum: ERASURE_PENDING_REASONS })
  reason: ErasurePendingReason;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Premier jour (Paris) où l’effacement sera possible, si on le connaît' })
  possible_from: string | null;

  @ApiProperty({ description: 'La raison et le moment, en français' })
  text: string;
}

export class ParentErasureRequestResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  child_firstname: string;

  @ApiProperty({ format: 'date' })
  workshop_day: string;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ type: ParentErasurePendingResponse, nullable: true })
  pending: ParentErasurePendingResponse | null;
}

export class ParentErasureStatusResponse {
  @ApiProperty({ type: [ParentErasureRequestResponse] })
  requests: ParentErasureRequestResponse[];

  @ApiProperty({ type: 'integer', description: 'Demandes effaçables maintenant' })
  erasable: number;
}

export class ParentErasureResponse {
  @ApiProperty()
  message: string;

  @ApiProperty({ type: [String], description: 'Les demandes effacées par cet appel' })
  erased: string[];

  @ApiProperty({ type: [ParentErasureRequestResponse], description: 'Les demandes conservées, avec la raison' })
  pending: ParentErasureRequestResponse[];
}
