import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { LOGIN_THROTTLERS, TOO_MANY_LOGINS } from '../auth/login-throttle';
import { isPublicForm, PUBLIC_FORM_THROTTLER, TOO_MANY_SUBMISSIONS } from '../bot-check/public-form-throttle';

/** Every named throttler of ThrottlerModule; each one skips the handlers it is not meant for. */
export const THROTTLERS: ThrottlerModuleOptions = {
  throttlers: [...LOGIN_THROTTLERS, PUBLIC_FORM_THROTTLER],
  errorMessage: (context) => (isPublicForm(context) ? TOO_MANY_SUBMISSIONS : TOO_MANY_LOGINS),
};
