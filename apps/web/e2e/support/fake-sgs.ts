// A local stand-in for Banco Central's SGS API (series 12, the CDI) on 127.0.0.1, so the app
// server's daily sync has something real to talk to in the journeys (SGS_BASE_URL). It speaks
// SGS's JSON: one { data: 'dd/MM/yyyy', valor: '0.040168' } per business day in the range.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The daily rate (percent for the day) published for every business day. */
export const FAKE_CDI_DAILY_RATE = '0.040168';

export interface FakeSgs {
  url: string;
  stop(): Promise<void>;
}

function parseDay(text: string | null): Date | null {
  const match = text ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
  return match
    ? new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])))
    : null;
}

function sgsDay(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

export async function startFakeSgs(): Promise<FakeSgs> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const from = parseDay(url.searchParams.get('dataInicial'));
    const to = parseDay(url.searchParams.get('dataFinal'));
    if (!url.pathname.endsWith('/dados/serie/bcdata.sgs.12/dados') || !from || !to) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Parâmetros inválidos' }));
      return;
    }
    const items: { data: string; valor: string }[] = [];
    for (let day = from; day <= to; day = new Date(day.getTime() + 86_400_000)) {
      const weekday = day.getUTCDay();
      if (weekday !== 0 && weekday !== 6)
        items.push({ data: sgsDay(day), valor: FAKE_CDI_DAILY_RATE });
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(items));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
