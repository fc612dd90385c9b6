import { describe, expect, it } from 'vitest';
import { loadRouteModules, matchesOf } from './router';

const leaf = async (pathname: string) => {
  const loaded = await loadRouteModules(pathname);
  const last = loaded.at(-1);
  return { ids: loaded.map(({ id }) => id), id: last?.id, params: last?.params };
};

describe('loadRouteModules', () => {
  it('loads the layouts and the page an address renders, outermost first', async () => {
    const { ids } = await leaf('/dashboard');
    expect(ids.at(-1)).toBe('routes/dashboard');
    expect(ids).toContain('layouts/signed-in-layout');
  });

  it('keeps each address its own params, however many addresses came between', async () => {
    expect(await leaf('/academia/renda-fixa')).toMatchObject({
      id: 'routes/academia-module',
      params: { moduleId: 'renda-fixa' },
    });
    expect((await leaf('/academia/acoes')).params).toEqual({ moduleId: 'acoes' });
    for (let i = 0; i < 150; i += 1) await loadRouteModules(`/nada-aqui-${i}`);
    expect((await leaf('/academia/renda-fixa')).params).toEqual({ moduleId: 'renda-fixa' });
    expect((await leaf('/nada-aqui-1')).id).toBe('routes/not-found');
  });
});

describe('matchesOf', () => {
  it('gives the matched path encoded again, as useRoutes did, and the params decoded', () => {
    const matches = matchesOf('/academia/renda%20fixa%3F') ?? [];
    const page = matches.at(-1);
    expect(page?.route.id).toBe('routes/academia-module');
    expect(page?.params).toEqual({ moduleId: 'renda fixa?' });
    expect(page?.pathname).toBe('/academia/renda%20fixa%3F');
    expect(matches[0]?.pathnameBase).toBe('/');
  });

  it('keeps one answer per address', () => {
    expect(matchesOf('/dashboard')).toBe(matchesOf('/dashboard'));
  });
});
