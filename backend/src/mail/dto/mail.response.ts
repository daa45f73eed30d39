import { ApiProperty } from '@nestjs/swagger';
import { MAIL_STATUSES, type MailStatus } from '@ptits-mitrons/domain';

/** The answers of the mail-queue routes, as /api/docs describes them. */
export class MailResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  template: string;

  @ApiProperty()
  recipient: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: MAIL_STATUSES })
  status: MailStatus;

  @ApiProperty()
  status_label: string;

  @ApiProperty({ type: 'integer' })
  attempts: number;

  @ApiProperty({ format: 'date-time' })
  next_attempt_at: string;

  @ApiProperty({ type: String, nullable: true })
  last_error: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at: string | null;
}

export class MailDetailResponse extends MailResponse {
  @ApiProperty()
  dedup_key: string;

  @ApiProperty({ description: 'Vide une fois effacé par la rétention' })
  html: string;

  @ApiProperty()
  text: string;

  /** When the retention job erased html and text (docs/decisions.md); null while they are kept. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  body_purged_at: string | null;
}
