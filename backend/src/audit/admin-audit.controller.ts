import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { parseListQuery, sendListPage } from '../common/list-query';
import { AUDIT_SORTABLE, AuditService, type AuditRecord } from './audit.service';

@ApiTags('back-office')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: "Historique des changements d'un enregistrement (filter={\"entity_id\":…})" })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditRecord[]> {
    const listQuery = parseListQuery(query, AUDIT_SORTABLE);
    return sendListPage(reply, 'audit', listQuery, await this.audit.list(listQuery));
  }
}
