import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { COUNT_LIMIT, SEARCH_MIN_LENGTH } from '@ptits-mitrons/domain';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors, ApiList, ApiListFilter } from '../common/api-docs';
import { parseListQuery, sendListPage } from '../common/list-query';
import { BulkCloseResponse, ParentRequestCountsResponse, ParentRequestResponse, ValidateResponse } from './dto/parent-request.response';
import { ProposalDto, SendProposalDto } from './dto/proposal.dto';
import { BulkCloseDto, CloseDto, RejectDto } from './dto/reason.dto';
import { UpdateNotesDto } from './dto/update-notes.dto';
import { PARENT_REQUEST_SORTABLE, ParentsService } from './parents.service';

/** The operator's workflow on parent requests (docs/domain.md). */
@ApiTags('back-office : demandes des parents')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller()
export class AdminParentsController {
  constructor(private readonly parents: ParentsService) {}

  @Get('admin/parent-requests')
  @ApiOperation({
    summary: 'Liste (filtres tab, status, q, dates ; conventions ra-data-simple-rest)',
    description: `Avec une recherche q, le total de Content-Range est compté jusqu'à ${COUNT_LIMIT} lignes après le début de la page : au-delà (total > début + ${COUNT_LIMIT}), c'est un minimum. q demande ${SEARCH_MIN_LENGTH} lettres ou chiffres.`,
  })
  @ApiList(ParentRequestResponse, 'parent-requests', 'tab, status, q, createdAt_gte, createdAt_lte, desired_date_gte, desired_date_lte')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<ParentRequestResponse[]> {
    const listQuery = parseListQuery(query, PARENT_REQUEST_SORTABLE);
    return sendListPage(reply, 'parent-requests', listQuery, await this.parents.list(listQuery));
  }

  @Get('admin/parent-requests/counts')
  @ApiOperation({
    summary: 'Nombre de demandes par onglet, selon les autres filtres',
    description: `Exact sans recherche ; avec une recherche q, compté jusqu'à ${COUNT_LIMIT} par onglet (${COUNT_LIMIT + 1} veut dire « plus de ${COUNT_LIMIT} »).`,
  })
  @ApiListFilter("les filtres de la liste, hors onglet")
  @ApiOkResponse({ type: ParentRequestCountsResponse })
  @ApiErrors(400)
  counts(@Query() query: Record<string, unknown>): Promise<ParentRequestCountsResponse> {
    return this.parents.counts(parseListQuery(query, PARENT_REQUEST_SORTABLE).filter);
  }

  @Post('admin/parent-requests/bulk-close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archiver plusieurs demandes' })
  @ApiOkResponse({ type: BulkCloseResponse })
  @ApiErrors(400)
  bulkClose(@Body() body: BulkCloseDto, @CurrentAdmin() admin: Admin): Promise<BulkCloseResponse> {
    return this.parents.bulkClose(body.ids, body.reason, admin.id);
  }

  @Get('admin/parent-requests/:id')
  @ApiOperation({ summary: 'Une demande, avec sa ville, ses propositions et son statut' })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(404)
  findOne(@Param('id') id: string): Promise<ParentRequestResponse> {
    return this.parents.findOne(id);
  }

  @Post('admin/parent-requests/:id/proposal')
  @HttpCode(200)
  @ApiOperation({ summary: 'Envoyer une proposition au parent' })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(400, 404, 409)
  propose(@Param('id') id: string, @Body() body: SendProposalDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestResponse> {
    return this.parents.sendProposal(id, body, admin.id);
  }

  @Post('admin/parent-requests/:id/validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirmer le règlement du solde (ou demander une proposition validée)' })
  @ApiOkResponse({ type: ValidateResponse })
  @ApiErrors(404, 409)
  validate(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<{ result: { needsProposal: boolean }; request: ParentRequestResponse }> {
    return this.parents.validate(id, admin.id);
  }

  @Post('admin/parent-requests/:id/validated-proposal')
  @HttpCode(200)
  @ApiOperation({ summary: 'Créer une proposition validée et valider la demande, sans e-mail au parent' })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(400, 404, 409)
  validatedProposal(@Param('id') id: string, @Body() body: ProposalDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestResponse> {
    return this.parents.createValidatedProposal(id, body, admin.id);
  }

  @Post('admin/parent-requests/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuser la demande (motif obligatoire)' })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(400, 404, 409)
  reject(@Param('id') id: string, @Body() body: RejectDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestResponse> {
    return this.parents.reject(id, body.reason, admin.id);
  }

  @Post('admin/parent-requests/:id/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archiver la demande (motif facultatif)' })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(400, 404, 409)
  close(@Param('id') id: string, @Body() body: CloseDto, @CurrentAdmin() admin: Admin): Promise<ParentRequestResponse> {
    return this.parents.close(id, body.reason, admin.id);
  }

  @Put('parents/:id')
  @ApiOperation({ summary: 'Enregistrer le commentaire interne' })
  @ApiOkResponse({ type: ParentRequestResponse })
  @ApiErrors(400, 404)
  updateNotes(@Param('id') id: string, @Body() body: UpdateNotesDto): Promise<ParentRequestResponse> {
    return this.parents.updateNotes(id, body);
  }
}
