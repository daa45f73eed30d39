import { Body, Controller, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { parseListQuery, sendListPage } from '../common/list-query';
import { AdminGuard } from './admin.guard';
import { ADMIN_SORTABLE, AdminAccountsService, type AdminRecord } from './admin-accounts.service';
import type { Admin } from './admins.service';
import { CurrentAdmin } from './current-admin.decorator';
import { CreateAdminDto } from './dto/create-admin.dto';
import { UpdateAdminDto } from './dto/update-admin.dto';

@ApiTags('back-office')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin/admins')
export class AdminsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'Comptes des opérateurs (filtres q sur l’e-mail, disabled)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminRecord[]> {
    const listQuery = parseListQuery(query, ADMIN_SORTABLE);
    return sendListPage(reply, 'admins', listQuery, await this.accounts.list(listQuery));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un compte opérateur' })
  findOne(@Param('id') id: string): Promise<AdminRecord> {
    return this.accounts.findOne(id);
  }

  @Post()
  @ApiOperation({ summary: 'Ajouter un administrateur (mot de passe assez fort exigé)' })
  create(@Body() body: CreateAdminDto, @CurrentAdmin() admin: Admin): Promise<AdminRecord> {
    return this.accounts.create(body.email, body.password, admin.id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Réinitialiser le mot de passe et/ou désactiver (ou réactiver) un administrateur' })
  update(@Param('id') id: string, @Body() body: UpdateAdminDto, @CurrentAdmin() admin: Admin): Promise<AdminRecord> {
    return this.accounts.update(id, body, admin.id);
  }
}
