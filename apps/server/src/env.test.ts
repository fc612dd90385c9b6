import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names every bad variable in one pt-BR line', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Configuração inválida/);
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).not.toContain('\n');
    }
  });
});
