import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { MerchantShareDto } from './dto/merchant-share.dto';
import { MerchantShareHistoryResponse } from './dto/payouts.response';
import { MerchantSharesService } from './merchant-shares.service';

/** An artisan's share per workshop, in the artisan's record of the back office. */
@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/merchant-requests')
export class AdminMerchantSharesController {
  constructor(private readonly shares: MerchantSharesService) {}

  @Get(':id/shares')
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: "La part de l'artisan par atelier et son historique" })
  @ApiOkResponse({ type: MerchantShareHistoryResponse })
  @ApiErrors(404)
  history(@Param('id') id: string): Promise<MerchantShareHistoryResponse> {
    return this.shares.history(id);
  }

  @Post(':id/shares')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: "Changer la part de l'artisan validé par atelier, à partir de maintenant" })
  @ApiOkResponse({ type: MerchantShareHistoryResponse })
  @ApiErrors(400, 404, 409)
  change(@Param('id') id: string, @Body() body: MerchantShareDto, @CurrentAdmin() admin: Admin): Promise<MerchantShareHistoryResponse> {
    return this.shares.change(id, body.share_cents, admin.id);
  }
}
