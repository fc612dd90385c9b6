import { formatBRL, formatPercent, LOCALE } from '../money/format.ts';
import { SAO_PAULO_TIME_ZONE } from '../time/zoned-date.ts';
import { PLANS, type PlanPeriod } from '../product/plans.ts';
import {
  OPTIONAL_CONSENT_LABELS,
  PRIVACY_REQUEST_LABELS,
  type OptionalConsentPurpose,
  type PrivacyRequestKind,
} from '../privacy/privacy-rules.ts';

/** One detail of an audit entry as /admin/logs and its CSV show it. */
export interface AuditDetailLine {
  /** The key as recorded (for support, and the CSV's code column). */
  key: string;
  label: string;
  value: string;
}

/** Ids an entry names (people, mostly) with the names the server found for them. */
export type AuditNames = Readonly<Record<string, string>>;

type Format = (value: unknown, names: AuditNames) => string;

const number = new Intl.NumberFormat(LOCALE);
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: SAO_PAULO_TIME_ZONE,
});
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const STAFF_ROLE_LABELS: Readonly<Record<string, string>> = {
  investor: 'investidor(a)',
  consultant: 'consultor(a)',
  admin: 'administrador(a)',
};

/** What a recorded code means, for values that are codes (roles, reasons, filters...). */
const VALUE_LABELS: Readonly<Record<string, string>> = {
  ...STAFF_ROLE_LABELS,
  locked: 'acesso bloqueado por falhas',
  INVALID_EMAIL_OR_PASSWORD: 'email ou senha incorretos',
  INVALID_EMAIL: 'email inválido',
  BANNED_USER: 'conta desativada',
  password: 'senha',
  environment: 'variáveis de ambiente do servidor',
  'sign-in': 'entrada na conta',
  all: 'todas',
  unread: 'não lidas',
  waiting: 'aguardando resposta',
  reviews: 'com revisão pendente',
  open: 'abertos',
  answered: 'respondidos',
  at_risk: 'em risco',
  on_track: 'no caminho',
  received: 'recebido',
  pending: 'pendente',
  stripe: 'Stripe',
  demo: 'demonstração',
  // The portfolios' consultant filter for clients with no consultant.
  fila: 'fila compartilhada',
};

/** Field names recorded in a list ("fields": which ones changed). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'nome',
  email: 'email',
  phone: 'telefone',
  title: 'título',
  summary: 'resumo',
  category: 'categoria',
  tags: 'etiquetas',
  body: 'texto',
  tickers: 'ativos',
  analystId: 'analista',
  displayName: 'nome exibido',
  website: 'site',
  annualBps: 'taxa anual',
  active: 'ativa',
  role: 'papel',
  consultantId: 'consultor',
  actor: 'autor',
  action: 'ação',
  target: 'alvo',
  result: 'resultado',
  from: 'de',
  to: 'até',
};

const code = (value: unknown): string =>
  typeof value === 'string' ? (VALUE_LABELS[value] ?? value) : plain(value);

const yesNo: Format = (value) => (value === true ? 'sim' : value === false ? 'não' : plain(value));
const count: Format = (value) => (typeof value === 'number' ? number.format(value) : plain(value));
const money: Format = (value) =>
  typeof value === 'number' && Number.isInteger(value) ? formatBRL(value) : plain(value);
const bps: Format = (value) =>
  typeof value === 'number' ? formatPercent(value / 100, 2) : plain(value);
const when: Format = (value) => {
  if (typeof value !== 'string') return plain(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return date.format(new Date(`${value}T00:00:00Z`));
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : dateTime.format(at);
};
const month: Format = (value) =>
  typeof value === 'string' ? formatMonthYear(value) : plain(value);
const bytes: Format = (value) => {
  if (typeof value !== 'number') return plain(value);
  if (value < 1024) return `${number.format(value)} bytes`;
  if (value < 1024 * 1024) return `${formatDecimal(value / 1024)} KB`;
  return `${formatDecimal(value / 1024 / 1024)} MB`;
};
const person =
  (none: string): Format =>
  (value, names) => {
    if (value === null || value === undefined) return none;
    return typeof value === 'string'
      ? (names[value] ?? VALUE_LABELS[value] ?? `pessoa removida (${shortId(value)})`)
      : plain(value);
  };
const people: Format = (value, names) => {
  if (!Array.isArray(value)) return plain(value);
  if (value.length === 0) return 'nenhum';
  const named = value.map((id) =>
    typeof id === 'string' ? (names[id] ?? shortId(id)) : plain(id),
  );
  const shown = named.slice(0, 5).join(', ');
  return value.length > 5 ? `${shown} e mais ${number.format(value.length - 5)}` : shown;
};
const fieldList: Format = (value) =>
  Array.isArray(value)
    ? value.length === 0
      ? 'nenhum'
      : value.map((f) => (typeof f === 'string' ? (FIELD_LABELS[f] ?? f) : plain(f))).join(', ')
    : plain(value);
const plan: Format = (value) =>
  typeof value === 'string' && value in PLANS ? PLANS[value as PlanPeriod].name : code(value);
const requestKind: Format = (value) =>
  typeof value === 'string' && value in PRIVACY_REQUEST_LABELS
    ? PRIVACY_REQUEST_LABELS[value as PrivacyRequestKind]
    : code(value);
const B3_FILE_KINDS: Readonly<Record<string, string>> = {
  posicao: 'Posição',
  movimentacao: 'Movimentação',
  negociacao: 'Negociação',
};
const b3FileKind: Format = (value) =>
  typeof value === 'string' && value in B3_FILE_KINDS
    ? (B3_FILE_KINDS[value] ?? value)
    : code(value);
const purpose: Format = (value) =>
  typeof value === 'string' && value in OPTIONAL_CONSENT_LABELS
    ? OPTIONAL_CONSENT_LABELS[value as OptionalConsentPurpose]
    : code(value);
const digest: Format = (value) =>
  typeof value === 'string' && value.length > 16 ? `${value.slice(0, 12)}…` : plain(value);
/** Changes field by field ({ field: { from, to } }), as "campo: antes → depois; ...". */
const changes: Format = (value, names) =>
  isRecord(value)
    ? Object.entries(value)
        .map(([key, change]) => `${FIELD_LABELS[key] ?? key}: ${describe(key, change, names)}`)
        .join('; ') || 'nenhuma'
    : plain(value);
