import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/api-docs';
import { MerchantStatementsResponse } from './dto/payouts.response';
import { MerchantStatementsService } from './merchant-statements.service';

const TOKEN_PARAM = ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' });

/** The artisan's payout statements in their space (same token, same 404 as the rest of the space). */
@ApiTags('merchant-space')
@Controller('merchant-space')
export class MerchantStatementsController {
  constructor(private readonly statements: MerchantStatementsService) {}

  @Get(':token/statements')
  @TOKEN_PARAM
  @ApiOperation({ summary: 'Ses relevés de paiement (virements remis à la banque), du plus récent au plus ancien' })
  @ApiOkResponse({ type: MerchantStatementsResponse })
  @ApiErrors(404)
  list(@Param('token') token: string): Promise<MerchantStatementsResponse> {
    return this.statements.merchantStatements(token);
  }

  @Get(':token/statements/:id.pdf')
  @TOKEN_PARAM
  @ApiParam({ name: 'id', format: 'uuid' })
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Un de ses relevés de paiement (PDF)' })
  @ApiOkResponse({ description: 'Fichier PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async statement(@Param('token') token: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const statement = await this.statements.merchantStatementPdf(token, id);
    void reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${statement.number}.pdf"`);
    return statement.pdf;
  }
}
