import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ALLERGIES_LABEL, ALLERGIES_MAX_LENGTH, ALLERGIES_MESSAGE, NUMBER_OF_CHILDREN, NUMBER_OF_CHILDREN_MESSAGES } from '@ptits-mitrons/domain';

/** PUT /api/parent-space/{token}/details: at least one field (the service says so in French when both are absent). */
export class ParentSpaceDetailsDto {
  @ApiPropertyOptional({ type: 'integer', minimum: NUMBER_OF_CHILDREN.min, maximum: NUMBER_OF_CHILDREN.max })
  @Max(NUMBER_OF_CHILDREN.max, { message: NUMBER_OF_CHILDREN_MESSAGES.range })
  @Min(NUMBER_OF_CHILDREN.min, { message: NUMBER_OF_CHILDREN_MESSAGES.range })
  @IsInt({ message: NUMBER_OF_CHILDREN_MESSAGES.integer })
  @IsNumber({}, { message: NUMBER_OF_CHILDREN_MESSAGES.number })
  @IsOptional()
  number_of_children?: number;

  /** Trimmed; an empty string clears the field. */
  @ApiPropertyOptional({ type: String, maxLength: ALLERGIES_MAX_LENGTH, description: `${ALLERGIES_LABEL} ; une chaîne vide efface le champ` })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(ALLERGIES_MAX_LENGTH, { message: ALLERGIES_MESSAGE })
  @IsString({ message: ALLERGIES_MESSAGE })
  @IsOptional()
  allergies?: string;
}
