import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * A domain error with a stable code (e.g. PROPOSAL_EXISTS) and a French message the UI shows as it is.
 * Answered as { statusCode, message, error, code }.
 */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, readonly code?: string) {
    super({ statusCode: status, message, error: code ?? HttpStatus[status], ...(code ? { code } : {}) }, status);
  }
}

/** One refused field of a form (validation pipe), or one refused line of a CSV import (`line` then set). */
export class FieldErrorBody {
  @ApiPropertyOptional({ example: 'parent_phone' })
  field?: string;

  @ApiProperty({ example: 'Veuillez entrer un numéro de téléphone valide (10 chiffres)' })
  message: string;

  @ApiPropertyOptional({ description: 'Ligne du fichier importé (import CSV seulement)' })
  line?: number;
}

/** The one error shape of the API (HttpExceptionFilter): every 4xx and 5xx answers it, in French. */
export class ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ description: 'Une phrase en français, à afficher telle quelle', example: 'La requête est invalide.' })
  message: string;

  @ApiProperty({ description: 'Le nom du statut HTTP, ou le code métier', example: 'Bad Request' })
  error: string;

  @ApiPropertyOptional({ description: 'Code métier stable (par ex. PROPOSAL_EXISTS)' })
  code?: string;

  @ApiPropertyOptional({ type: [FieldErrorBody], description: 'Les champs refusés, dans leur ordre (erreurs de saisie)' })
  errors?: FieldErrorBody[];
}
