import { Module } from '@nestjs/common';
import { CitiesModule } from '../cities/cities.module';
import { AdminParentsController } from './admin-parents.controller';
import { ParentsController } from './parents.controller';
import { ParentsService } from './parents.service';

@Module({
  imports: [CitiesModule],
  controllers: [ParentsController, AdminParentsController],
  providers: [ParentsService],
  exports: [ParentsService],
})
export class ParentsModule {}
