import { Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors } from '../common/api-docs';
import { ParentDataExportResponse, ParentErasureResponse } from './dto/parent-data.response';
import { PARENT_DATA_FILENAME } from './parent-data-tables';
import { ParentDataService } from './parent-data.service';

/** The same export and erasure from a request's page, for rights exercised by mail; audited with the admin as actor. */
@ApiTags('back-office : demandes des parents')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/parent-requests')
export class AdminParentDataController {
  constructor(private readonly data: ParentDataService) {}

  @Get(':id/data')
  @Header('Content-Disposition', `attachment; filename="${PARENT_DATA_FILENAME}"`)
  @ApiOperation({ summary: "Exporter les données de l'adresse e-mail de la demande (fichier JSON, droit d'accès)" })
  @ApiOkResponse({ type: ParentDataExportResponse })
  @ApiErrors(404)
  export(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<ParentDataExportResponse> {
    return this.data.exportForStaff(id, admin.id);
  }

  @Post(':id/erasure')
  @HttpCode(200)
  @ApiOperation({ summary: "Effacer les données de l'adresse e-mail de la demande (chaque demande sans rien en cours)" })
  @ApiOkResponse({ type: ParentErasureResponse })
  @ApiErrors(404, 409)
  erase(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<ParentErasureResponse> {
    return this.data.eraseForStaff(id, admin.id);
  }
}
