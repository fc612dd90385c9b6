import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
/* eslint-disable no-restricted-imports -- React Router's own links, to hold ours against. */
import {
  Link as RouterLink,
  MemoryRouter,
  NavLink as RouterNavLink,
  Route,
  Routes,
} from 'react-router';
/* eslint-enable no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

/** `element` rendered at `location`, inside a catch-all route as the app's pages are. */
function at(location: string, element: ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[location]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  ).replace(' data-discover="true"', '');
}

describe('Link', () => {
  const cases: [location: string, to: string][] = [
    ['/dashboard', '/carteira'],
    ['/dashboard', '/carteira?aba=aportes#lista'],
    ['/cashback', '?chat=aberto'],
    ['/cashback/extrato', '?pagina=2'],
    ['/academia/trilha', '#modulo-2'],
    ['/dashboard', '/'],
    ['/dashboard', 'https://www.b3.com.br/'],
    ['/dashboard', '//outro.site/pagina'],
  ];
  for (const [location, to] of cases) {
    it(`writes the href React Router's would for "${to}" on ${location}`, () => {
      const props = { className: 'underline', 'aria-label': 'Ir' } as const;
      expect(
        at(
          location,
          <Link to={to} {...props}>
            ir
          </Link>,
        ),
      ).toBe(
        at(
          location,
          <RouterLink to={to} {...props}>
            ir
          </RouterLink>,
        ),
      );
    });
  }
});

describe('NavLink', () => {
  const segment = fc.constantFrom('admin', 'Admin', 'carteira', 'car', 'x', 'objetivos');
  const path = fc
    .array(segment, { maxLength: 3 })
    .chain((parts) =>
      fc
        .constantFrom(`/${parts.join('/')}`, `/${parts.join('/')}/`)
        .map((p) => p.replace('//', '/')),
    );

  it('is the current page exactly where React Router’s is, with or without `end`', () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), fc.boolean(), (location, to, end, fixedClass) => {
        // A fixed class gets React Router's `active` beside it; a function decides alone.
        const className = fixedClass
          ? 'rounded-md text-sm'
          : ({ isActive }: { isActive: boolean }) => (isActive ? 'ativo' : 'inativo');
        expect(
          at(
            location,
            <NavLink to={to} end={end} className={className}>
              {({ isActive }) => (isActive ? 'aqui' : 'ali')}
            </NavLink>,
          ),
        ).toBe(
          at(
            location,
            <RouterNavLink to={to} end={end} className={className}>
              {({ isActive }) => (isActive ? 'aqui' : 'ali')}
            </RouterNavLink>,
          ),
        );
      }),
    );
  });
});
