import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_PERMISSIONS } from '@algoone/contracts';
import { ADMIN_AREAS, adminAreasFor } from './admin-areas';

const paths = (role: Parameters<typeof adminAreasFor>[0]) =>
  adminAreasFor(role).map((area) => area.path);

describe('adminAreasFor', () => {
  it('lists every page of the admin route table but the dashboard itself', () => {
    expect(ADMIN_AREAS.map((area) => area.path).sort()).toEqual(
      Object.keys(ADMIN_ROUTE_PERMISSIONS)
        .filter((path) => path !== '/admin')
        .sort(),
    );
  });

  it('gives consultants atendimento, carteiras and objetivos, and admins everything', () => {
    expect(paths('consultant')).toEqual([
      '/admin/atendimento',
      '/admin/carteiras',
      '/admin/objetivos',
      '/admin/research',
    ]);
    expect(paths('admin')).toHaveLength(12);
    expect(paths('investor')).toEqual([]);
  });
});
