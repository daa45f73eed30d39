import { existsSync } from 'node:fs';
import { databaseConfig } from '../config/configuration';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './database.client';
import type { DatabaseHandle } from './database.types';

/**
 * The database of an `npm run <command>` tool, configured as the server is (`.env`, then the environment). On the
 * embedded database, a folder another program holds (the server, usually) stops the command with one French line
 * saying what to do, and exit code 1, before anything is written.
 */
export async function openCommandDatabase(command: string, poolSize?: number): Promise<DatabaseHandle> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { url, dataDir, connectTimeoutMs, statementTimeoutMs } = databaseConfig();
  try {
    return await openDatabase({ url, dataDir, connectTimeoutMs, statementTimeoutMs, poolSize, program: `npm run ${command}` });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