/** The audit log's own filters, as the screen names them. */
const filters: Format = (value) =>
  isRecord(value)
    ? Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([key, v]) => `${FIELD_LABELS[key] ?? key}: ${code(v)}`)
        .join('; ') || 'nenhum'
    : plain(value);

/**
 * Every detail key the server records, with its pt-BR label and how its value reads. A key not
 * here still shows (its code as the label), so nothing recorded is hidden; the server's tests
 * fail when an action records a key missing from this catalogue.
 */
export const AUDIT_DETAIL_FIELDS: Readonly<Record<string, { label: string; format?: Format }>> = {
  q: { label: 'Busca' },
  role: { label: 'Papel', format: code },
  profile: { label: 'Perfil', format: code },
  status: { label: 'Situação', format: code },
  nextPage: { label: 'Página seguinte da lista', format: yesNo },
  shown: { label: 'Itens exibidos', format: count },
  consultant: { label: 'Consultor', format: person('todos') },
  consultantId: { label: 'Consultor', format: person('fila compartilhada') },
  userId: { label: 'Investidor', format: person('—') },
  investors: { label: 'Investidores exibidos', format: people },
  filters: { label: 'Filtros', format: filters },
  filter: { label: 'Filtro', format: code },
  rows: { label: 'Linhas', format: count },
  via: { label: 'Origem', format: code },
  to: { label: 'Para', format: person('fila compartilhada') },
  from: { label: 'De', format: person('fila compartilhada') },
  moved: { label: 'Clientes transferidos', format: count },
  clientsToQueue: { label: 'Clientes devolvidos à fila', format: count },
  clientsReturnedToQueue: { label: 'Clientes devolvidos à fila', format: count },
  reason: { label: 'Motivo', format: code },
  step: { label: 'Etapa concluída', format: code },
  twoFactorPending: { label: 'Falta o código de duas etapas', format: yesNo },
  live: { label: 'Acompanhando ao vivo', format: yesNo },
  cnpi: { label: 'CNPI' },
  fields: { label: 'Campos', format: fieldList },
  title: { label: 'Título' },
  category: { label: 'Categoria', format: code },
  fileName: { label: 'Arquivo' },
  bytes: { label: 'Tamanho', format: bytes },
  pageCount: { label: 'Páginas', format: count },
  sha256: { label: 'Impressão digital (SHA-256)', format: digest },
  baseUrl: { label: 'Endereço do provedor' },
  model: { label: 'Modelo' },
  keyChanged: { label: 'Chave trocada', format: yesNo },
  plan: { label: 'Plano', format: plan },
  provider: { label: 'Provedor de pagamento', format: code },
  accessUntil: { label: 'Acesso até', format: when },
  refundedCents: { label: 'Reembolso', format: money },
  chargedCents: { label: 'Cobrado', format: money },
  type: { label: 'Tipo do aviso' },
  eraseAfter: { label: 'Apagar a partir de', format: when },
  requestedAt: { label: 'Pedido em', format: when },
  by: { label: 'Cancelada por', format: code },
  purpose: { label: 'Finalidade', format: purpose },
  granted: { label: 'Concedido', format: yesNo },
  kind: { label: 'Tipo do pedido', format: requestKind },
  protocol: { label: 'Protocolo' },
  count: { label: 'Quantidade', format: count },
  changed: { label: 'Alterações', format: changes },
  effectiveMonth: { label: 'Vigente a partir de', format: month },
  annualBps: { label: 'Taxa anual', format: bps },
  previousBps: { label: 'Taxa anterior', format: bps },
  lineCount: { label: 'Linhas do arquivo', format: count },
  created: { label: 'Lançamentos criados', format: count },
  duplicates: { label: 'Já lançados antes', format: count },
  rejected: { label: 'Recusados', format: count },
  brokerId: { label: 'Corretora' },
  referenceMonth: { label: 'Mês de referência', format: month },
  receivedCents: { label: 'Recebido da corretora', format: money },
  passedOnCents: { label: 'Repassado ao investidor', format: money },
  name: { label: 'Nome' },
  email: { label: 'Email' },
  fileKind: { label: 'Arquivo da B3', format: b3FileKind },
  fileDate: { label: 'Data da posição', format: when },
  updated: { label: 'Atualizados', format: count },
  ignored: { label: 'Linhas ignoradas', format: count },
  issuerCnpj: { label: 'CNPJ do emissor' },
};

