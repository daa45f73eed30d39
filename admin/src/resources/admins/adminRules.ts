import { PASSWORD_MIN_LENGTH } from '@ptits-mitrons/domain';

/**
 * Validators of the password inputs (react-admin `validate`): a translation key, or undefined. The server also weighs
 * how guessable the password is; the length is the part checked as one types.
 */
export const passwordLongEnough = (value?: string) =>
  value && value.length < PASSWORD_MIN_LENGTH ? 'resources.admins.validation.password_too_short' : undefined;

export const sameAsPassword = (value: string | undefined, values: { password?: string }) =>
  value !== values.password ? 'resources.admins.validation.password_mismatch' : undefined;
