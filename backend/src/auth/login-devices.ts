import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import type { appConfig } from '../config/configuration';

/** How long a browser stays recognised for an account after a successful sign-in. */
const DEVICE_DAYS = 180;
const AUDIENCE = 'login-device';

export type LoginRequest = FastifyRequest & { loginDevice?: string };

interface DevicePayload {
  email: string;
  jti: string;
}

export function normalizedLoginEmail(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

/** One cookie per account, so that two admins sharing a browser each keep theirs. */
function cookieName(email: string): string {
  return `ptm_device_${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser where an admin signed in
 * gets a signed, HttpOnly cookie naming the account. Tries carrying it are limited per device, the others share the
 * account's budget, so an attacker who spends that budget does not lock the admin out of their own browsers.
 */
@Injectable()
export class LoginDevices {
  private readonly secure: boolean;

  constructor(
    private readonly jwt: JwtService,
    config: ConfigService,
  ) {
    this.secure = config.getOrThrow<ReturnType<typeof appConfig>>('app').production;
  }

  /** The device id when the request carries a valid device cookie for the e-mail it signs in with. */
  recognise(request: FastifyRequest): string | undefined {
    const email = normalizedLoginEmail(request.body);
    if (!email) return undefined;
    const token = readCookie(request.headers.cookie, cookieName(email));
    if (!token) return undefined;
    try {
      const payload = this.jwt.verify<DevicePayload>(token, { audience: AUDIENCE });
      return payload.email === email && typeof payload.jti === 'string' ? payload.jti : undefined;
    } catch {
      return undefined;
    }
  }

  /** Sets (or renews) the device cookie of this browser for the account just signed in to. */
  async remember(reply: FastifyReply, email: string): Promise<void> {
    const token = await this.jwt.signAsync({ email }, { audience: AUDIENCE, expiresIn: `${DEVICE_DAYS}d`, jwtid: randomUUID() });
    const attributes = [`Path=/api/admin/login`, `Max-Age=${DEVICE_DAYS * 86_400}`, 'HttpOnly', 'SameSite=Strict'];
    if (this.secure) attributes.push('Secure');
    reply.header('set-cookie', `${cookieName(email)}=${token}; ${attributes.join('; ')}`);
  }
}

/** Runs before ThrottlerGuard on login: marks the request with its device id, which picks its throttle. */
@Injectable()
export class LoginDeviceGuard implements CanActivate {
  constructor(private readonly devices: LoginDevices) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<LoginRequest>();
    request.loginDevice = this.devices.recognise(request);
    return true;
  }
}
