import { ApiProperty } from '@nestjs/swagger';

export class MerchantDac7CopyResponse {
  @ApiProperty({ type: 'integer', example: 2026 })
  year: number;

  @ApiProperty({ format: 'date-time', description: 'Date du dernier tirage de la copie' })
  updated_at: string;
}

export class MerchantDac7CopiesResponse {
  @ApiProperty({ type: [MerchantDac7CopyResponse] })
  copies: MerchantDac7CopyResponse[];
}

export class Dac7CopyRegenerateResponse {
  @ApiProperty({ type: 'integer', example: 2026 })
  year: number;

  @ApiProperty({ type: 'integer', description: '1 au premier tirage, +1 à chaque nouveau tirage' })
  version: number;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty({ description: "Un e-mail avec la copie a été mis en file pour l'artisan" })
  mailed: boolean;
}
