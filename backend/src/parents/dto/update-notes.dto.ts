import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** PUT /api/parents/{id}: the internal comment (`admin_notes`); other fields of the record are ignored. */
export class UpdateNotesDto {
  @ApiPropertyOptional({ description: 'Ignoré : la demande est celle du chemin' })
  @IsString({ message: "L'identifiant de la demande est invalide." })
  @IsOptional()
  _id?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @MaxLength(5000, { message: 'Le commentaire ne doit pas dépasser 5000 caractères.' })
  @IsString({ message: 'Le commentaire doit être un texte.' })
  @IsOptional()
  admin_notes?: string | null;
}
