import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A required, trimmed, bounded text field, documented as such in /api/docs. class-validator runs a property's checks
 * in the order they are registered here and stops at the first failure, so "required" comes first.
 */
export function RequiredText(required: string, maxLength: number, tooLong: string) {
  return applyDecorators(
    ApiProperty({ type: String, maxLength }),
    trim,
    IsDefined({ message: required }),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(maxLength, { message: tooLong }),
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
export function OptionalText(maxLength: number, tooLong: string, notText: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsString({ message: notText }),
    MaxLength(maxLength, { message: tooLong }),
  );
}
