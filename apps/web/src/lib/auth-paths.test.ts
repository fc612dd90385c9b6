import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  INVESTOR_HOME_PATH,
  homePathFor,
  isAdminPath,
  safeNextPath,
  signInPathFor,
  withNext,
} from './auth-paths';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/conta')).toBe('/conta');
    expect(safeNextPath('/admin/usuarios?pagina=2#topo')).toBe('/admin/usuarios?pagina=2#topo');
  });

  it('refuses other origins and odd values', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'conta',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/conta\nx',
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });

  it('never sends back to a sign-in page', () => {
    expect(safeNextPath('/entrar')).toBeNull();
    expect(safeNextPath('/admin/login/')).toBeNull();
    expect(safeNextPath('/sair')).toBeNull();
    expect(safeNextPath('/admin/login', { allowSignInPages: true })).toBe('/admin/login');
  });
});

describe('sign-in destinations', () => {
  it('uses the staff sign-in page for the admin area only', () => {
    expect(signInPathFor('/admin')).toBe(AUTH_PATHS.staffSignIn);
    expect(signInPathFor('/admin/usuarios')).toBe(AUTH_PATHS.staffSignIn);
    expect(signInPathFor('/administracao')).toBe(AUTH_PATHS.signIn);
    expect(signInPathFor('/conta')).toBe(AUTH_PATHS.signIn);
    expect(isAdminPath('/admin/')).toBe(true);
  });

  it('sends investors to their home and staff to the panel', () => {
    expect(homePathFor('investor')).toBe(INVESTOR_HOME_PATH);
    expect(homePathFor('consultant')).toBe('/admin');
    expect(homePathFor('admin')).toBe('/admin');
  });

  it('adds a safe next parameter', () => {
    expect(withNext('/entrar', '/conta?aba=1')).toBe('/entrar?next=%2Fconta%3Faba%3D1');
    expect(withNext('/redefinir-senha?convite=1', '/admin')).toBe(
      '/redefinir-senha?convite=1&next=%2Fadmin',
    );
    expect(withNext('/entrar', '//evil.example')).toBe('/entrar');
    expect(withNext('/entrar', null)).toBe('/entrar');
  });
});
