import { Body, Controller, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth/admin.guard';
import type { Admin } from '../auth/admins.service';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { ApiErrors, ApiList } from '../common/api-docs';
import { parseListQuery, sendListPage } from '../common/list-query';
import { ADMIN_SORTABLE, AdminAccountsService } from './admin-accounts.service';
import { AdminResponse } from './dto/admin.response';
import { CreateAdminDto } from './dto/create-admin.dto';
import { UpdateAdminDto } from './dto/update-admin.dto';

@ApiTags('back-office')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(AdminGuard)
@Controller('admin/admins')
export class AdminsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'Comptes des opérateurs (filtres q sur l’e-mail, disabled)' })
  @ApiList(AdminResponse, 'admins', 'q (e-mail), disabled')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminResponse[]> {
    const listQuery = parseListQuery(query, ADMIN_SORTABLE);
    return sendListPage(reply, 'admins', listQuery, await this.accounts.list(listQuery));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un compte opérateur' })
  @ApiOkResponse({ type: AdminResponse })
  @ApiErrors(404)
  findOne(@Param('id') id: string): Promise<AdminResponse> {
    return this.accounts.findOne(id);
  }

  @Post()
  @ApiOperation({ summary: 'Ajouter un administrateur (mot de passe assez fort exigé)' })
  @ApiCreatedResponse({ type: AdminResponse })
  @ApiErrors(400, 409)
  create(@Body() body: CreateAdminDto, @CurrentAdmin() admin: Admin): Promise<AdminResponse> {
    return this.accounts.create(body.email, body.password, admin.id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Réinitialiser le mot de passe et/ou désactiver (ou réactiver) un administrateur' })
  @ApiOkResponse({ type: AdminResponse })
  @ApiErrors(400, 404, 409)
  update(@Param('id') id: string, @Body() body: UpdateAdminDto, @CurrentAdmin() admin: Admin): Promise<AdminResponse> {
    return this.accounts.update(id, body, admin.id);
  }
}
