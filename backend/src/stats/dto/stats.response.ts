import { ApiProperty } from '@nestjs/swagger';
import type { DailyStatRecord } from '../daily-stats.service';
import { DEVICES, type Device } from '@ptits-mitrons/domain';

/** The answers of the statistics routes, as /api/docs describes them. */
export class FiguresResponse {
  @ApiProperty({ type: 'integer' })
  uniqueSessions: number;

  @ApiProperty({ type: 'integer' })
  pageViews: number;

  @ApiProperty({ example: 42.5, description: 'Pourcentage de 0 à 100' })
  bounceRate: number;
}

export class DayStatsResponse extends FiguresResponse {
  @ApiProperty({ example: '2026-10-24' })
  day: string;
}

export class PeriodStatsResponse extends FiguresResponse {
  @ApiProperty({ example: '2026-10-24' })
  start: string;

  @ApiProperty({ example: '2026-11-22' })
  end: string;
}

export class PageStatsResponse extends FiguresResponse {
  @ApiProperty({ example: '/parents' })
  page: string;

  @ApiProperty({ type: 'integer', description: 'Sessions entrées par cette page' })
  entrances: number;
}

export class DeviceStatsResponse extends FiguresResponse {
  @ApiProperty({ enum: DEVICES })
  device: Device;
}

export class StatsResponse {
  @ApiProperty({ example: '2026-10-24' })
  start: string;

  @ApiProperty({ example: '2026-11-22' })
  end: string;

  @ApiProperty({ type: String, nullable: true })
  page: string | null;

  @ApiProperty({ type: [DayStatsResponse] })
  stats: DayStatsResponse[];

  @ApiProperty({ type: PeriodStatsResponse })
  totals: PeriodStatsResponse;

  @ApiProperty({ type: PeriodStatsResponse, description: 'La période de même longueur juste avant' })
  previous: PeriodStatsResponse;

  @ApiProperty({ type: [PageStatsResponse] })
  pages: PageStatsResponse[];

  @ApiProperty({ type: [DeviceStatsResponse] })
  devices: DeviceStatsResponse[];
}

export class DailyStatResponse extends FiguresResponse implements DailyStatRecord {
  @ApiProperty({ example: '2026-09-28' })
  _id: string;

  @ApiProperty({ example: '2026-09-28' })
  id: string;

  @ApiProperty({ example: '2026-09-28' })
  day: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class DailyStatsImportResponse {
  @ApiProperty({ type: 'integer', description: 'Lignes importées' })
  imported: number;

  @ApiProperty({ type: 'integer' })
  created: number;

  @ApiProperty({ type: 'integer' })
  updated: number;
}
