// `node bench/b3-import.mjs [--movements 5000] [--holdings 200] [--runs 3] [--postgres]`: the
// B3 import's speed and safety targets (issue #28). The measuring script is TypeScript beside
// the server (apps/server/scripts/bench-b3-import.ts) because it runs the app in process; this
// runs it with tsx. Results: BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/servers.mjs';

const child = spawn(
  process.execPath,
  [
    '--expose-gc',
    join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(repoRoot, 'apps/server/scripts/bench-b3-import.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: join(repoRoot, 'apps/server'), stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
