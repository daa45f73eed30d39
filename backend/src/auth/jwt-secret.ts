import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { authConfig, databaseConfig } from '../config/configuration';

/**
 * JWT_SECRET, or outside production a random secret generated once and kept under DATA_DIR,
 * so tokens survive a restart. Used by the signer and the verifier alike.
 */
export function resolveJwtSecret(config: ConfigService): string {
  const configured = config.getOrThrow<ReturnType<typeof authConfig>>('auth').jwtSecret;
  if (configured) return configured;
  const dataDir = resolve(config.getOrThrow<ReturnType<typeof databaseConfig>>('database').dataDir);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  new Logger(resolveJwtSecret.name).warn(`JWT_SECRET absent : secret de développement généré dans ${file}`);
  return secret;
}
