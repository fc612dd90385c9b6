// `node bench/research-search.mjs [--reports 10000] [--requests 600] [--postgres]`: times the
// research search over 10.000 reports (issue #16: p99 ≤ 50 ms). The measuring script is
// TypeScript beside the server (apps/server/scripts/bench-research-search.ts) because it runs
// the app in process; this runs it with tsx. Results: BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/servers.mjs';

const child = spawn(
  process.execPath,
  [
    join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(repoRoot, 'apps/server/scripts/bench-research-search.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: join(repoRoot, 'apps/server'), stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
