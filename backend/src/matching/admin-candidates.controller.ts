import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { CandidatesService } from './candidates.service';
import { CandidatesQueryDto } from './dto/candidates-query.dto';
import { CandidateResponse } from './dto/candidate.response';

/** "Trouver un artisan" on a paid request: the ranked candidates staff offer the workshop to. */
@ApiTags('back-office : mise en relation')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller()
export class AdminCandidatesController {
  constructor(private readonly candidates: CandidatesService) {}

  @Get('admin/parent-requests/:id/candidates')
  @ApiOperation({ summary: 'Artisans candidats, classés (éligibles, puis distance, puis moins d’ateliers récents)' })
  @ApiOkResponse({ type: [CandidateResponse] })
  @ApiErrors(400, 404, 409)
  list(@Param('id') id: string, @Query() query: CandidatesQueryDto): Promise<CandidateResponse[]> {
    return this.candidates.candidates(id, query);
  }
}
