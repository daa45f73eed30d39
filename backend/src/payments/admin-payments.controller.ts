import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { ParentRequestResponse } from '../parents/dto/parent-request.response';
import { PaymentRefundsService } from './payment-refunds.service';

/** The back office's money actions on a parent request. */
@ApiTags('back-office : demandes des parents')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/parent-requests')
export class AdminPaymentsController {
  constructor(private readonly refunds: PaymentRefundsService) {}

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({ summary: "Rembourser l'acompte (ce qu'il en reste) au parent" })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(401, 404, 409, 503)
  refund(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<ParentRequestResponse> {
    return this.refunds.refundDeposit(id, admin.id);
  }
}
