import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_AUDIT_CSV_MAX,
  ADMIN_AUDIT_PAGE_SIZE,
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  type AuditAction,
  type TAuditEntry,
  type TAuditPage,
  type z,
  type ZAuditQuery,
} from '@algoone/contracts';
import { auditPersonIds, describeAuditDetails, SAO_PAULO_TIME_ZONE } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { formatCsv } from '../contributions/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { matchesEveryWord } from './list-users.ts';
import { recordListView } from './record-list-view.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

type Query = z.output<typeof ZAuditQuery>;

interface Row {
  id: number | string;
  at: Date | string;
  action: string;
  result: 'success' | 'failure';
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  ip_address: string | null;
  details: Record<string, unknown> | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: Query): SQL {
  const parts: SQL[] = [];
  const actorWords = query.actor ? matchesEveryWord(sql`search_key`, query.actor) : null;
  if (query.actor && actorWords) {
    // Every word of a name or email, in any order (users_search_trgm_idx), or an id.
    parts.push(
      sql`(a.actor_id = ${query.actor} or a.actor_id in (select id from users where ${actorWords}))`,
    );
  }
  // Backslash is LIKE's default escape; naming it (ESCAPE) would hide the prefix from
  // audit_log_action_prefix_idx.
  if (query.action) parts.push(sql`a.action like ${`${likeEscape(query.action)}%`}`);
  if (query.target) {
    parts.push(
      sql`a.target_id = any(array[${query.target}::text] || array(select id from users where lower(email) = lower(${query.target})))`,
    );
  }
  if (query.result) parts.push(sql`a.result = ${query.result}`);
  // Days are São Paulo days, as the screen shows them.
  if (query.from)
    parts.push(sql`a.at >= (${query.from}::date::timestamp at time zone ${SAO_PAULO_TIME_ZONE})`);
  if (query.to)
    parts.push(
      sql`a.at < ((${query.to}::date + 1)::timestamp at time zone ${SAO_PAULO_TIME_ZONE})`,
    );
  if (query.before) parts.push(sql`a.id < ${query.before}`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** A target id that may be a uuid column's value; anything else matches nothing (no cast error). */
const asUuid = sql`case when a.target_id ~ '^[0-9a-fA-F-]{36}$' then a.target_id::uuid end`;

/**
 * What each target is called, by its type: a person's name, a DPO request's protocol and who made
 * it, a report's title, a broker's name, a subscription's holder, an email's address. One
 * primary-key probe per listed row.
 */
const targetName = sql`case a.target_type
  when 'user' then (select t.name from users t where t.id = a.target_id)
  when 'privacy_request' then (
    select 'Pedido ' || r.protocol || ' de ' || ru.name
    from privacy_requests r join users ru on ru.id = r.user_id where r.id = ${asUuid})
  when 'research_report' then (select rr.title from research_reports rr where rr.id = ${asUuid})
  when 'broker' then (select b.name from brokers b where b.id = a.target_id)
  when 'subscription' then (
    select 'Assinatura de ' || su.name
    from billing_subscriptions s join users su on su.id = s.user_id where s.id = ${asUuid})
  when 'email_outbox' then (select o."to" from email_outbox o where o.id = ${asUuid})
end`;

async function read(db: Db, query: Query, limit: number): Promise<TAuditEntry[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select a.id, a.at, a.action, a.result, a.actor_id, a.target_type, a.target_id, a.ip_address,
             a.details, u.name as actor_name, u.email as actor_email, ${targetName} as target_name
      from audit_log a
      left join users u on u.id = a.actor_id
      ${filters(query)}
      order by a.id desc
      limit ${limit}`),
  );
  // The people the details point to, in one query for the whole page.
  const ids = [...new Set(rows.flatMap((row) => auditPersonIds(row.details ?? {})))];
  const people = ids.length
    ? rowsOf<{ id: string; name: string }>(
        await db.execute(
          sql`select id, name from users where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
    : [];
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action,
    result: row.result,
    actor:
      row.actor_id && row.actor_name && row.actor_email
        ? { id: row.actor_id, name: row.actor_name, email: row.actor_email }
        : null,
    actorId: row.actor_id,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    ipAddress: row.ip_address,
    details: row.details ?? {},
    names: Object.fromEntries(
      auditPersonIds(row.details ?? {}).flatMap((id) => {
        const name = nameOf.get(id);
        return name ? [[id, name]] : [];
      }),
    ),
  }));
}

/** /admin/logs: the newest first, a page at a time before the last id seen (keyset). */
export async function listAudit(db: Db, query: Query): Promise<TAuditPage> {
  const rows = await read(db, query, ADMIN_AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
  return {
    items: page,
    next: rows.length > ADMIN_AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The same filters as CSV (at most ADMIN_AUDIT_CSV_MAX rows, newest first). */
export async function exportAuditCsv(
  db: Db,
  viewer: Viewer,
  query: Query,
  client: ClientInfo,
): Promise<string> {
  const rows = await read(db, { ...query, before: undefined }, ADMIN_AUDIT_CSV_MAX);
  // The log names investors and their addresses: a copy leaving the system is itself logged.
  await recordListView(db, viewer, 'admin.audit_exported', client, {
    filters: { ...query, before: undefined },
    rows: rows.length,
  });
  // pt-BR headers and labels for people; the codes beside them for support and scripts.
  return formatCsv([
    [
      'ID',
      'Data e hora (Brasília)',
      'Ação',
      'Código da ação',
      'Resultado',
      'Autor',
      'Email do autor',
      'ID do autor',
      'Alvo',
      'Tipo do alvo',
      'ID do alvo',
      'IP',
      'Detalhes',
      'Detalhes (códigos)',
    ],
    ...rows.map((row) => [
      String(row.id),
      csvDateTime.format(new Date(row.at)),
      AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
      row.action,
      row.result === 'success' ? 'Sucesso' : 'Falha',
      row.actor?.name ?? (row.actorId ? '' : 'Sistema'),
      row.actor?.email ?? '',
      row.actorId ?? '',
      row.targetName ?? '',
      row.targetType ? (AUDIT_TARGET_LABELS[row.targetType] ?? row.targetType) : '',
      row.targetId ?? '',
      row.ipAddress ?? '',
      describeAuditDetails(row.details, row.names, row.action)
        .map((line) => `${line.label}: ${line.value}`)
        .join('; '),
      JSON.stringify(row.details),
    ]),
  ]);
}

const csvDateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: SAO_PAULO_TIME_ZONE,
});
