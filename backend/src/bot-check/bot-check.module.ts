import { Global, Module } from '@nestjs/common';
import { BotCheckInterceptor } from './bot-check.interceptor';
import { BotCheckService } from './bot-check.service';

/** Global: @BotChecked() on a public form's handler needs BotCheckInterceptor resolvable in every module. */
@Global()
@Module({
  providers: [BotCheckService, BotCheckInterceptor],
  exports: [BotCheckService, BotCheckInterceptor],
})
export class BotCheckModule {}
