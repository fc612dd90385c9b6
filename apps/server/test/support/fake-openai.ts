// A small OpenAI-compatible chat completions server on 127.0.0.1 for tests, journeys and the
// evaluation (bench/theo-eval.mjs). It speaks the real protocol (JSON, or server-sent events
// with `data: {...}` chunks and `data: [DONE]`), checks the bearer key, and answers like a very
// literal model: it calls a tool when the question needs one, then answers from the system
// prompt's facts and the tool results. Scenarios reproduce the provider's failures.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeScenario =
  | 'smart'
  | 'unauthorized'
  | 'rate-limited'
  | 'server-error'
  | 'slow'
  | 'malformed'
  | 'cut'
  | 'garbage'
  | 'no-usage';

export interface FakeMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface FakeRequest {
  model: string;
  messages: FakeMessage[];
  stream?: boolean;
  tools?: { function: { name: string } }[];
  max_tokens?: number;
  temperature?: number;
  authorization: string | undefined;
}

export interface FakeOpenAi {
  /** The base URL to configure: http://127.0.0.1:<port>/v1 */
  url: string;
  apiKey: string;
  requests: FakeRequest[];
  /** Scenario for every following request (default 'smart'). */
  use(scenario: FakeScenario): void;
  /** Milliseconds between streamed chunks (default 5). */
  chunkDelayMs: number;
  /** How long 'slow' waits before answering (default 10 s). */
  slowMs: number;
  /** Responses the client closed before they ended (an aborted upstream request). */
  aborted: number;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function errorBody(status: number, message: string, type: string) {
  return JSON.stringify({ error: { message, type, code: String(status) } });
}

/** The value of a 'Label: value' line of the system prompt. */
function fact(system: string, label: string): string | null {
  const line = system.split('\n').find((l) => l.startsWith(`${label}:`));
  return line ? line.slice(label.length + 1).trim() : null;
}

function goalLines(system: string): string[] {
  const lines = system.split('\n');
  const start = lines.findIndex((l) => l.startsWith('Objetivos:'));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('- ')) break;
    out.push(line.slice(2));
  }
  return out;
}

const has = (text: string, pattern: RegExp) => pattern.test(text.normalize('NFC'));

/** Which tool a literal model would call for `question`, if any. */
function toolFor(
  question: string,
  system: string,
): { name: string; arguments: Record<string, string> } | null {
  if (has(question, /aporte/i) && has(question, /fiz|feitos|realizei|quanto aportei|histórico/i)) {
    return { name: 'get_contributions', arguments: {} };
  }
  if (has(question, /projeção|quanto falta|atingir|alcançar/i)) {
    const first = goalLines(system)[0]?.split(':')[0] ?? '';
    const named = goalLines(system)
      .map((g) => g.split(':')[0] ?? '')
      .find((name) => name && question.toLowerCase().includes(name.toLowerCase()));
    return { name: 'get_goal_projection', arguments: { goal_name: named ?? first } };
  }
  if (has(question, /\baula\b|academia|o que é|o que são|como funciona o tesouro/i)) {
    return { name: 'search_academy', arguments: { query: question } };
  }
  return null;
}

function answerFromTools(toolResults: { name: string; content: string }[]): string {
  const parts: string[] = [];
  for (const result of toolResults) {
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(result.content) as Record<string, unknown>;
    } catch {
      data = {};
    }
    if (result.name === 'get_contributions') {
      parts.push(
        `Consultei seus aportes: foram ${String(data.total_aportes)} no período, somando ${String(data.soma)}.`,
      );
    } else if (result.name === 'get_goal_projection') {
      parts.push(
        data.erro
          ? 'Não encontrei esse objetivo entre os seus.'
          : `Para o objetivo ${String(data.objetivo)}, faltam ${String(data.meses_restantes)} meses; o aporte mensal necessário é ${String(data.aporte_mensal_com_rendimento)} com rendimento (${String(data.aporte_mensal_sem_rendimento)} sem rendimento).`,
      );
    } else if (result.name === 'search_academy') {
      parts.push(
        data.erro
          ? 'Não encontrei uma aula sobre isso.'
          : `Segundo a aula **${String(data.aula)}**: ${String(data.trecho)} [Ler a aula](${String(data.link)})`,
      );
    }
  }
  return parts.join('\n\n');
}

/** A literal "model": facts from the system prompt, never anything else. */
function answerFromPrompt(question: string, system: string): string {
  const name = (fact(system, 'Nome') ?? '').split(' ')[0] ?? '';
  if (has(question, /outr[oa]s? (cliente|pessoa|investidor)|dados de outr/i)) {
    return 'Só tenho acesso aos seus próprios dados e não posso mostrar informações de outros clientes.';
  }
  if (
    has(
      question,
      /qual (ação|ativo|fundo|título|cdb)|que ação|comprar|vender|ticker|PETR|VALE|específic/i,
    )
  ) {
    return 'Não indico ativos específicos nem dou ordens de compra ou venda: a AlgoOne orienta a alocação por classe. Para escolher os produtos de cada classe, fale com um consultor humano.';
  }
  if (has(question, /consultor|humano|atendente/i)) {
    return 'Claro! Use o botão "Encaminhar ao consultor" e um consultor humano da AlgoOne responde em breve.';
  }
  const lines: string[] = [];
  if (has(question, /patrimônio|quanto tenho/i)) {
    lines.push(
      `Seu patrimônio informado é ${fact(system, 'Patrimônio informado') ?? 'desconhecido'}.`,
    );
  }
  if (has(question, /perfil|risco/i)) {
    lines.push(
      `Seu perfil de investidor: ${fact(system, 'Perfil de investidor') ?? 'desconhecido'}.`,
    );
  }
  if (has(question, /carteira|aloca|rebalanc|classe/i)) {
    lines.push(`Sua carteira atual: ${fact(system, 'Carteira atual por classe') ?? '-'}.`);
    lines.push(`A recomendada: ${fact(system, 'Carteira recomendada por classe') ?? '-'}.`);
  }
  if (has(question, /cashback/i)) {
    const line = system.split('\n').find((l) => l.startsWith('Cashback estimado'));
    lines.push(line ? `${line}. A AlgoOne devolve parte da taxa das corretoras parceiras.` : '');
  }
  if (has(question, /objetivo|meta/i)) {
    const goals = goalLines(system);
    lines.push(
      goals.length ? `Seus objetivos: ${goals.join('; ')}.` : 'Você ainda não tem objetivos.',
    );
  }
  if (lines.length === 0) {
    lines.push(
      `Olá, ${name}! Posso ajudar com sua carteira, seu perfil, seus objetivos e seu cashback.`,
    );
  }
  return lines.filter(Boolean).join('\n\n');
}

