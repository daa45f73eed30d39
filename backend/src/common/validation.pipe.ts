import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

export const BODY_NOT_OBJECT = 'Le corps de la requête doit être un objet JSON.';
/** Nest's own sentence when a body whose fields are all optional is an array, a string, a number… */
const NEST_NOT_OBJECT = 'Validation failed (object is expected)';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message: message === NEST_NOT_OBJECT ? BODY_NOT_OBJECT : message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Validation answers 400 { statusCode, message, error, errors: [{ field, message }] }, message being the first
 * field's French sentence. Also thrown by the routes that validate by hand.
 */
export function validationFailure(fieldErrors: FieldError[]): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message: fieldErrors[0]?.message ?? 'La requête est invalide.',
    error: 'Bad Request',
    errors: fieldErrors,
  });
}

/** No implicit type conversion: "7" is not a number. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationFailure(flatten(errors)),
  });
}
