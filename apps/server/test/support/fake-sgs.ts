import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSgsReply {
  status: number;
  body: string;
  contentType?: string;
}

export type FakeSgsHandler = (url: URL) => FakeSgsReply | Promise<FakeSgsReply>;

export interface FakeSgs {
  /** Base URL to use as SGS_BASE_URL, e.g. http://127.0.0.1:40123. */
  url: string;
  requests: URL[];
  /** Changes how the next requests are answered. */
  respond(handler: FakeSgsHandler): void;
  close(): Promise<void>;
}

/** The daily rate the fake publishes for every business day, as SGS writes it. */
export const FAKE_CDI_RATE = '0.040168';

function parseSgsDate(text: string | null): Date | null {
  const match = text ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
  return match
    ? new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])))
    : null;
}

function sgsDate(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/**
 * Series 12 as Banco Central serves it: one { data, valor } per business day (Monday to
 * Friday here) between dataInicial and dataFinal, both required, as a JSON array.
 */
export function businessDaysSeries(url: URL, valor = FAKE_CDI_RATE): FakeSgsReply {
  const from = parseSgsDate(url.searchParams.get('dataInicial'));
  const to = parseSgsDate(url.searchParams.get('dataFinal'));
  if (!url.pathname.endsWith('/dados/serie/bcdata.sgs.12/dados') || !from || !to) {
    return { status: 400, body: JSON.stringify({ error: 'Parâmetros inválidos' }) };
  }
  const items: { data: string; valor: string }[] = [];
  for (let day = from; day <= to; day = new Date(day.getTime() + 86_400_000)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) items.push({ data: sgsDate(day), valor });
  }
  return { status: 200, body: JSON.stringify(items), contentType: 'application/json' };
}

/** A local stand-in for api.bcb.gov.br on 127.0.0.1, speaking the same JSON. */
export async function startFakeSgs(
  handler: FakeSgsHandler = (url) => businessDaysSeries(url),
): Promise<FakeSgs> {
  let current = handler;
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    void Promise.resolve(current(url)).then(
      (reply) => {
        res.writeHead(reply.status, {
          'content-type': reply.contentType ?? 'application/json; charset=utf-8',
        });
        res.end(reply.body);
      },
      () => {
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
