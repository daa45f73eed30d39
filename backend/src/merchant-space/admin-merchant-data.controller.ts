import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { MerchantRequestResponse } from '../merchants/dto/merchant-request.response';
import { MerchantDataExportResponse } from './dto/merchant-data.response';
import { MerchantErasureDto } from './dto/merchant-erasure.dto';
import { MerchantDataService } from './merchant-data.service';

/** Staff act on an artisan's data rights exercised by mail or letter: the same export as the space, and the erasure. */
@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/merchant-requests')
export class AdminMerchantDataController {
  constructor(private readonly data: MerchantDataService) {}

  @Get(':id/data')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Les données de l'artisan (fichier JSON, le même que dans son espace) ; tracé" })
  @ApiOkResponse({ type: MerchantDataExportResponse })
  @ApiErrors(404)
  exportData(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<MerchantDataExportResponse> {
    return this.data.exportForStaff(id, admin.id);
  }

  @Post(':id/erasure')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Effacer les données de l'artisan (demande par e-mail ou courrier) : tout, sauf ce que la loi fiscale impose de garder s'il a été payé ; refusé tant qu'un atelier est en cours, à venir ou à payer",
  })
  @ApiOkResponse({ type: MerchantRequestResponse })
  @ApiErrors(400, 404, 409)
  erase(@Param('id') id: string, @Body() body: MerchantErasureDto, @CurrentAdmin() admin: Admin): Promise<MerchantRequestResponse> {
    return this.data.erase(id, body.reason, admin.id);
  }
}