function chunk(model: string, delta: Record<string, unknown>, finish: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

export async function startFakeOpenAi(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? 'sk-fake-0123456789abcdef';
  let scenario: FakeScenario = 'smart';
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();

  const fake: FakeOpenAi = {
    url: '',
    apiKey,
    requests,
    use(next) {
      scenario = next;
    },
    chunkDelayMs: 5,
    slowMs: 10_000,
    aborted: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(errorBody(404, 'Not found', 'invalid_request_error'));
      return;
    }
    res.on('close', () => {
      if (!res.writableFinished) fake.aborted += 1;
    });
    const raw = await readBody(req);
    let body: Omit<FakeRequest, 'authorization'>;
    try {
      body = JSON.parse(raw) as Omit<FakeRequest, 'authorization'>;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(errorBody(400, 'Bad JSON', 'invalid_request_error'));
      return;
    }
    const authorization = req.headers.authorization;
    requests.push({ ...body, authorization });
    if (authorization !== `Bearer ${apiKey}` || scenario === 'unauthorized') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(errorBody(401, 'Incorrect API key provided.', 'invalid_request_error'));
      return;
    }
    if (scenario === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(errorBody(429, 'Rate limit reached.', 'rate_limit_error'));
      return;
    }
    if (scenario === 'server-error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(errorBody(500, 'The server had an error.', 'server_error'));
      return;
    }
    if (scenario === 'slow') {
      await wait(fake.slowMs);
      if (res.destroyed) return;
    }
    if (scenario === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"choices": [ this is not json\n\n');
      return;
    }

    const messages = body.messages ?? [];
    const system = messages.find((m) => m.role === 'system')?.content ?? '';
    const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const lastUserIndex = messages.map((m) => m.role).lastIndexOf('user');
    const toolResults = messages
      .slice(lastUserIndex + 1)
      .filter((m) => m.role === 'tool')
      .map((m) => {
        const call = messages
          .flatMap((x) => x.tool_calls ?? [])
          .find((c) => c.id === m.tool_call_id);
        return { name: call?.function.name ?? '', content: m.content ?? '' };
      });
    const offered = new Set((body.tools ?? []).map((t) => t.function.name));
    const tool = toolResults.length === 0 ? toolFor(lastUser, system) : null;
    const callTool = tool && offered.has(tool.name) ? tool : null;
    const text = callTool
      ? ''
      : toolResults.length
        ? answerFromTools(toolResults)
        : answerFromPrompt(lastUser, system);
    const usage = {
      prompt_tokens: Math.ceil(JSON.stringify(messages).length / 4),
      completion_tokens: Math.max(1, Math.ceil(text.length / 4)),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;

    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: text || 'ok' },
              finish_reason: 'stop',
            },
          ],
          usage,
        }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const write = (data: unknown) => {
      if (!res.destroyed) res.write(`data: ${JSON.stringify(data)}\n\n`);
    };
    if (callTool) {
      write(chunk(body.model, { role: 'assistant', content: null }));
      const args = JSON.stringify(callTool.arguments);
      write(
        chunk(body.model, {
          tool_calls: [
            {
              index: 0,
              id: 'call_fake_1',
              type: 'function',
              function: { name: callTool.name, arguments: '' },
            },
          ],
        }),
      );
      // Arguments arrive in pieces, as real providers send them.
      for (const piece of [args.slice(0, 5), args.slice(5)]) {
        write(chunk(body.model, { tool_calls: [{ index: 0, function: { arguments: piece } }] }));
      }
      write(chunk(body.model, {}, 'tool_calls'));
      if (scenario !== 'no-usage') write({ ...chunk(body.model, {}), choices: [], usage });
      res.end('data: [DONE]\n\n');
      return;
    }
    write(chunk(body.model, { role: 'assistant', content: '' }));
    const words = text.split(/(?<=\s)/);
    for (const [index, word] of words.entries()) {
      if (res.destroyed) return;
      if (scenario === 'malformed' && index === Math.floor(words.length / 2)) {
        res.end('data: {"choices": [{"delta": {"content": "oops"\n\n');
        return;
      }
      if (scenario === 'cut' && index === Math.floor(words.length / 2)) {
        res.socket?.destroy();
        return;
      }
      write(chunk(body.model, { content: word }));
      if (fake.chunkDelayMs > 0) await wait(fake.chunkDelayMs);
    }
    write(chunk(body.model, {}, 'stop'));
    if (scenario !== 'no-usage') write({ ...chunk(body.model, {}), choices: [], usage });
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
