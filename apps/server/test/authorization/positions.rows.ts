import { as, type Actor } from '../support/actors.ts';
import { SAMPLE_POSICAO, posicaoFileName, posicaoWorkbook } from '../support/b3-fixtures.ts';
import { signedIn, type ActorName, type MatrixRow } from './types.ts';

/** The investor's own positions: investors get `status`, staff 403, anonymous 401. */
const investorsOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  investorA: status,
  investorB: status,
});

/** /admin/ativos: admins only. */
const adminOnly = (status: number): Record<ActorName, number> => ({
  ...signedIn(403),
  admin: status,
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  actor: Actor | null,
  payload?: object,
) => ({
  method,
  url,
  headers: as(actor),
  ...(payload ? { payload } : {}),
});

const posicao = {
  fileName: posicaoFileName('2026-11-24'),
  contentBase64: posicaoWorkbook({ sheets: { acoes: SAMPLE_POSICAO.acoes } }).toString('base64'),
};

let tickers = 0;

export const positionsRows: MatrixRow[] = [
  {
    route: 'GET /api/positions',
    request: ({ actor }) => call('GET', '/api/positions', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'POST /api/positions/imports/preview',
    request: ({ actor }) => call('POST', '/api/positions/imports/preview', actor, posicao),
    expect: investorsOnly(200),
  },
  {
    // Always the caller's own positions; a second import of the same file answers 201 too.
    route: 'POST /api/positions/imports',
    request: ({ actor }) => call('POST', '/api/positions/imports', actor, posicao),
    expect: investorsOnly(201),
  },
  {
    route: 'PUT /api/positions/choices',
    request: ({ actor }) =>
      call('PUT', '/api/positions/choices', actor, { securityKey: 'XPTO11', category: 'FIIs' }),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/positions/proventos',
    request: ({ actor }) => call('GET', '/api/positions/proventos', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/positions/ir-summary',
    request: ({ actor }) => call('GET', '/api/positions/ir-summary?year=2026', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/positions/ir-summary.csv',
    request: ({ actor }) => call('GET', '/api/positions/ir-summary.csv?year=2026', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/positions/ir-summary.pdf',
    request: ({ actor }) => call('GET', '/api/positions/ir-summary.pdf?year=2026', actor),
    expect: investorsOnly(200),
  },
  {
    route: 'GET /api/admin/securities',
    request: ({ actor }) => call('GET', '/api/admin/securities?q=PETR', actor),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/securities',
    request: ({ actor }) => {
      tickers += 1;
      return call('POST', '/api/admin/securities', actor, {
        ticker: `ZZAA${String(tickers).padStart(2, '0')}`.slice(0, 6),
        name: 'Ativo de teste',
        kind: 'acao',
        category: 'Ações Brasil',
      });
    },
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/securities/:ticker',
    request: ({ actor }) =>
      call('PUT', '/api/admin/securities/PETR4', actor, {
        name: 'Petrobras PN',
        kind: 'acao',
        category: 'Ações Brasil',
      }),
    expect: adminOnly(200),
  },
];
