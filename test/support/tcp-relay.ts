import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './server';

/**
 * A TCP relay between the app and PostgreSQL, to take the database away as a network would: `cut()` resets every
 * connection and closes the port (connections are refused), `blackhole()` keeps connections open but lets nothing
 * through (a dead route: only timeouts end the wait), `restore()` relays again on the same port.
 */
export class TcpRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private mode: 'relay' | 'blackhole' = 'relay';

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpRelay> {
    const relay = new TcpRelay(await freePort(), target);
    await relay.listen();
    return relay;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private listen(): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (this.mode === 'blackhole') return client.pause();
      const upstream = connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  async cut(): Promise<void> {
    this.dropAll();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = undefined;
  }

  blackhole(): void {
    this.mode = 'blackhole';
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  async restore(): Promise<void> {
    this.mode = 'relay';
    this.dropAll();
    if (!this.server) await this.listen();
  }

  async stop(): Promise<void> {
    this.dropAll();
    if (this.server) await new Promise((resolve) => this.server!.close(resolve));
  }
}
