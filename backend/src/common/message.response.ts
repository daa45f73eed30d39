import { ApiProperty } from '@nestjs/swagger';

/** An answer that is one French sentence (the personal-link requests of both spaces, for one). */
export class MessageResponse {
  @ApiProperty({ description: 'Une phrase en français, à afficher telle quelle' })
  message: string;
}
