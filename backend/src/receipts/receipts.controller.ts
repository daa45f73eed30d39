import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import { ApiErrors } from '../common/api-docs';
import { StaffReceiptResponse } from './dto/receipt.response';
import { ReceiptsService } from './receipts.service';
import { sendPdf } from './send-pdf';

const PDF_RESPONSE = ApiOkResponse({ description: 'Le fichier PDF émis, tel quel', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });

/** The parent's documents, through their personal link's token. */
@ApiTags('espace parent')
@Controller('parent-space')
export class ParentSpaceReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get(':token/receipts/:file')
  @ApiParam({ name: 'token', description: 'Le jeton du lien personnel envoyé par e-mail' })
  @ApiParam({ name: 'file', description: 'Le numéro du justificatif suivi de .pdf', example: '2026-000123.pdf' })
  @ApiOperation({ summary: 'Télécharger un reçu ou un avoir de sa demande' })
  @PDF_RESPONSE
  @ApiErrors(404)
  async download(@Param('token') token: string, @Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    sendPdf(reply, await this.receipts.parentFile(token, file));
  }
}

/** Staff: a request's documents and their files. */
@ApiTags('back-office : demandes des parents')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get('parent-requests/:id/receipts')
  @ApiOperation({ summary: 'Les reçus et avoirs émis pour une demande' })
  @ApiOkResponse({ type: StaffReceiptResponse, isArray: true })
  @ApiErrors(404)
  list(@Param('id') id: string): Promise<StaffReceiptResponse[]> {
    return this.receipts.staffList(id);
  }

  @Get('receipts/:id/pdf')
  @ApiOperation({ summary: 'Télécharger un reçu ou un avoir (le fichier émis)' })
  @PDF_RESPONSE
  @ApiErrors(404)
  async download(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    sendPdf(reply, await this.receipts.staffFile(id));
  }
}
