/**
 * The floor for bench:track: a bare Fastify server (same version, same JSON body parsing, same body limit) whose
 * POST /api/track only answers 204. Run as its own process, like the real server, and prints "ready" when listening.
 */
import Fastify from 'fastify';

async function main(): Promise<void> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.post('/api/track', async (_request, reply) => reply.code(204).send());
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('ready');
}

void main();
