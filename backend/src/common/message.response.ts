import { ApiProperty } from '@nestjs/swagger';
import type { MessageAnswer } from '@ptits-mitrons/domain';

/** An answer that is one French sentence (the personal-link requests of both spaces, for one). */
export class MessageResponse implements MessageAnswer {
  @ApiProperty({ description: 'Une phrase en français, à afficher telle quelle' })
  message: string;
}
