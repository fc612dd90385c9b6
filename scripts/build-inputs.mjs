// What each build is made from, for the scripts that rebuild when a source is newer than its
// build (start.mjs, e2e.mjs). Paths are relative to the repository root.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Workspace packages both builds compile in. */
export const SHARED_SOURCES = ['packages/domain/src', 'packages/contracts/src'];

/** `npm run build -w apps/web`: the SPA and the prerendered landing page (ADR 009). */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/landing.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.ssr.config.ts',
];

/** `npm run build -w apps/server`. */
export const SERVER_SOURCES = ['apps/server/src', 'apps/server/build.mjs'];

/** Newest modification time of a file, or of anything below a folder (no node_modules, no dist). */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}
