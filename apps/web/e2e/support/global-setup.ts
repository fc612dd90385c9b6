// Vitest global setup for the journeys: one real server for the whole run, its address handed to
// the tests through `provide('baseURL')`. E2E_BASE_URL points the journeys at a server that is
// already running instead (it is then neither started nor stopped here).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { enrolJourneyAdmin, type JourneyAdmin } from './admin-api.ts';
import { repoRoot, startAppServer } from './app-server.ts';
import { startFakeSgs } from './fake-sgs.ts';
import { startFakeOpenAi } from '../../../server/test/support/fake-openai.ts';
import { startMailCapture } from './mail-capture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the local SMTP server writes the app's emails (absent with E2E_BASE_URL). */
    mailDir: string | undefined;
    /** The first admin, created by the server from ADMIN_EMAIL/ADMIN_PASSWORD for this run. */
    admin: { email: string; password: string; name: string } | undefined;
    /**
     * A second admin for journeys that need one signed in (cashback, research), so that the first
     * stays as auth.e2e.ts's enrolment journey expects it: without two-factor. It is enrolled in
     * TOTP here, once, because journeys in several workers sign it in.
     */
    journeyAdmin: (JourneyAdmin & { totpSecret: string }) | undefined;
    /** A consultant and their client, made before the server started (absent with E2E_BASE_URL). */
    chatCast:
      | {
          consultant: { name: string; email: string; password: string };
          investor: { name: string; email: string; password: string };
        }
      | undefined;
    /** The fake OpenAI-compatible provider Theo is configured with (absent with E2E_BASE_URL). */
    theoProvider: { url: string; apiKey: string } | undefined;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    project.provide('mailDir', undefined);
    project.provide('admin', undefined);
    project.provide('journeyAdmin', undefined);
    project.provide('chatCast', undefined);
    project.provide('theoProvider', undefined);
    return;
  }

  // Emails go to a local SMTP server; the first admin exists from the environment, with a
  // password made up for this run only (no credential lives in the code).
  const mail = await startMailCapture();
  // The CDI series comes from a local fake of Banco Central's SGS, synced right after start.
  const sgs = await startFakeSgs();
  // Theo's AI provider: a local OpenAI-compatible fake, given to the server by its environment.
  const openai = await startFakeOpenAi();
  openai.chunkDelayMs = 40;
  const admin = {
    email: 'admin.e2e@algoone.test',
    password: `trilha ${randomBytes(9).toString('base64url')} serra`,
    name: 'Beatriz Souza',
  };

  const journeyAdmin = {
    email: 'admin.jornadas@algoone.test',
    password: `vale ${randomBytes(9).toString('base64url')} rio`,
    name: 'Rafael Lima',
  };

  const logFile = join(repoRoot, 'test-results', 'e2e-server.log');
  const dataDir = await mkdtemp(join(tmpdir(), 'algoone-e2e-'));
  // The chat journeys' consultant and client, written before the server takes the folder.
  const { stdout } = await promisify(execFile)(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [join(repoRoot, 'apps/server/test/support/provision-chat-cast.ts'), dataDir],
    { cwd: join(repoRoot, 'apps/server') },
  );
  const chatCast = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as NonNullable<
    ProvidedContext['chatCast']
  >;
  const env = {
    // The journeys load many pages from one address within a minute; the per-IP budget is for
    // abuse damping, not for this.
    RATE_LIMIT_PER_MINUTE: '100000',
    // Likewise for the per-IP sign-in budget; the per-account lock-out still applies.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SMTP_URL: mail.url,
    SGS_BASE_URL: sgs.url,
    CDI_SYNC_DELAY_MS: '0',
    THEO_BASE_URL: openai.url,
    THEO_API_KEY: openai.apiKey,
    THEO_ALLOW_PRIVATE_BASE_URL: 'true',
    THEO_RATE_LIMIT_PER_MINUTE: '1000',
  };
  const server = await (async () => {
    // A first start creates the journeys' admin from the environment, as the real one is.
    const first = await startAppServer({
      dataDir,
      logFile,
      env: {
        ...env,
        ADMIN_EMAIL: journeyAdmin.email,
        ADMIN_PASSWORD: journeyAdmin.password,
        ADMIN_NAME: journeyAdmin.name,
      },
    });
    await first.stop();
    return startAppServer({
      dataDir,
      logFile,
      env: {
        ...env,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ADMIN_NAME: admin.name,
      },
    });
  })().catch(async (error: unknown) => {
    await mail.stop();
    await sgs.stop();
    await openai.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  console.info(`e2e: server ready at ${server.baseURL} (data ${server.dataDir}, log ${logFile})`);
  const totpSecret = await enrolJourneyAdmin(server.baseURL, journeyAdmin).catch(
    async (error: unknown) => {
      await server.stop();
      await Promise.all([mail.stop(), sgs.stop(), openai.close()]);
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', mail.dir);
  project.provide('admin', admin);
  project.provide('journeyAdmin', { ...journeyAdmin, totpSecret });
  project.provide('chatCast', chatCast);
  project.provide('theoProvider', { url: openai.url, apiKey: openai.apiKey });

  return async () => {
    const code = await server.stop();
    await mail.stop();
    await sgs.stop();
    await openai.close();
    await rm(dataDir, { recursive: true, force: true });
    // Graceful shutdown is part of the contract: SIGTERM drains and exits 0.
    if (code !== 0) {
      throw new Error(
        `The server exited with code ${code} after SIGTERM (expected 0). Its last output:\n` +
          server.recentOutput(),
      );
    }
  };
}
