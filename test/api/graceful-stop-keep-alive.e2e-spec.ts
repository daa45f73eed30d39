import { connect, type Socket } from 'node:net';
import { startServer, type RunningServer } from '../support/server';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Everything the server writes on the socket, as text, and whether it closed it. */
function recorded(socket: Socket): { text: () => string; closed: Promise<void> } {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  return { text: () => text, closed: new Promise((resolve) => socket.once('close', () => resolve())) };
}

async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

const until = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Toujours pas : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * A browser keeps its connection open after an answer (keep-alive, 72 s here). A request still arriving when SIGTERM
 * comes is answered; its connection must then be closed, not left to idle out long after the 10 s the stop may take
 * (the process would be cut short, exit 1, before the tracking buffer is written).
 */
describe('Arrêt propre sur SIGTERM : connexions maintenues', () => {
  let server: RunningServer;
  afterEach(async () => {
    await server?.stop();
  });

  it.each([
    ['the page-view beacon (direct route)', '/api/track', JSON.stringify({ session_id: 'keep-alive', page: '/parents', device: 'desktop' }), 204],
    ['a Nest route', '/api/admin/login', '{}', 400],
  ])('answers %s in flight, closes its kept-alive connection and exits 0 at once', async (_label, path, body, status) => {
    server = await startServer({ env: { LOG_LEVEL: 'info' } });
    const socket = await openSocket(server.port);
    const answers = recorded(socket);
    // Headers and the first half of the body: the request has reached its route and waits for the rest.
    const middle = Math.floor(body.length / 2);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nUser-Agent: ${BROWSER}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, middle)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    server.kill('SIGTERM');
    await until(() => server.logs().includes('Signal SIGTERM reçu'), 'le serveur a reçu le signal');
    socket.write(body.slice(middle));
    await until(() => answers.text().startsWith('HTTP/1.1 '), 'une réponse');
    expect(answers.text()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const { code, signal } = await server.exited;
    const stopMs = Date.now() - stoppedAt;
    await answers.closed;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(server.logs()).toContain('Arrêt terminé.');
    // Well before the 10 s deadline: nothing waited for the connection to idle out.
    expect(stopMs).toBeLessThan(5_000);
  }, 60_000);
});
