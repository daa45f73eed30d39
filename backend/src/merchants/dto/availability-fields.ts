import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { AVAILABILITY_MESSAGES, HALF_HOUR_SLOTS, MAX_CHILDREN, MAX_CHILDREN_MESSAGE, WEEK_DAYS } from '@ptits-mitrons/domain';
import { IsOmittable } from '../../common/form-fields';

/**
 * The availability fields the application form, the back office's edit and the artisan's space share. The checks
 * run in the order applyDecorators registers them and stop at the first failure, so presence comes first.
 */
const presence = (required: boolean, message: string) => (required ? IsDefined({ message }) : IsOptional());
const documented = (required: boolean) => (required ? ApiProperty : ApiPropertyOptional);

/** The weekdays the artisan hosts workshops (WEEK_DAYS), each once. */
export function AvailableDays(required: boolean): PropertyDecorator {
  return applyDecorators(
    documented(required)({ enum: WEEK_DAYS, isArray: true }),
    presence(required, AVAILABILITY_MESSAGES.days),
    IsArray({ message: AVAILABILITY_MESSAGES.days }),
    ArrayMaxSize(WEEK_DAYS.length, { message: AVAILABILITY_MESSAGES.days }),
    ArrayUnique({ message: AVAILABILITY_MESSAGES.daysDuplicate }),
    IsIn(WEEK_DAYS, { each: true, message: AVAILABILITY_MESSAGES.days }),
  );
}

/** The half-hour slots (HALF_HOUR_SLOTS) the artisan is available, each once. */
export function AvailableHours(required: boolean): PropertyDecorator {
  return applyDecorators(
    documented(required)({ enum: HALF_HOUR_SLOTS, isArray: true }),
    presence(required, AVAILABILITY_MESSAGES.hours),
    IsArray({ message: AVAILABILITY_MESSAGES.hours }),
    ArrayMaxSize(HALF_HOUR_SLOTS.length, { message: AVAILABILITY_MESSAGES.hours }),
    ArrayUnique({ message: AVAILABILITY_MESSAGES.hoursDuplicate }),
    IsIn(HALF_HOUR_SLOTS, { each: true, message: AVAILABILITY_MESSAGES.hours }),
  );
}

/**
 * How many children the artisan hosts at once (MAX_CHILDREN), not the shop's area (`capacity`). Left out it is kept;
 * null is refused (the column has always a number).
 */
export function MaxChildren(required: boolean): PropertyDecorator {
  return applyDecorators(
    documented(required)({ type: 'integer', minimum: MAX_CHILDREN.min, maximum: MAX_CHILDREN.max }),
    required ? IsDefined({ message: MAX_CHILDREN_MESSAGE }) : IsOmittable(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: MAX_CHILDREN_MESSAGE }),
    IsInt({ message: MAX_CHILDREN_MESSAGE }),
    Min(MAX_CHILDREN.min, { message: MAX_CHILDREN_MESSAGE }),
    Max(MAX_CHILDREN.max, { message: MAX_CHILDREN_MESSAGE }),
  );
}
