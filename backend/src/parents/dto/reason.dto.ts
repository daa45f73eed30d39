import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsUUID } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/form-fields';

export class RejectDto {
  @RequiredText('Le motif du refus est obligatoire.', 1000, 'Le motif du refus ne doit pas dépasser 1000 caractères.', { multiline: true })
  reason: string;
}

/** The archive reason is optional (a default is used). */
export class CloseDto {
  @OptionalText(1000, "Le motif d'archivage ne doit pas dépasser 1000 caractères.", "Le motif d'archivage doit être un texte.", { multiline: true })
  reason?: string;
}

export class BulkCloseDto extends CloseDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: 1000 })
  @IsUUID('all', { each: true, message: 'Chaque identifiant de demande doit être valide.' })
  @ArrayMaxSize(1000, { message: 'Au plus 1000 demandes peuvent être archivées à la fois.' })
  @ArrayNotEmpty({ message: 'Sélectionnez au moins une demande à archiver.' })
  @IsArray({ message: 'Sélectionnez au moins une demande à archiver.' })
  ids: string[];
}
