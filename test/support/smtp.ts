import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipients (RCPT TO). */
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** SMTP_URL for the app under test. */
  url: string;
  port: number;
  /** Every message received since start, parsed (subject, html, text, headers…). */
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages have arrived, or rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (the SMTP server is then "down"); start it again on the same port with startSmtpServer({ port }). */
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  port?: number;
  messages?: ReceivedMail[];
  /**
   * Runs before the server answers each message: the sender waits for it (a slow SMTP server); if it throws, the
   * message is refused with that error and not counted as received.
   */
  beforeAnswer?: (mail: ReceivedMail) => Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1, plain text, no authentication. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages = options.messages ?? [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No DNS lookup of 127.0.0.1 per connection: it would dominate the time of every test mail.
    disableReverseLookup: true,
    // stop() cuts open client connections (the app's pooled ones) at once: the server is "down".
    closeTimeout: 100,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail = { to: session.envelope.rcptTo.map((r) => r.address), parsed };
          await options.beforeAnswer?.(mail);
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`${messages.length} mail(s) reçu(s) sur ${count} attendu(s)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first mail to `to` whose subject matches, once the server's mail worker has delivered it (30 s at most). */
export async function deliveredMail(smtp: TestSmtpServer, received: ReceivedMail[], to: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = received.find((m) => m.to.includes(to) && subject.test(m.parsed.subject ?? ''));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Aucun courriel « ${subject} » pour ${to} ; reçus : ${received.map((m) => `${m.to} ${m.parsed.subject}`).join(' | ')}`);
    await smtp.waitForMessages(received.length + 1, 1_000).catch(() => undefined);
  }
}

/** A personal link's token (the pattern's first group), read from both parts of the mail: they must agree. */
export function linkToken(mail: ReceivedMail, pattern: RegExp): string {
  const inText = pattern.exec(mail.parsed.text ?? '')?.[1];
  const inHtml = pattern.exec(typeof mail.parsed.html === 'string' ? mail.parsed.html : '')?.[1];
  expect(inText).toBeDefined();
  expect(inHtml).toBe(inText);
  return inText!;
}
