import { sql, type SQL } from 'drizzle-orm';
import { peopleSearchWords } from '@algoone/domain';
import {
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUsersPage,
  type z,
  type ZAdminUsersQuery,
} from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/prepared-statement.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { recordListView } from './record-list-view.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

interface Row {
  id: string;
  name: string;
  email: string;
  role: 'investor' | 'consultant' | 'admin';
  banned: boolean | null;
  two_factor_enabled: boolean | null;
  created_at: Date | string;
  consultant_id: string | null;
  consultant_name: string | null;
  name_key: string;
}

/** pg_trgm indexes runs of three characters: a shorter word cannot use the index. */
const TRIGRAM = 3;

/** LIKE's own characters in a search are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of the search somewhere in the name or email, in any order ("maria conceicao"
 * finds "Maria da Conceição"). Each word is one LIKE on users.search_key; the GIN trigram index
 * answers them together (its words of three or more characters narrow the rows, shorter ones
 * are checked on the rows found). Also the audit log's actor filter.
 */
export function matchesEveryWord(searchKey: SQL, query: string): SQL | null {
  const words = peopleSearchWords(query);
  if (words.length === 0) return null;
  return sql.join(
    words.map((word) => sql`${searchKey} like fold_text(${`%${likeEscape(word)}%`}) escape '\\'`),
    sql` and `,
  );
}

/** pg_trgm needs a word of three characters or more to use the index. */
export const usesTrigramIndex = (query: string) =>
  peopleSearchWords(query).some((word) => word.length >= TRIGRAM);

/**
 * /admin/usuarios: people by name (accents and case folded, users_name_key_idx), filtered by a
 * search in name or email and by role, a page at a time after the cursor (keyset: no OFFSET, so
 * page 4,000 of 100,000 users costs what page 1 does).
 */
export async function listUsers(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof ZAdminUsersQuery>,
  client: ClientInfo,
): Promise<TAdminUsersPage> {
  // The cursor is the last row's (name_key, id).
  const after = query.after ? decodeCursor(query.after, ['string', 'string'] as const) : null;
  const search = query.q ? matchesEveryWord(sql`u.search_key`, query.q) : null;
  const filters = sql`
        ${query.role ? sql`and u.role = ${query.role}` : sql``}
        ${after ? sql`and (u.name_key, u.id) > (${after[0]}, ${after[1]})` : sql``}`;
  const columns = sql`u.id, u.name, u.email, u.role, u.banned, u.two_factor_enabled,
        u.created_at, u.name_key, c.id as consultant_id, c.name as consultant_name`;
  const limit = ADMIN_USERS_PAGE_SIZE + 1;
  const rows = rowsOf<Row>(
    await db.execute(
      search && usesTrigramIndex(query.q ?? '')
        ? // The matches first, through users_search_trgm_idx (a common name matches thousands,
          // which walking the list by name would filter one by one), then sorted and paged.
          sql`
          with found as materialized (
            select u.id, u.name_key from users u
            where ${search} ${filters}),
          page as (select id, name_key from found order by name_key, id limit ${limit})
          select ${columns}
          from page p
          join users u on u.id = p.id
          left join users c on c.id = u.consultant_id
          order by p.name_key, p.id`
        : // No search, or one too short for trigrams: the list by name, users_name_key_idx.
          sql`
          select ${columns}
          from users u
          left join users c on c.id = u.consultant_id
          where true
            ${search ? sql`and ${search}` : sql``}
            ${filters}
          order by u.name_key, u.id
          limit ${limit}`,
    ),
  );
  const page = rows.slice(0, ADMIN_USERS_PAGE_SIZE);
  const last = page.at(-1);
  await recordListView(db, viewer, 'admin.users_listed', client, {
    q: query.q ?? null,
    role: query.role ?? null,
    nextPage: after !== null,
    shown: page.length,
  });
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      consultant:
        row.consultant_id && row.consultant_name
          ? { id: row.consultant_id, name: row.consultant_name }
          : null,
      disabled: row.banned === true,
      twoFactorEnabled: row.two_factor_enabled === true,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    next:
      rows.length > ADMIN_USERS_PAGE_SIZE && last ? encodeCursor([last.name_key, last.id]) : null,
  };
}
