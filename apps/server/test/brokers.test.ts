import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BROKERS } from '@algoone/domain';
import { brokers } from '../src/db/schema/index.ts';
import { as } from './support/actors.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

describe('GET /api/brokers', () => {
  it('lists the active catalogue in order, with rates from the domain', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/brokers', headers: as(null) });
    expect(res.statusCode).toBe(200);
    const list = res.json().brokers as { id: string }[];
    const ids = list.map((broker) => broker.id);
    expect(ids.slice(0, 2)).toEqual(['xp', 'btg']);
    expect(ids).toEqual(expect.arrayContaining(['agora', 'avenue', 'inter', 'rico', 'clear']));
    expect(ids).not.toContain('outra');
    expect(list[0]).toEqual({
      id: 'xp',
      name: BROKERS.xp.name,
      logo: null,
      cashbackAnnualBps: 60,
      cashbackAnnualRatePercent: 0.6,
      rating: '4.8',
      clients: '3,5 mi+ clientes',
      features: expect.arrayContaining(['Conta digital gratuita']),
      pros: expect.any(Array),
      cons: expect.any(Array),
      cashbackInfo: expect.stringMatching(/repassa/),
      createAccountUrl: 'https://www.xpi.com.br/',
      featured: true,
    });
    for (const broker of list as {
      id: keyof typeof BROKERS;
      cashbackAnnualRatePercent: number;
    }[]) {
      expect(broker.cashbackAnnualRatePercent).toBe(BROKERS[broker.id].cashbackAnnualRatePercent);
    }
  });

  it('leaves out inactive brokers', async () => {
    const id = `desativada-${Date.now()}`;
    await app.database.db
      .insert(brokers)
      .values({ id, name: 'Desativada', cashbackAnnualBps: 10, active: false });
    const res = await app.inject({ method: 'GET', url: '/api/brokers' });
    expect(res.json().brokers.map((b: { id: string }) => b.id)).not.toContain(id);
  });

  it('documents the onboarding routes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/brokers',
        '/api/onboarding',
        '/api/onboarding/preview',
        '/api/suitability',
        '/api/suitability/questionnaires',
        '/api/suitability/history',
        '/api/recommendations',
      ]),
    );
  });
});
