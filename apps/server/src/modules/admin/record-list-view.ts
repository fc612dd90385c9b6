import type { Db } from '../../db/client.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit, type AuditAction } from '../audit/index.ts';

/**
 * A staff member read a list of investors' data (issue #18: every staff view is audited): who,
 * which list, with which filters and how many rows. The rows' ids are not kept: a list of 200
 * would weigh more than the log's every other entry, and the filters replay it.
 */
export async function recordListView(
  db: Db,
  viewer: Viewer,
  action: Extract<
    AuditAction,
    'admin.users_listed' | 'admin.portfolios_viewed' | 'admin.goals_viewed' | 'admin.audit_exported'
  >,
  client: ClientInfo,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    action,
    result: 'success',
    actorId: viewer.id,
    targetType: 'list',
    ...client,
    details,
  });
}
