import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AdminMailController } from './admin-mail.controller';
import { MailRenderer } from './mail-renderer';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailWorker } from './mail.worker';

/** Global: any module queues mail through MailService.enqueue inside its own transaction, and reads the Clock. */
@Global()
@Module({
  controllers: [AdminMailController],
  providers: [Clock, MailRenderer, MailService, MailTransport, MailWorker],
  exports: [Clock, MailService, MailWorker],
})
export class MailModule {}
