import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

export const DEVICES = ['mobile', 'desktop', 'unknown'] as const;
export type Device = (typeof DEVICES)[number];

export const SESSION_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const PAGE_MAX_LENGTH = 512;
/** A path: starts with one slash, no whitespace or control characters (browsers send paths percent-encoded). */
export const PAGE_PATTERN = /^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/;
/** What a browser could send before the query string is dropped. */
const RAW_PAGE_MAX_LENGTH = 4096;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds or an ISO 8601 string that names a real instant. */
export function parseTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= 8.64e15 ? value : undefined;
  if (typeof value !== 'string' || !ISO_8601.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

function IsTimestamp(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isTimestamp', validator: { validate: (value) => parseTimestamp(value) !== undefined } }, options);
}

function IsTrackedPage(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrackedPage',
      validator: {
        validate: (value) =>
          typeof value === 'string' && PAGE_PATTERN.test(value) && value.split(/[?#]/, 1)[0].length <= PAGE_MAX_LENGTH,
      },
    },
    options,
  );
}

/** SPEC.md §3 tracking payload. Decorators run bottom-up: the "required" check comes last so it reports first. */
export class TrackDto {
  @ApiProperty({ description: 'Identifiant de session (stockage de session du navigateur)', example: 'k3v9x2m1q8' })
  @Matches(SESSION_ID_PATTERN, { message: "L'identifiant de session doit faire 1 à 64 caractères parmi lettres, chiffres, « . », « _ » et « - »." })
  @IsString({ message: "L'identifiant de session doit être une chaîne de caractères." })
  @IsDefined({ message: "L'identifiant de session est obligatoire." })
  session_id: string;

  @ApiProperty({ description: 'Chemin de la page vue, commençant par /', example: '/parents' })
  @IsTrackedPage({ message: `La page doit être un chemin commençant par « / » (${PAGE_MAX_LENGTH} caractères au plus, sans espace).` })
  @MaxLength(RAW_PAGE_MAX_LENGTH, { message: `La page doit être un chemin commençant par « / » (${PAGE_MAX_LENGTH} caractères au plus, sans espace).` })
  @IsString({ message: 'La page doit être une chaîne de caractères.' })
  @IsDefined({ message: 'La page est obligatoire.' })
  page: string;

  @ApiPropertyOptional({ description: "Horodatage (millisecondes depuis l'époque Unix ou ISO 8601) ; l'heure du serveur s'il est décalé de plus d'un jour", example: 1763800000000 })
  @IsTimestamp({ message: "L'horodatage doit être un nombre de millisecondes ou une date ISO 8601." })
  @IsOptional()
  ts?: number | string;

  @ApiProperty({ enum: DEVICES, example: 'mobile' })
  @IsIn(DEVICES, { message: "L'appareil doit être « mobile », « desktop » ou « unknown »." })
  @IsDefined({ message: "L'appareil est obligatoire." })
  device: Device;
}
