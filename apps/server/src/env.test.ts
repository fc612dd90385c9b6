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

  describe('TRUST_PROXY', () => {
    it('is off by default: forwarded headers are believed from no one', () => {
      expect(loadEnv({}).TRUST_PROXY).toBe(false);
      expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).TRUST_PROXY).toBe(
        false,
      );
      expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    });

    it('takes a hop count', () => {
      expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
      expect(loadEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    });

    it('takes a comma-separated list of addresses and CIDR ranges', () => {
      expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).TRUST_PROXY).toEqual(
        ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8'],
      );
    });

    it.each(['true', 'anyone', '10.0.0.1/33', '10.0.0/8', '300.1.1.1', '11', '10.0.0.1,evil'])(
      'refuses %j with a pt-BR line naming the variable',
      (value) => {
        expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
          /^Configuração inválida — TRUST_PROXY/,
        );
      },
    );
  });

  describe('Theo', () => {
    it('defaults to Básico with the product’s model and safe limits', () => {
      const env = loadEnv({});
      expect(env.THEO_API_KEY).toBeUndefined();
      expect(env.THEO_BASE_URL).toBeUndefined();
      expect(env).toMatchObject({
        THEO_MODEL: 'gpt-4.1-2025-04-14',
        THEO_ALLOW_PRIVATE_BASE_URL: false,
        THEO_RATE_LIMIT_PER_MINUTE: 6,
        THEO_MONTHLY_TOKEN_BUDGET: 200_000,
        THEO_MAX_CONTEXT_MESSAGES: 10,
        THEO_MAX_QUESTION_CHARS: 1_000,
        THEO_MAX_REPLY_TOKENS: 300,
        THEO_MAX_TOOL_STEPS: 3,
        THEO_ANSWER_TIMEOUT_SECONDS: 30,
      });
    });

    it('reads the provider, the flag and the limits', () => {
      const env = loadEnv({
        THEO_BASE_URL: 'http://127.0.0.1:11434/v1',
        THEO_MODEL: 'llama3.1',
        THEO_API_KEY: 'sk-local',
        THEO_ALLOW_PRIVATE_BASE_URL: 'true',
        THEO_RATE_LIMIT_PER_MINUTE: '2',
        THEO_MONTHLY_TOKEN_BUDGET: '0',
        THEO_ANSWER_TIMEOUT_SECONDS: '5',
      });
      expect(env).toMatchObject({
        THEO_BASE_URL: 'http://127.0.0.1:11434/v1',
        THEO_MODEL: 'llama3.1',
        THEO_ALLOW_PRIVATE_BASE_URL: true,
        THEO_RATE_LIMIT_PER_MINUTE: 2,
        THEO_MONTHLY_TOKEN_BUDGET: 0,
        THEO_ANSWER_TIMEOUT_SECONDS: 5,
      });
    });

    it.each([
      ['THEO_BASE_URL', 'not a url'],
      ['THEO_ENCRYPTION_KEY', 'short'],
      ['THEO_ALLOW_PRIVATE_BASE_URL', 'yes'],
      ['THEO_RATE_LIMIT_PER_MINUTE', '0'],
      ['THEO_MAX_QUESTION_CHARS', '5000'],
      ['THEO_MAX_TOOL_STEPS', '-1'],
      ['THEO_ANSWER_TIMEOUT_SECONDS', '0'],
    ])('refuses a bad %s', (name, value) => {
      expect(() => loadEnv({ [name]: value })).toThrow(name);
    });
  });

  describe('chat', () => {
    it('defaults to 20 messages a minute per person and a 25 s heartbeat', () => {
      expect(loadEnv({})).toMatchObject({
        CHAT_MESSAGES_PER_MINUTE: 20,
        CHAT_HEARTBEAT_MS: 25_000,
      });
      expect(loadEnv({ CHAT_MESSAGES_PER_MINUTE: '5', CHAT_HEARTBEAT_MS: '200' })).toMatchObject({
        CHAT_MESSAGES_PER_MINUTE: 5,
        CHAT_HEARTBEAT_MS: 200,
      });
    });

    it.each([
      ['CHAT_MESSAGES_PER_MINUTE', '0'],
      ['CHAT_MESSAGES_PER_MINUTE', 'muitas'],
      ['CHAT_MESSAGES_PER_MINUTE', '2.5'],
      ['CHAT_HEARTBEAT_MS', '10'],
      ['CHAT_HEARTBEAT_MS', '120000'],
    ])('refuses a bad %s (%s)', (name, value) => {
      expect(() => loadEnv({ [name]: value })).toThrow(name);
    });
  });
});
