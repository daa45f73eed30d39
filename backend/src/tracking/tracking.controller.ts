import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TrackDto } from './dto/track.dto';
import { TrackingService } from './tracking.service';

export const TRACK_PATH = '/api/track';

@ApiTags('suivi')
@Controller()
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Post('track')
  @HttpCode(204)
  @ApiConsumes('application/json', 'text/plain')
  @ApiOperation({ summary: "Enregistre une page vue (sans cookie ni adresse IP) ; les robots sont ignorés" })
  @ApiNoContentResponse({ description: 'Vue reçue (ou ignorée pour un robot)' })
  track(@Body() view: TrackDto, @Headers('user-agent') userAgent?: string): void {
    this.tracking.record(view, userAgent);
  }
}
