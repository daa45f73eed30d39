import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { LOGIN_THROTTLERS, loginLimitMessage } from './auth/login-throttle';
import {
  CHALLENGE_THROTTLER,
  isChallengeRoute,
  isPublicForm,
  PUBLIC_FORM_THROTTLER,
  TOO_MANY_CHALLENGES,
  TOO_MANY_SUBMISSIONS,
} from './bot-check/public-form-throttle';
import { isPaymentRoute, PAYMENT_THROTTLER, TOO_MANY_PAYMENT_CALLS } from './payments/payment-throttle';
import { SharedThrottlerStorage } from './throttling/shared-throttler-storage';
import { ThrottlingModule } from './throttling/throttling.module';

/**
 * Every named throttler of ThrottlerModule, gathered beside app.module.ts because each belongs to its feature;
 * each one skips the handlers it is not meant for.
 */
export const THROTTLERS: ThrottlerModuleOptions = {
  throttlers: [...LOGIN_THROTTLERS, PUBLIC_FORM_THROTTLER, CHALLENGE_THROTTLER, PAYMENT_THROTTLER],
  errorMessage: (context, detail) => {
    if (isPublicForm(context)) return TOO_MANY_SUBMISSIONS;
    if (isChallengeRoute(context)) return TOO_MANY_CHALLENGES;
    if (isPaymentRoute(context)) return TOO_MANY_PAYMENT_CALLS;
    return loginLimitMessage(detail);
  },
};

/** ThrottlerModule with THROTTLERS, its counters shared between instances (throttling/shared-throttler-storage.ts). */
export const SharedThrottlerModule = ThrottlerModule.forRootAsync({
  imports: [ThrottlingModule],
  inject: [SharedThrottlerStorage],
  useFactory: (storage: SharedThrottlerStorage): ThrottlerModuleOptions => ({ ...THROTTLERS, storage }),
});
