import { IsOptional, IsString, MaxLength } from 'class-validator';

/** PUT /api/parents/{id}: the internal comment (SPEC.md's {name}_notes); other fields of the record are ignored. */
export class UpdateNotesDto {
  @IsString({ message: "L'identifiant de la demande est invalide." })
  @IsOptional()
  _id?: string;

  @MaxLength(5000, { message: 'Le commentaire ne doit pas dépasser 5000 caractères.' })
  @IsString({ message: 'Le commentaire doit être un texte.' })
  @IsOptional()
  admin_notes?: string | null;
}
