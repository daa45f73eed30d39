import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { PayoutDetailsResponse } from './dto/payout-details.response';
import { PayoutDetailsService } from './payout-details.service';

/** An artisan's payout details on their back-office page: masked and read only (the artisan enters them). */
@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/merchant-requests')
export class AdminPayoutDetailsController {
  constructor(private readonly details: PayoutDetailsService) {}

  @Get(':id/payout-details')
  @ApiOperation({ summary: "Les coordonnées de paiement de l'artisan (IBAN et numéro fiscal masqués) et ce qui manque" })
  @ApiOkResponse({ type: PayoutDetailsResponse })
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<PayoutDetailsResponse> {
    return this.details.forStaff(id);
  }
}
