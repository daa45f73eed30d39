import { CanActivate, ExecutionContext, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { MetricsService } from './metrics.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Without METRICS_TOKEN the route answers the API's 404 for unknown paths; with it, only `Authorization: Bearer <token>`
 * passes. Both sides are hashed first, so the comparison takes the same time whatever the length or content sent.
 */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected?: Buffer;

  constructor(metrics: MetricsService) {
    this.expected = metrics.token ? digest(metrics.token) : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw new NotFoundException({ message: 'Ressource introuvable.', error: 'Not Found' });
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization;
    const match = typeof header === 'string' ? /^Bearer (.+)$/i.exec(header) : null;
    if (!match || !timingSafeEqual(digest(match[1]), this.expected)) {
      throw new UnauthorizedException('Jeton des métriques absent ou invalide.');
    }
    return true;
  }
}
