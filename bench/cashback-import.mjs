// `node bench/cashback-import.mjs [--lines 10000] [--investors 500] [--runs 3] [--postgres]`:
// times the import of a broker's 10.000-line cashback CSV (issue #13: ≤ 5 s on PGlite). The
// measuring script is TypeScript beside the server (apps/server/scripts/bench-cashback-import.ts)
// because it runs the app in process; this runs it with tsx. Results: BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/servers.mjs';

const child = spawn(
  process.execPath,
  [
    join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(repoRoot, 'apps/server/scripts/bench-cashback-import.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: join(repoRoot, 'apps/server'), stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
