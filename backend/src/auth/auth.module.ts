import { Global, Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { randomBytes } from 'node:crypto';
import type { appConfig, authConfig } from '../config/configuration';
import { DATABASE, type Database } from '../database/database.types';
import { exclusiveAcrossInstances, FIRST_START_LOCK_KEY } from '../database/instance-lock';
import { AdminGuard, AdminJwtStrategy } from './admin.guard';
import { AdminsService } from './admins.service';
import { AuthController } from './auth.controller';
import { LoginDeviceGuard, LoginDevices } from './login-devices';
import { resolveJwtSecret } from './jwt-secret';

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        return {
          secret: resolveJwtSecret(config),
          signOptions: {
            expiresIn: config.getOrThrow<ReturnType<typeof authConfig>>('auth').jwtExpiresIn as `${number}h`,
          },
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [AdminsService, AdminJwtStrategy, AdminGuard, LoginDevices, LoginDeviceGuard],
  exports: [AdminsService, AdminGuard, JwtModule],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly admins: AdminsService,
    private readonly config: ConfigService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or outside production admin@example.com with a printed password.
   * Instances starting together on one database take turns, so one creates it and the others find it.
   */
  async onModuleInit(): Promise<void> {
    await exclusiveAcrossInstances(this.db, FIRST_START_LOCK_KEY, () => this.createFirstAdmin());
  }

  private async createFirstAdmin(): Promise<void> {
    if ((await this.admins.count()) > 0) return;
    const auth = this.config.getOrThrow<ReturnType<typeof authConfig>>('auth');
    const app = this.config.getOrThrow<ReturnType<typeof appConfig>>('app');
    const logger = new Logger(AuthModule.name);
    if (auth.adminEmail && auth.adminPassword) {
      await this.admins.upsert(auth.adminEmail, auth.adminPassword);
      logger.log('Premier administrateur créé depuis ADMIN_EMAIL et ADMIN_PASSWORD');
      return;
    }
    if (app.production) {
      logger.warn("Aucun administrateur : définissez ADMIN_EMAIL et ADMIN_PASSWORD, ou lancez npm run admin:create");
      return;
    }
    const password = randomBytes(12).toString('base64url');
    await this.admins.upsert('admin@example.com', password);
    logger.warn(`Premier administrateur créé : admin@example.com / ${password} (notez ce mot de passe, il ne sera plus affiché)`);
  }
}
