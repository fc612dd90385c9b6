// Vitest global setup for the journeys: one real server for the whole run, its address handed to
// the tests through `provide('baseURL')`. E2E_BASE_URL points the journeys at a server that is
// already running instead (it is then neither started nor stopped here).
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startAppServer } from './app-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return;
  }

  const logFile = join(repoRoot, 'test-results', 'e2e-server.log');
  const server = await startAppServer({
    logFile,
    // The journeys load many pages from one address within a minute; the per-IP budget is for
    // abuse damping, not for this.
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
  });
  console.info(`e2e: server ready at ${server.baseURL} (data ${server.dataDir}, log ${logFile})`);
  project.provide('baseURL', server.baseURL);

  return async () => {
    const code = await server.stop();
    // Graceful shutdown is part of the contract: SIGTERM drains and exits 0.
    if (code !== 0) {
      throw new Error(
        `The server exited with code ${code} after SIGTERM (expected 0). Its last output:\n` +
          server.recentOutput(),
      );
    }
  };
}
