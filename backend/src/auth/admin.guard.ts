import { Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AdminsService, type Admin } from './admins.service';
import { resolveJwtSecret } from './jwt-secret';

export interface AdminTokenPayload {
  sub: string;
  email: string;
  /** Issued at, in seconds (jsonwebtoken adds it). */
  iat?: number;
}

/** A token issued before the admin's last password change (one of the same second is kept: iat counts whole seconds). */
const issuedBeforePasswordChange = (payload: AdminTokenPayload, admin: Admin) =>
  !!admin.passwordChangedAt && (payload.iat ?? 0) < Math.floor(admin.passwordChangedAt.getTime() / 1000);

export type AdminRequest = FastifyRequest & { user: Admin };

const SESSION_INVALID = 'Session expirée ou invalide. Veuillez vous reconnecter.';

/**
 * A valid, unexpired Bearer token of an admin that still exists and is enabled (a disabled admin's tokens stop
 * working), issued after the admin's last password change.
 */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, 'admin-jwt') {
  constructor(
    private readonly admins: AdminsService,
    config: ConfigService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      // A KeyObject: given a string, jsonwebtoken first tries (and fails) to parse it as a public key on every request.
      secretOrKey: createSecretKey(Buffer.from(resolveJwtSecret(config))) as unknown as string,
    });
  }

  async validate(payload: AdminTokenPayload): Promise<Admin> {
    const admin = typeof payload?.sub === 'string' ? await this.admins.findActiveById(payload.sub) : undefined;
    if (!admin || issuedBeforePasswordChange(payload, admin)) throw new UnauthorizedException(SESSION_INVALID);
    return admin;
  }
}

/** Every admin route; anything but a valid token is a 401 in French (the back office then signs out). */
@Injectable()
export class AdminGuard extends AuthGuard('admin-jwt') {
  handleRequest<T>(error: unknown, admin: T, info: unknown): T {
    if (error instanceof UnauthorizedException) throw error;
    if (error || !admin) {
      throw new UnauthorizedException(info ? SESSION_INVALID : 'Authentification requise.');
    }
    return admin;
  }
}
