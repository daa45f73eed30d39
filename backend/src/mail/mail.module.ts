import { Global, Module, OnModuleInit } from '@nestjs/common';
import { AdminMailController } from './admin-mail.controller';
import { MailRenderer } from './mail-renderer';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';
import { MailWorker } from './mail.worker';

/** Global: any module queues mail through MailService.enqueue inside its own transaction. */
@Global()
@Module({
  controllers: [AdminMailController],
  providers: [MailRenderer, MailService, MailTransport, MailWorker],
  exports: [MailService, MailWorker],
})
export class MailModule implements OnModuleInit {
  constructor(private readonly renderer: MailRenderer) {}

  async onModuleInit(): Promise<void> {
    await this.renderer.compileAll();
  }
}
