import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { OperationsStatusResponse } from './dto/operations-status.response';
import { OperationsStatusService } from './operations-status.service';

/** The dashboard's warnings: scheduled jobs late, mail held in the outbox. */
@ApiTags('back-office : exploitation')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller()
export class AdminOperationsController {
  constructor(private readonly operations: OperationsStatusService) {}

  @Get('admin/operations/status')
  @ApiOperation({ summary: 'Dernière réussite de chaque tâche planifiée et file des e-mails, avec ce qui est en retard' })
  @ApiOkResponse({ type: OperationsStatusResponse })
  status(): Promise<OperationsStatusResponse> {
    return this.operations.status();
  }
}
