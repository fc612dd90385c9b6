import { describe, expect, it } from 'vitest';
import { ROUTE_TITLES, normalizePath, resolveBreadcrumbs, routeTitle } from './route-titles';

describe('resolveBreadcrumbs', () => {
  it('shows none on the landing page and on onboarding', () => {
    expect(resolveBreadcrumbs('/')).toEqual([]);
    expect(resolveBreadcrumbs('')).toEqual([]);
    expect(resolveBreadcrumbs('/onboarding')).toEqual([]);
    expect(resolveBreadcrumbs('/onboarding/')).toEqual([]);
    expect(resolveBreadcrumbs('/onboarding/passo-2')).toEqual([]);
  });

  it('starts every trail at Início', () => {
    expect(resolveBreadcrumbs('/termos')).toEqual([
      { path: '/', title: 'Início' },
      { path: '/termos', title: 'Termos de Uso' },
    ]);
    expect(resolveBreadcrumbs('/privacidade/')).toEqual([
      { path: '/', title: 'Início' },
      { path: '/privacidade', title: 'Política de Privacidade' },
    ]);
  });

  it('nests admin subroutes under Admin', () => {
    expect(resolveBreadcrumbs('/admin/usuarios')).toEqual([
      { path: '/', title: 'Início' },
      { path: '/admin', title: 'Admin' },
      { path: '/admin/usuarios', title: 'Usuários' },
    ]);
    expect(resolveBreadcrumbs('/admin/security').at(-1)).toEqual({
      path: '/admin/security',
      title: 'Segurança',
    });
  });

  it('skips segments without a title, such as ids', () => {
    expect(resolveBreadcrumbs('/research/42')).toEqual([
      { path: '/', title: 'Início' },
      { path: '/research', title: 'Research' },
    ]);
  });

  it('shows none for a path with no known page', () => {
    expect(resolveBreadcrumbs('/nao-existe')).toEqual([]);
  });
});

describe('route titles', () => {
  it("carry the product's titles", () => {
    expect(ROUTE_TITLES['/carteira']).toBe('Minha Carteira');
    expect(ROUTE_TITLES['/billing']).toBe('Planos');
    expect(routeTitle('/dashboard/')).toBe('Dashboard');
    expect(routeTitle('/nada')).toBeUndefined();
  });

  it('normalises trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/admin/logs/')).toBe('/admin/logs');
  });
});
