import { ApiProperty } from '@nestjs/swagger';
import { SCHEDULED_JOB_LABELS, type OperationsStatusAnswer, type OutboxStatus, type ScheduledJobLabelled, type ScheduledJobStatus } from '@ptits-mitrons/domain';

export class ScheduledJobStatusResponse implements ScheduledJobStatus {
  @ApiProperty({ enum: Object.keys(SCHEDULED_JOB_LABELS) })
  job: ScheduledJobLabelled;

  @ApiProperty({ description: 'Faux quand un réglage arrête la tâche sur cette instance (elle n’est alors jamais en retard)' })
  enabled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Fin de la dernière exécution réussie, null si aucune' })
  lastSuccessAt: string | null;

  @ApiProperty({ type: 'integer', description: 'Secondes depuis la dernière réussite, ou depuis le démarrage du serveur s’il n’y en a pas' })
  sinceSeconds: number;

  @ApiProperty()
  late: boolean;
}

export class OutboxStatusResponse implements OutboxStatus {
  @ApiProperty({ type: 'integer', description: 'E-mails en attente d’envoi' })
  queued: number;

  @ApiProperty({ type: 'integer', description: 'Âge du plus ancien e-mail en attente (secondes), 0 si aucun' })
  oldestQueuedSeconds: number;

  @ApiProperty({ type: 'integer', description: 'E-mails abandonnés après leurs essais' })
  failed: number;

  @ApiProperty()
  late: boolean;
}

export class OperationsStatusResponse implements OperationsStatusAnswer {
  @ApiProperty({ type: [ScheduledJobStatusResponse] })
  jobs: ScheduledJobStatusResponse[];

  @ApiProperty({ type: OutboxStatusResponse })
  outbox: OutboxStatusResponse;
}
