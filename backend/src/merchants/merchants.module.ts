import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { AdminMerchantsController } from './admin-merchants.controller';
import { MerchantsController } from './merchants.controller';
import { MerchantsService } from './merchants.service';

@Module({
  imports: [CitiesModule],
  controllers: [MerchantsController, AdminMerchantsController],
  providers: [MerchantsService],
})
export class MerchantsModule {}
