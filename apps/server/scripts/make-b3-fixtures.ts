// `npx tsx apps/server/scripts/make-b3-fixtures.ts`: writes the sample B3 files the journeys
// upload (apps/server/test/fixtures/b3/), from the invented investor in test/support/b3-fixtures.ts.
// The output is byte-for-byte reproducible; run it again after changing the builders and commit
// the files. `--check` only compares, failing when a committed file is out of date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SAMPLE_MOVEMENTS,
  SAMPLE_POSICAO,
  SAMPLE_POSICAO_DATE,
  SAMPLE_TRADES,
  movimentacaoWorkbook,
  negociacaoWorkbook,
  posicaoWorkbook,
} from '../test/support/b3-fixtures.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'b3');
const files: Record<string, Buffer> = {
  [`posicao-${SAMPLE_POSICAO_DATE}.xlsx`]: posicaoWorkbook({ sheets: SAMPLE_POSICAO }),
  // No CPF line: the public samples of B3's Movimentação show none (ADR 027); tests that need
  // one build it with movimentacaoWorkbook({ cpf }).
  'movimentacao-2026.xlsx': movimentacaoWorkbook({ rows: SAMPLE_MOVEMENTS }),
  'negociacao-2026.xlsx': negociacaoWorkbook({ rows: SAMPLE_TRADES }),
};

const check = process.argv.includes('--check');
let stale = 0;
mkdirSync(dir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  const path = join(dir, name);
  if (check) {
    let current: Buffer | null = null;
    try {
      current = readFileSync(path);
    } catch {
      current = null;
    }
    if (!current?.equals(content)) {
      console.error(`${name} está desatualizado: rode scripts/make-b3-fixtures.ts`);
      stale++;
    }
  } else {
    writeFileSync(path, content);
    console.info(`${path} (${content.length} bytes)`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
