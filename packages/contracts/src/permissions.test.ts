import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTE_PERMISSIONS,
  PERMISSIONS,
  ROLES,
  TWO_FACTOR_REQUIRED_ROLES,
  can,
  isStaff,
  type Permission,
} from './permissions.ts';

describe('the permission catalogue', () => {
  it('keeps investors out of every admin permission, and staff out of the investor area', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      if (permission.startsWith('admin') || permission === 'inviteStaff') {
        expect(can('investor', permission), permission).toBe(false);
      }
    }
    expect(can('consultant', 'investorArea')).toBe(false);
    expect(can('admin', 'investorArea')).toBe(false);
    expect(can('investor', 'investorArea')).toBe(true);
  });

  it('gives every role its own account, and nobody without a role anything', () => {
    for (const role of ROLES) expect(can(role, 'accountSelf')).toBe(true);
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('lets consultants see their clients’ areas and research but not users, cashback, logs or security', () => {
    const consultant = (Object.keys(PERMISSIONS) as Permission[]).filter((p) =>
      can('consultant', p),
    );
    expect(consultant.sort()).toEqual(
      [
        'accountSelf',
        'adminDashboard',
        'adminGoals',
        'adminPortfolios',
        'chatStaff',
        'privacySelf',
        'researchDownload',
        'researchStaff',
      ].sort(),
    );
  });

  it('maps every admin page to a permission only staff hold', () => {
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS)).toContain('/admin');
    for (const [page, permission] of Object.entries(ADMIN_ROUTE_PERMISSIONS)) {
      expect(page.startsWith('/admin'), page).toBe(true);
      expect(can('admin', permission), page).toBe(true);
      expect(can('investor', permission), page).toBe(false);
    }
  });

  it('tells staff from investors and requires two-factor of admins', () => {
    expect(ROLES.filter(isStaff)).toEqual(['consultant', 'admin']);
    expect(TWO_FACTOR_REQUIRED_ROLES).toEqual(['admin']);
  });
});
