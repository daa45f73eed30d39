import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { LegalModule } from '../legal/legal.module';
import { AdminParentsController } from './admin-parents.controller';
import { ParentRequestPaymentsService } from './parent-request-payments.service';
import { ParentRequestTransitionsService } from './parent-request-transitions.service';
import { ParentsController } from './parents.controller';
import { ParentsService } from './parents.service';

@Module({
  imports: [CitiesModule, LegalModule],
  controllers: [ParentsController, AdminParentsController],
  providers: [ParentsService, ParentRequestTransitionsService, ParentRequestPaymentsService],
  // The payments module reaches requests through their payment hooks only; the parent space, through the transitions.
  exports: [ParentRequestPaymentsService, ParentRequestTransitionsService],
})
export class ParentsModule {}
