import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AdminRequest } from './admin.guard';

/** The admin that AdminGuard authenticated. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AdminRequest>().user,
);
