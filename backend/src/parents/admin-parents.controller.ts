import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { parseListQuery, sendListPage } from '../common/list-query';
import { ProposalDto, SendProposalDto } from './dto/proposal.dto';
import { BulkCloseDto, CloseDto, RejectDto } from './dto/reason.dto';
import { UpdateNotesDto } from './dto/update-notes.dto';
import type { ParentRequestTab } from './parent-request-transitions';
import { PARENT_REQUEST_SORTABLE, ParentsService, type BulkCloseResult, type ParentRequestRecord } from './parents.service';

/** The operator's workflow on parent requests (SPEC.md §4, §7). */
@ApiTags('back-office : demandes des parents')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller()
export class AdminParentsController {
  constructor(private readonly parents: ParentsService) {}

  @Get('admin/parent-requests')
  @ApiOperation({ summary: 'Liste (filtres tab, status, q, dates ; conventions ra-data-simple-rest)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<ParentRequestRecord[]> {
    const listQuery = parseListQuery(query, PARENT_REQUEST_SORTABLE);
    return sendListPage(reply, 'parent-requests', listQuery, await this.parents.list(listQuery));
  }

  @Get('admin/parent-requests/counts')
  @ApiOperation({ summary: "Nombre de demandes par onglet, selon les autres filtres" })
  counts(@Query() query: Record<string, unknown>): Promise<Record<ParentRequestTab, number>> {
    return this.parents.counts(parseListQuery(query, PARENT_REQUEST_SORTABLE).filter);
  }

  @Post('admin/parent-requests/bulk-close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archiver plusieurs demandes' })
  bulkClose(@Body() body: BulkCloseDto, @CurrentAdmin() admin: Admin): Promise<BulkCloseResult> {
    return this.parents.bulkClose(body.ids, body.reason, admin.id);
  }

  @Get('admin/parent-requests/:id')
  @ApiOperation({ summary: 'Une demande, avec sa ville, ses propositions et son statut' })
  findOne(@Param('id') id: string): Promise<ParentRequestRecord> {
    return this.parents.findOne(id);
  }

  @Post('admin/parent-requests/:id/proposal')
  @HttpCode(200)
  @ApiOperation({ summary: 'Envoyer une proposition au parent' })
  propose(@Param('id') id: string, @Body() body: SendProposalDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestRecord> {
    return this.parents.sendProposal(id, body, admin.id);
  }

  @Post('admin/parent-requests/:id/validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirmer le règlement du solde (ou demander une proposition validée)' })
  validate(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<{ result: { needsProposal: boolean }; request: ParentRequestRecord }> {
    return this.parents.validate(id, admin.id);
  }

  @Post('admin/parent-requests/:id/validated-proposal')
  @HttpCode(200)
  @ApiOperation({ summary: 'Créer une proposition validée et valider la demande, sans e-mail au parent' })
  validatedProposal(@Param('id') id: string, @Body() body: ProposalDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestRecord> {
    return this.parents.createValidatedProposal(id, body, admin.id);
  }

  @Post('admin/parent-requests/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuser la demande (motif obligatoire)' })
  reject(@Param('id') id: string, @Body() body: RejectDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestRecord> {
    return this.parents.reject(id, body.reason, admin.id);
  }

  @Post('admin/parent-requests/:id/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archiver la demande (motif facultatif)' })
  close(@Param('id') id: string, @Body() body: CloseDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestRecord> {
    return this.parents.close(id, body.reason, admin.id);
  }

  @Put('parents/:id')
  @ApiOperation({ summary: 'Enregistrer le commentaire interne' })
  updateNotes(@Param('id') id: string, @Body() body: UpdateNotesDto): Promise<ParentRequestRecord> {
    return this.parents.updateNotes(id, body);
  }
}
