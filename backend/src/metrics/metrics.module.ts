import { Module } from '@nestjs/common';
import { OperationsModule } from '../operations/operations.module';
import { TrackingModule } from '../tracking/tracking.module';
import { MetricsController } from './metrics.controller';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsService } from './metrics.service';

/** GET /api/metrics for Prometheus, behind METRICS_TOKEN. */
@Module({
  imports: [OperationsModule, TrackingModule],
  controllers: [MetricsController],
  providers: [MetricsService, MetricsTokenGuard],
})
export class MetricsModule {}
