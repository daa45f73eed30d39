import { Module } from '@nestjs/common';
import { ParentsModule } from '../parents/parents.module';
import { PaymentsModule } from '../payments/payments.module';

/** The parent's own space (/api/parent-space): their request, its proposal, and the actions open to them. */
@Module({
  imports: [ParentsModule, PaymentsModule],
  controllers: [],
  providers: [],
})
export class ParentSpaceModule {}
