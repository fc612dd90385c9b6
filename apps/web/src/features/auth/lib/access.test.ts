import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Role, type TMe } from '@algoone/contracts';
import { adminPermissionFor, decideAccess, type AccessRule } from './access';

function me(role: Role, twoFactorSetupRequired = false): TMe {
  return {
    user: { id: 'u1', name: 'Ana', email: 'ana@exemplo.com', role, twoFactorEnabled: false },
    twoFactorSetupRequired,
    permissions: (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter((p) =>
      (PERMISSIONS[p] as readonly Role[]).includes(role),
    ),
  };
}

const adminRule: AccessRule = { permission: adminPermissionFor, enforceTwoFactorSetup: true };
const accountRule: AccessRule = { permission: 'accountSelf' };

describe('adminPermissionFor', () => {
  it('follows the admin route table', () => {
    expect(adminPermissionFor('/admin')).toBe('adminDashboard');
    expect(adminPermissionFor('/admin/')).toBe('adminDashboard');
    expect(adminPermissionFor('/admin/usuarios')).toBe('adminUsers');
    expect(adminPermissionFor('/admin/usuarios/42')).toBe('adminUsers');
    expect(adminPermissionFor('/admin/carteiras')).toBe('adminPortfolios');
    expect(adminPermissionFor('/admin/security')).toBe('adminSecurity');
    expect(adminPermissionFor('/admin/2fa')).toBe('adminDashboard');
    expect(adminPermissionFor('/admin/usuariosx')).toBe('adminDashboard');
  });
});

describe('decideAccess', () => {
  it('sends a visitor to the right sign-in page, remembering where they were going', () => {
    expect(decideAccess(null, { pathname: '/conta', search: '?aba=2' }, accountRule)).toEqual({
      kind: 'redirect',
      to: '/entrar?next=%2Fconta%3Faba%3D2',
    });
    expect(decideAccess(null, { pathname: '/admin/usuarios' }, adminRule)).toEqual({
      kind: 'redirect',
      to: '/admin/login?next=%2Fadmin%2Fusuarios',
    });
  });

  it('sends a signed-in person without the role to /unauthorized', () => {
    expect(decideAccess(me('investor'), { pathname: '/admin' }, adminRule)).toEqual({
      kind: 'redirect',
      to: '/unauthorized?next=%2Fadmin',
    });
    expect(decideAccess(me('consultant'), { pathname: '/admin/usuarios' }, adminRule)).toEqual({
      kind: 'redirect',
      to: '/unauthorized?next=%2Fadmin%2Fusuarios',
    });
  });

  it('lets each staff role into the pages the product gives it', () => {
    for (const path of ['/admin', '/admin/carteiras', '/admin/objetivos']) {
      expect(decideAccess(me('consultant'), { pathname: path }, adminRule).kind).toBe('allow');
    }
    for (const path of ['/admin/usuarios', '/admin/logs', '/admin/security', '/admin/cashback']) {
      expect(decideAccess(me('admin'), { pathname: path }, adminRule).kind).toBe('allow');
      expect(decideAccess(me('consultant'), { pathname: path }, adminRule).kind).toBe('redirect');
    }
  });

  it('sends an admin without two-factor to the enrolment page first', () => {
    expect(decideAccess(me('admin', true), { pathname: '/admin/logs' }, adminRule)).toEqual({
      kind: 'redirect',
      to: '/admin/2fa?next=%2Fadmin%2Flogs',
    });
    expect(decideAccess(me('admin', true), { pathname: '/admin/2fa' }, adminRule).kind).toBe(
      'allow',
    );
    // Their own account settings stay open, as on the server.
    expect(decideAccess(me('admin', true), { pathname: '/conta' }, accountRule).kind).toBe('allow');
  });

  it('lets every role into its own account settings', () => {
    for (const role of ['investor', 'consultant', 'admin'] as const) {
      expect(decideAccess(me(role), { pathname: '/conta' }, accountRule).kind).toBe('allow');
    }
  });
});
