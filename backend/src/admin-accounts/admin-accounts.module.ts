import { Module } from '@nestjs/common';
import { AdminAccountsService } from './admin-accounts.service';
import { AdminsController } from './admins.controller';

/** The back office's operator accounts (list, create, reset, disable), each change audited; sign-in stays in auth. */
@Module({
  controllers: [AdminsController],
  providers: [AdminAccountsService],
})
export class AdminAccountsModule {}
