// Writes .br and .gz beside every text asset of the build once, at build time, so the server
// sends compressed files without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Another build's folder may be given (a copy being measured); the web build's by default.
const DIST = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let files = 0;
for (const path of walk(DIST)) {
  if (!TEXT.test(path)) continue;
  const source = readFileSync(path);
  if (source.length < 1024) continue;
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files++;
}
console.info(`precompressed ${files} files (br, gz)`);
