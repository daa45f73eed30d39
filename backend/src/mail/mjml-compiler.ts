import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** MJML to HTML in the calling thread; strict validation throws MJML's reason for an invalid layout. */
export async function compileMjml(source: string): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  return (await mjml2html(source, { validationLevel: 'strict', keepComments: false })).html;
}

/** The thread's script, built next to this file (dist/); the tests run the sources, where there is none. */
export const MJML_THREAD_SCRIPT = join(__dirname, 'mjml-thread.js');

type Answer = { id: number } & ({ html: string } | { failure: string });

/**
 * Compiles MJML in a worker thread. Loading MJML takes about a second of CPU and each template some 50 ms more, all
 * of it synchronous: on the server's thread the first mail after a start stalled every request in flight. One thread,
 * started on demand (or by `start()` once the server listens), not holding the process open; a thread that dies fails
 * what it was compiling and the next compilation starts another. Without the built script, MJML runs in the caller's
 * thread.
 */
export class MjmlCompiler {
  private thread?: Worker;
  private readonly waiting = new Map<number, { thread: Worker; resolve: (html: string) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  constructor(private readonly threadScript: string | undefined = existsSync(MJML_THREAD_SCRIPT) ? MJML_THREAD_SCRIPT : undefined) {}

  compile(source: string): Promise<string> {
    if (!this.threadScript) return compileMjml(source);
    const thread = this.start()!;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { thread, resolve, reject });
      thread.postMessage({ id, source });
    });
  }

  /** Starts the thread, which loads MJML at once (no-op without the built script). */
  start(): Worker | undefined {
    if (this.thread || !this.threadScript) return this.thread;
    const thread = new Worker(this.threadScript);
    thread.unref();
    thread.on('message', (answer: Answer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if ('failure' in answer) waiting?.reject(new Error(answer.failure));
      else waiting?.resolve(answer.html);
    });
    thread.on('error', (error) => this.lost(thread, error));
    thread.on('exit', (code) => this.lost(thread, new Error(`Le fil de compilation MJML s'est arrêté (code ${code}).`)));
    this.thread = thread;
    return thread;
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.terminate();
  }

  private lost(thread: Worker, error: Error): void {
    if (this.thread === thread) this.thread = undefined;
    for (const [id, waiting] of this.waiting) {
      if (waiting.thread !== thread) continue;
      this.waiting.delete(id);
      waiting.reject(error);
    }
  }
}
