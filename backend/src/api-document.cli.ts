import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, createApiDocument } from './app.factory';
import { AppModule } from './app.module';

/**
 * Prints the API's OpenAPI document (JSON) for `npm run sync:api`. Nest's preview mode reads the modules' routes and
 * classes without creating any provider: no database, no mail, no job, no port.
 */
async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  process.stdout.write(JSON.stringify(createApiDocument(app)));
  await app.close();
}

void main();
