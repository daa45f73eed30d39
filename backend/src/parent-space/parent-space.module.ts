import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { PaymentsModule } from '../payments/payments.module';
import { ParentSpaceController } from './parent-space.controller';
import { ParentSpaceService } from './parent-space.service';

/** The parent's own space (/api/parent-space): their request, its proposal, and the actions open to them. */
@Module({
  imports: [ParentsModule, PaymentsModule],
  controllers: [ParentSpaceController],
  providers: [ParentSpaceService],
})
export class ParentSpaceModule {}
