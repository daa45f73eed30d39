/** The server's rule (backend/src/auth/password-strength.ts) also weighs how guessable the password is; this is the part checked as one types. */
export const PASSWORD_MIN_LENGTH = 10;

/** Validators of the password inputs (react-admin `validate`): a translation key, or undefined. */
export const passwordLongEnough = (value?: string) =>
  value && value.length < PASSWORD_MIN_LENGTH ? 'resources.admins.validation.password_too_short' : undefined;

export const sameAsPassword = (value: string | undefined, values: { password?: string }) =>
  value !== values.password ? 'resources.admins.validation.password_mismatch' : undefined;
