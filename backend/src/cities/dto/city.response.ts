import { ApiProperty } from '@nestjs/swagger';
import type { SectorDto } from '../cities.service';

export class CityResponse {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  id: string;

  @ApiProperty({ example: 'Lyon' })
  nom: string;

  @ApiProperty({ example: '69001' })
  code_postal: string;
}

export class SectorResponse implements SectorDto {
  @ApiProperty({ example: 'boulanger' })
  _id: string;

  @ApiProperty({ example: 'boulanger' })
  id: string;

  @ApiProperty({ example: 'Boulanger' })
  nom: string;
}
