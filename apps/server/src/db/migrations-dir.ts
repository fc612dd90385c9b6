import { fileURLToPath } from 'node:url';

// Resolved from this module: src/db/migrations in the sources, dist/migrations in the bundle
// (build.mjs copies them there, next to the bundled code).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
