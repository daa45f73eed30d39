import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/api-docs';
import { Dac7CopiesService } from './dac7-copies.service';
import { MerchantDac7CopiesResponse } from './dto/dac7-copies.response';

const TOKEN_PARAM = ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' });

/** The artisan's yearly DAC7 copies in their space (same token, same 404 as the rest of the space). */
@ApiTags('merchant-space')
@Controller('merchant-space')
export class MerchantDac7CopiesController {
  constructor(private readonly copies: Dac7CopiesService) {}

  @Get(':token/dac7-copies')
  @TOKEN_PARAM
  @ApiOperation({ summary: "Ses copies annuelles de la déclaration DAC7, de l'année la plus récente à la plus ancienne" })
  @ApiOkResponse({ type: MerchantDac7CopiesResponse })
  @ApiErrors(404)
  list(@Param('token') token: string): Promise<MerchantDac7CopiesResponse> {
    return this.copies.merchantCopies(token);
  }

  @Get(':token/dac7-copies/:year.pdf')
  @TOKEN_PARAM
  @ApiParam({ name: 'year', schema: { type: 'string', pattern: '^\\d{4}$' }, example: '2026' })
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Sa copie DAC7 d'une année (PDF)" })
  @ApiOkResponse({ description: 'Fichier PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async pdf(@Param('token') token: string, @Param('year') year: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const copy = await this.copies.merchantCopyPdf(token, year);
    void reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${copy.filename}"`);
    return copy.pdf;
  }
}
