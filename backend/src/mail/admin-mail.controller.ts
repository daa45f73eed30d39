import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors, ApiList } from '../common/api-docs';
import { parseListQuery, sendListPage } from '../common/list-query';
import { MailDetailResponse, MailResponse } from './dto/mail.response';
import { MAIL_SORTABLE, MailService } from './mail.service';

@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/mails')
export class AdminMailController {
  constructor(private readonly mails: MailService) {}

  @Get()
  @ApiOperation({ summary: "File d'envoi des mails (filtres status, template, q sur destinataire et objet)" })
  @ApiList(MailResponse, 'mails', 'status, template, q (destinataire, objet)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<MailResponse[]> {
    const listQuery = parseListQuery(query, MAIL_SORTABLE);
    return sendListPage(reply, 'mails', listQuery, await this.mails.list(listQuery));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un mail, avec ses versions HTML et texte' })
  @ApiOkResponse({ type: MailDetailResponse })
  @ApiErrors(404)
  findOne(@Param('id') id: string): Promise<MailDetailResponse> {
    return this.mails.findOne(id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renvoyer un mail en attente ou en échec' })
  @ApiOkResponse({ type: MailDetailResponse })
  @ApiErrors(404, 409)
  retry(@Param('id') id: string, @CurrentAdmin() admin: Admin): Promise<MailDetailResponse> {
    return this.mails.retry(id, admin.id);
  }
}
