// Bundles the server into dist/server.mjs (workspace packages inlined, npm packages external)
// and copies the SQL migrations next to it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: {
    '@algoone/domain': '../../packages/domain/src/index.ts',
    '@algoone/contracts': '../../packages/contracts/src/index.ts',
  },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/db/seed/academy', 'dist/academy', { recursive: true });
console.info('server built: apps/server/dist');
