import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors, ApiList } from '../common/api-docs';
import { parseListQuery, sendListPage } from '../common/list-query';
import { AUDIT_SORTABLE, AuditService } from './audit.service';
import { AuditRecordResponse } from './dto/audit-record.response';

@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: "Historique des changements d'un enregistrement (filter={\"entity_id\":…})" })
  @ApiList(AuditRecordResponse, 'audit', 'entity_id, entity_type')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditRecordResponse[]> {
    const listQuery = parseListQuery(query, AUDIT_SORTABLE);
    return sendListPage(reply, 'audit', listQuery, await this.audit.list(listQuery));
  }
}
