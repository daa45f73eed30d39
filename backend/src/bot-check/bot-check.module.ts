import { Global, Module } from '@nestjs/common';
import { AltchaService } from './altcha.service';
import { BotCheckController } from './bot-check.controller';
import { BotCheckInterceptor } from './bot-check.interceptor';
import { BotCheckService } from './bot-check.service';

/** Global: @BotChecked() on a public form's handler needs BotCheckInterceptor resolvable in every module. */
@Global()
@Module({
  controllers: [BotCheckController],
  providers: [AltchaService, BotCheckService, BotCheckInterceptor],
  exports: [BotCheckService, BotCheckInterceptor],
})
export class BotCheckModule {}
