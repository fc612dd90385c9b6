import { as } from '../support/actors.ts';
import { signedIn, type MatrixRow } from './types.ts';

export const adminRows: MatrixRow[] = [
  {
    // Staff: admins see everyone, a consultant their own clients (admin-overview.test.ts).
    route: 'GET /api/admin/overview',
    request: ({ actor }) => ({ method: 'GET', url: '/api/admin/overview', headers: as(actor) }),
    expect: { ...signedIn(200), investorA: 403, investorB: 403 },
  },
  {
    route: 'GET /api/admin/goals',
    request: ({ actor }) => ({ method: 'GET', url: '/api/admin/goals', headers: as(actor) }),
    expect: { ...signedIn(200), investorA: 403, investorB: 403 },
  },
  {
    route: 'GET /api/admin/portfolios',
    request: ({ actor }) => ({ method: 'GET', url: '/api/admin/portfolios', headers: as(actor) }),
    expect: { ...signedIn(200), investorA: 403, investorB: 403 },
  },
];
