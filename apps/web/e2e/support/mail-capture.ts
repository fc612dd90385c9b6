// A local SMTP server on loopback for the journeys (docs/contributing.md: tests use `smtp-server`).
// The app server sends its emails here (SMTP_URL); each message is written as a JSON file in a
// temporary folder, which the tests — in another process — read with `auth-helpers.ts`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  receivedAt: string;
  /** The message as received (headers and encoded body). */
  raw: string;
}

export interface MailCapture {
  /** For the app server's SMTP_URL. */
  url: string;
  dir: string;
  stop(): Promise<void>;
}

export async function startMailCapture(): Promise<MailCapture> {
  const dir = await mkdtemp(join(tmpdir(), 'algoone-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade (nodemailer would refuse a self-signed
    // certificate) and no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          receivedAt: new Date().toISOString(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        count += 1;
        const file = join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        writeFile(file, JSON.stringify(mail)).then(() => callback(), callback);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
