import { Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { createSecretKey } from 'node:crypto';
import { SIGN_IN_MESSAGES } from '@ptits-mitrons/domain';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { AdminsService, type Admin } from './admins.service';
import { resolveJwtSecret } from './jwt-secret';

export interface AdminTokenPayload {
  sub: string;
  email: string;
  /** The admin's password version when the token was issued (see passwordVersion). */
  pwd: number;
}

/**
 * The time of the admin's last password change in milliseconds (0 if never changed). A token carries it, so a reset
 * ends every session opened before it, even one opened in the same second (`iat` only counts whole seconds).
 */
export const passwordVersion = (admin: Admin): number => admin.passwordChangedAt?.getTime() ?? 0;

export type AdminRequest = FastifyRequest & { user: Admin };

/**
 * A valid, unexpired Bearer token of an admin that still exists and is enabled (a disabled admin's tokens stop
 * working), issued since the admin's last password change.
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
    if (!admin || payload.pwd !== passwordVersion(admin)) throw new UnauthorizedException(SIGN_IN_MESSAGES.sessionInvalid);
    return admin;
  }
}

/**
 * Every admin route; anything but a valid token is a 401 in French (the back office then signs out). An account
 * lookup the database could not answer says nothing about the token: it goes on to the exception filter as a 503.
 */
@Injectable()
export class AdminGuard extends AuthGuard('admin-jwt') {
  handleRequest<T>(error: unknown, admin: T, info: unknown): T {
    if (error instanceof UnauthorizedException || isDatabaseUnavailable(error)) throw error;
    if (error || !admin) {
      throw new UnauthorizedException(info ? SIGN_IN_MESSAGES.sessionInvalid : 'Authentification requise.');
    }
    return admin;
  }
}
