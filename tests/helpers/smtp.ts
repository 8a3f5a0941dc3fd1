/**
 * A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1 and a random port. It accepts any
 * sender without authentication, parses every message with `mailparser` and keeps it in `messages`.
 *
 *   const smtp = await startSmtpServer();
 *   process.env.SMTP_URL = smtp.url; resetConfig();
 *   const mail = await smtp.waitForMessage((m) => m.to === 'ada@ornek.com');
 *   await smtp.stop();   // an outage; `await smtp.start()` brings it back on the same port
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  /** First recipient address, lower-cased. */
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitForMessage(predicate?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening (connections are refused) until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 2_000,
      banner: 'Adana Rehberi test SMTP',
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              const rcpt = session.envelope.rcptTo[0]?.address ?? '';
              messages.push({
                from: parsed.from?.text ?? '',
                to: rcpt.toLowerCase(),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                messageId: parsed.messageId,
                raw: raw.toString('utf8'),
              });
              for (const w of [...waiters]) w();
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });

  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const shut = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const port = await listen(0);
  let running = true;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching e-mail within ${timeoutMs} ms (received ${messages.length}: ${messages.map((m) => m.subject).join(' | ')})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (!running) return;
      running = false;
      await shut();
    },
    async start() {
      if (running) return;
      server = create();
      await listen(port);
      running = true;
    },
    async close() {
      if (running) await shut();
      running = false;
    },
  };
}
