import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const SINGLE_LINE_MESSAGE = 'Ce champ doit tenir sur une ligne, sans caractère de contrôle (retour à la ligne, tabulation…).';

/**
 * A one-line text: no control character (C0 with tab, CR and LF, DEL, C1) nor Unicode line or paragraph separator.
 * Names and addresses reach mail subjects and headers, PDF lines and CSV cells, where a line break is an injection;
 * no one types one in a one-line field. After trimming, so a trailing newline of a paste is simply dropped.
 */
export function SingleLine() {
  return Matches(/^[^\p{Cc}\u2028\u2029]*$/u, { message: SINGLE_LINE_MESSAGE });
}

/** Multi-line fields (comments, reasons, allergies) keep their line breaks and tabs: `{ multiline: true }`. */
interface TextOptions {
  multiline?: boolean;
}

/**
 * A required, trimmed, bounded text field, documented as such in /api/docs. class-validator runs a property's checks
 * in the order they are registered here and stops at the first failure, so "required" comes first.
 */
export function RequiredText(required: string, maxLength: number, tooLong: string, { multiline = false }: TextOptions = {}) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength }),
    trim,
    IsDefined({ message: required }),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(maxLength, { message: tooLong }),
    ...(multiline ? [] : [SingleLine()]),
  );
}

/**
 * A field that may be left out, but not sent as null: the field's other checks then refuse null with their own
 * message. IsOptional lets null through, which a service reads as a value (a NOT NULL column, a password to check).
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/** An optional trimmed text; an empty string counts as absent. */
export function OptionalText(maxLength: number, tooLong: string, notText: string, { multiline = false }: TextOptions = {}) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsString({ message: notText }),
    MaxLength(maxLength, { message: tooLong }),
    ...(multiline ? [] : [SingleLine()]),
  );
}
