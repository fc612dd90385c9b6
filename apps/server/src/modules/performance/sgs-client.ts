import {
  CDI_SGS_SERIES,
  parseIsoCalendarDate,
  parseSgsSeries,
  type CdiDailyRate,
} from '@algoone/domain';

export class SgsError extends Error {}

export interface SgsRequest {
  /** 'https://api.bcb.gov.br' (SGS_BASE_URL); a fake server in tests. */
  baseUrl: string;
  /** Both 'YYYY-MM-DD', inclusive. SGS refuses windows over 10 years for daily series. */
  from: string;
  to: string;
  timeoutMs?: number;
  /** Aborts the request, e.g. when the server shuts down. */
  signal?: AbortSignal;
}

/** SGS wants dd/MM/yyyy. */
function sgsDate(isoDay: string): string {
  const day = parseIsoCalendarDate(isoDay);
  if (!day) throw new RangeError(`Data inválida: ${isoDay}`);
  return `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${day.year}`;
}

export function sgsCdiUrl(baseUrl: string, from: string, to: string): string {
  const url = new URL(
    `dados/serie/bcdata.sgs.${CDI_SGS_SERIES}/dados`,
    baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  );
  url.searchParams.set('formato', 'json');
  url.searchParams.set('dataInicial', sgsDate(from));
  url.searchParams.set('dataFinal', sgsDate(to));
  return url.toString();
}

const MAX_BODY_BYTES = 2_000_000;

/**
 * Fetches the CDI daily rates (SGS series 12) for a period from Banco Central's API:
 * `GET {base}/dados/serie/bcdata.sgs.12/dados?formato=json&dataInicial=dd/MM/yyyy&dataFinal=…`
 * answering `[{ "data": "dd/MM/yyyy", "valor": "0.055131" }]`. Anything else — a non-200
 * status, a body that is not JSON (SGS sometimes answers an HTML or XML error page), a shape
 * the domain's parser refuses, a timeout — is an SgsError with a reason for the log.
 */
export async function fetchSgsCdi(request: SgsRequest): Promise<CdiDailyRate[]> {
  const url = sgsCdiUrl(request.baseUrl, request.from, request.to);
  const timeout = AbortSignal.timeout(request.timeoutMs ?? 20_000);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SgsError(`SGS inacessível: ${reason}`);
  }
  const text = await readLimited(response);
  if (response.status !== 200) {
    throw new SgsError(`SGS respondeu ${response.status}: ${text.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SgsError(`SGS respondeu algo que não é JSON: ${text.slice(0, 200)}`);
  }
  const parsed = parseSgsSeries(json);
  if (!parsed.ok) throw new SgsError(`Resposta do SGS recusada: ${parsed.reason}`);
  return parsed.rates;
}

async function readLimited(response: Response): Promise<string> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new SgsError(`Resposta do SGS grande demais (${length} bytes).`);
  }
  try {
    const text = await response.text();
    if (text.length > MAX_BODY_BYTES) throw new SgsError('Resposta do SGS grande demais.');
    return text;
  } catch (error) {
    if (error instanceof SgsError) throw error;
    throw new SgsError(
      `Falha ao ler a resposta do SGS: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
