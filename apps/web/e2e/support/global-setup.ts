// Vitest global setup for the journeys: one real server for the whole run, its address handed to
// the tests through `provide('baseURL')`. E2E_BASE_URL points the journeys at a server that is
// already running instead (it is then neither started nor stopped here).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
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

  const logFile = join(repoRoot, 'test-results', 'e2e-server.log');
  const server = await startAppServer({
    logFile,
    // The journeys load many pages from one address within a minute; the per-IP budget is for
    // abuse damping, not for this.
    env: {
      RATE_LIMIT_PER_MINUTE: '100000',
      // Likewise for the per-IP sign-in budget; the per-account lock-out still applies.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SMTP_URL: mail.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      SGS_BASE_URL: sgs.url,
      CDI_SYNC_DELAY_MS: '0',
      THEO_BASE_URL: openai.url,
      THEO_API_KEY: openai.apiKey,
      THEO_ALLOW_PRIVATE_BASE_URL: 'true',
      THEO_RATE_LIMIT_PER_MINUTE: '1000',
    },
  }).catch(async (error: unknown) => {
    await mail.stop();
    await sgs.stop();
    await openai.close();
    throw error;
  });
  console.info(`e2e: server ready at ${server.baseURL} (data ${server.dataDir}, log ${logFile})`);
  project.provide('baseURL', server.baseURL);
  project.provide('mailDir', mail.dir);
  project.provide('admin', admin);
  project.provide('theoProvider', { url: openai.url, apiKey: openai.apiKey });

  return async () => {
    const code = await server.stop();
    await mail.stop();
    await sgs.stop();
    await openai.close();
    // Graceful shutdown is part of the contract: SIGTERM drains and exits 0.
    if (code !== 0) {
      throw new Error(
        `The server exited with code ${code} after SIGTERM (expected 0). Its last output:\n` +
          server.recentOutput(),
      );
    }
  };
}
