import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { driver } from './support/test-app.ts';

const CLI = fileURLToPath(new URL('../src/cli/create-admin.ts', import.meta.url));

function run(args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    input: '',
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe.runIf(driver === 'pglite')('npm run create-admin', () => {
  it('without a terminal, prints a one-time link to set the password', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'algoone-admin-'));
    const first = run(['--email', 'Chefe@Exemplo.com', '--name', 'Chefe da Equipe'], dataDir);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Administrador chefe@exemplo\.com criado/);
    expect(first.stdout).toMatch(
      /http:\/\/localhost:3000\/redefinir-senha\?token=[\w-]+&convite=1/,
    );

    const again = run(['--email', 'chefe@exemplo.com', '--name', 'Chefe da Equipe'], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/Já existe uma conta/);
  }, 90_000);

  it('explains its usage when arguments are missing', () => {
    const result = run(['--email', 'nao-e-email'], mkdtempSync(join(tmpdir(), 'algoone-admin-')));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Uso: npm run create-admin/);
  }, 30_000);
});
