import { Body, Controller, Get, HttpCode, Post, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { SIGN_IN_MESSAGES } from '@ptits-mitrons/domain';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/api-docs';
import { AdminGuard, passwordVersion, type AdminTokenPayload } from './admin.guard';
import { type Admin, AdminsService } from './admins.service';
import { CurrentAdmin } from './current-admin.decorator';
import { CurrentAdminResponse, LoginResponse } from './dto/login.response';
import { LoginDto } from './dto/login.dto';
import { LoginDeviceGuard, LoginDevices } from './login-devices';
import { LOGIN_THROTTLE } from './login-throttle';

@ApiTags('authentification')
@Controller('admin')
export class AuthController {
  constructor(
    private readonly admins: AdminsService,
    private readonly jwt: JwtService,
    private readonly devices: LoginDevices,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginDeviceGuard, ThrottlerGuard)
  @Throttle(LOGIN_THROTTLE)
  @ApiOperation({ summary: "Connexion d'un administrateur" })
  @ApiOkResponse({ type: LoginResponse })
  @ApiErrors(400, 401, 429)
  async login(@Body() body: LoginDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    const admin = await this.admins.verifyCredentials(body.email, body.password);
    if (!admin) throw new UnauthorizedException(SIGN_IN_MESSAGES.failed);
    const payload: AdminTokenPayload = { sub: admin.id, email: admin.email, pwd: passwordVersion(admin) };
    await this.devices.remember(reply, admin.email);
    return { token: await this.jwt.signAsync(payload) };
  }

  @Get('me')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "L'administrateur connecté" })
  @ApiOkResponse({ type: CurrentAdminResponse })
  @ApiErrors(401)
  me(@CurrentAdmin() admin: Admin): CurrentAdminResponse {
    return { _id: admin.id, id: admin.id, email: admin.email, type: 'Administrateurs' };
  }
}
