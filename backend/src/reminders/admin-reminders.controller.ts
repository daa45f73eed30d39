import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { LateRemindersResponse } from './dto/late-reminders.response';
import { RemindersService } from './reminders.service';

/** The dashboard's cards of late requests. */
@ApiTags('back-office : relances')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller()
export class AdminRemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Get('admin/reminders/late')
  @ApiOperation({ summary: 'Demandes en retard maintenant, pour chaque relance à l’opérateur (calculées à la volée)' })
  @ApiOkResponse({ type: LateRemindersResponse })
  late(): Promise<LateRemindersResponse> {
    return this.reminders.late();
  }
}
