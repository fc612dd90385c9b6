import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_AUDIT_CSV_MAX,
  ADMIN_AUDIT_PAGE_SIZE,
  type TAuditEntry,
  type TAuditPage,
  type z,
  type ZAuditQuery,
} from '@algoone/contracts';
import { SAO_PAULO_TIME_ZONE } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import { formatCsv } from '../contributions/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
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
  if (query.actor) {
    const like = `%${likeEscape(query.actor)}%`;
    parts.push(
      sql`(a.actor_id = ${query.actor} or a.actor_id in (select id from users where search_key like fold_text(${like}) escape '\\'))`,
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

async function read(db: Db, query: Query, limit: number): Promise<TAuditEntry[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select a.id, a.at, a.action, a.result, a.actor_id, a.target_type, a.target_id, a.ip_address,
             a.details, u.name as actor_name, u.email as actor_email, t.name as target_name
      from audit_log a
      left join users u on u.id = a.actor_id
      left join users t on a.target_type = 'user' and t.id = a.target_id
      ${filters(query)}
      order by a.id desc
      limit ${limit}`),
  );
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
  return formatCsv([
    [
      'id',
      'data',
      'acao',
      'resultado',
      'autor_id',
      'autor',
      'alvo_tipo',
      'alvo_id',
      'alvo',
      'ip',
      'detalhes',
    ],
    ...rows.map((row) => [
      String(row.id),
      row.at,
      row.action,
      row.result,
      row.actorId ?? '',
      row.actor?.email ?? '',
      row.targetType ?? '',
      row.targetId ?? '',
      row.targetName ?? '',
      row.ipAddress ?? '',
      JSON.stringify(row.details),
    ]),
  ]);
}
