import { as } from '../support/actors.ts';
import { signedIn, everyone, type ActorName, type MatrixRow } from './types.ts';

/** The investor's own cashback: investors 200 (always their own rows), staff 403, anonymous 401. */
const investorsOnly: Record<ActorName, number> = {
  ...signedIn(403),
  investorA: 200,
  investorB: 200,
};
/** /admin/cashback's APIs: admins only (docs/product.md §6), consultants and investors 403. */
const adminsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  admin: status,
});

let sequence = 0;
const csv = (email: string) =>
  Buffer.from(
    `email;corretora;mes;recebido;repassado\n${email};xp;2026-01;${(sequence += 1)},00;1,00`,
  ).toString('base64');

export const cashbackRows: MatrixRow[] = [
  {
    route: 'GET /api/cashback',
    request: ({ actor }) => ({ method: 'GET', url: '/api/cashback', headers: as(actor) }),
    expect: investorsOnly,
  },
  {
    route: 'GET /api/cashback/statement',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/cashback/statement?from=2026-01&broker=xp',
      headers: as(actor),
    }),
    expect: investorsOnly,
  },
  {
    route: 'GET /api/cashback/statement.csv',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/cashback/statement.csv',
      headers: as(actor),
    }),
    expect: investorsOnly,
  },
  {
    route: 'GET /api/cashback/landing-figures',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/cashback/landing-figures',
      headers: as(actor),
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/admin/cashback/brokers',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/cashback/brokers',
      headers: as(actor),
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'PATCH /api/admin/cashback/brokers/:id',
    request: ({ actor }) => ({
      method: 'PATCH',
      url: '/api/admin/cashback/brokers/rico',
      headers: as(actor),
      payload: { clients: '1 mi+ clientes' },
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/cashback/brokers/:id/rates',
    request: ({ actor }) => ({
      method: 'POST',
      url: '/api/admin/cashback/brokers/rico/rates',
      headers: as(actor),
      // A month of its own per call: a second rate for one month is a 409.
      payload: { effectiveMonth: `${2001 + (sequence += 1)}-01`, annualBps: 40 },
    }),
    expect: adminsOnly(201),
  },
  {
    route: 'POST /api/admin/cashback/credits',
    request: ({ cast, actor }) => ({
      method: 'POST',
      url: '/api/admin/cashback/credits',
      headers: as(actor),
      payload: {
        email: cast.investorA.email,
        brokerId: 'xp',
        referenceMonth: '2026-02',
        receivedCents: 10_000 + (sequence += 1),
        passedOnCents: 5_000,
        status: 'creditado',
      },
    }),
    expect: adminsOnly(201),
  },
  {
    route: 'POST /api/admin/cashback/imports/preview',
    request: ({ cast, actor }) => ({
      method: 'POST',
      url: '/api/admin/cashback/imports/preview',
      headers: as(actor),
      payload: { fileName: 'xp.csv', contentBase64: csv(cast.investorA.email) },
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'POST /api/admin/cashback/imports',
    request: ({ cast, actor }) => ({
      method: 'POST',
      url: '/api/admin/cashback/imports',
      headers: as(actor),
      payload: { fileName: 'xp.csv', contentBase64: csv(cast.investorA.email) },
    }),
    expect: adminsOnly(201),
  },
  {
    route: 'GET /api/admin/cashback/totals',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/cashback/totals?from=2026-01',
      headers: as(actor),
    }),
    expect: adminsOnly(200),
  },
  {
    route: 'GET /api/admin/cashback/totals.csv',
    request: ({ actor }) => ({
      method: 'GET',
      url: '/api/admin/cashback/totals.csv',
      headers: as(actor),
    }),
    expect: adminsOnly(200),
  },
];
