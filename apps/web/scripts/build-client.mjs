// The browser build, in two passes (scripts/route-chunks.ts): the first, with the bundler's
// default chunks, writes which pages load which code; the second groups the code by it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'algoone-chunks-'));
process.env.ROUTE_CHUNKS_PLAN = join(scratch, 'plan.json');
try {
  process.env.ROUTE_CHUNKS_PASS = 'plan';
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: join(scratch, 'dist'), emptyOutDir: true },
  });
  process.env.ROUTE_CHUNKS_PASS = 'final';
  await build({ root });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