/** Plan switches record plans in from/to; everything else records people there. */
const PLAN_CHANGES = new Set(['billing.plan_switched']);

/**
 * An audit entry's details as lines a person reads, each with a pt-BR label and a formatted
 * value ("Itens exibidos: 25", "Reembolso: R$ 49,00", "Para: Ana Souza"). `names` gives the
 * people the entry's ids name. A change ({ from, to }) reads "antes → depois"; a from/to pair at
 * the top (a consultant or plan moved) becomes one line.
 */
export function describeAuditDetails(
  details: Readonly<Record<string, unknown>>,
  names: AuditNames = {},
  action?: string,
): AuditDetailLine[] {
  const lines: AuditDetailLine[] = [];
  const entries = Object.entries(details).filter(([, value]) => value !== undefined);
  const keys = new Set(entries.map(([key]) => key));
  const planChange = action !== undefined && PLAN_CHANGES.has(action);
  if (keys.has('from') && keys.has('to')) {
    const side = (value: unknown) =>
      planChange ? plan(value, names) : describe('to', value, names);
    lines.push({
      key: 'from,to',
      label: planChange ? 'Plano' : 'Consultor',
      value: `${side(details.from)} → ${side(details.to)}`,
    });
  }
  for (const [key, value] of entries) {
    if (lines.length > 0 && (key === 'from' || key === 'to') && keys.has('from') && keys.has('to'))
      continue;
    lines.push({
      key,
      label: AUDIT_DETAIL_FIELDS[key]?.label ?? key,
      value: describe(key, value, names),
    });
  }
  return lines;
}

function describe(key: string, value: unknown, names: AuditNames): string {
  if (isChange(value))
    return `${describe(key, value.from, names)} → ${describe(key, value.to, names)}`;
  const format = AUDIT_DETAIL_FIELDS[key]?.format;
  if (format) return format(value, names);
  return plain(value);
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (typeof value === 'number') return number.format(value);
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value)) return value.length === 0 ? 'nenhum' : value.map(plain).join(', ');
  return JSON.stringify(value);
}

/** '2026-11' → 'Novembro de 2026' (only the first letter capitalised, as pt-BR writes it). */
export function formatMonthYear(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const text = monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatDecimal(value: number): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(value);
}

const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('from') && keys.includes('to');
}

/**
 * The ids an entry's details name as people (consultants, investors), for the server to look up
 * once per page.
 */
export function auditPersonIds(details: Readonly<Record<string, unknown>>): string[] {
  const ids: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string') ids.push(value);
    else if (isChange(value)) {
      add(value.from);
      add(value.to);
    }
  };
  for (const key of ['consultant', 'consultantId', 'userId', 'to', 'from']) add(details[key]);
  if (Array.isArray(details.investors)) details.investors.forEach(add);
  return ids;
}
