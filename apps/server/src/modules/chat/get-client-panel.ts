import { GOAL_STATUSES } from '@algoone/domain';
import type { TChatClientPanel } from '@algoone/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { getDashboard, type DashboardDeps } from '../dashboard/index.ts';
import { listGoals } from '../goals/index.ts';
import { staffConversation } from './conversation-access.ts';

const BEHIND: readonly string[] = GOAL_STATUSES.filter((status) => status !== 'acima');

/**
 * GET /api/chat/conversations/:id/client: the client's panel beside the conversation, built by
 * the very read functions behind the investor's /dashboard and /objetivos. Only their own
 * consultant or an admin (not the shared queue); every read is audited.
 */
export async function getClientPanel(
  deps: DashboardDeps,
  viewer: Viewer,
  id: string,
  client: { ipAddress: string | null; userAgent: string | null },
): Promise<TChatClientPanel> {
  const { db } = deps;
  const found = await staffConversation(db, viewer, id, 'read');
  if (viewer.role !== 'admin' && found.consultantId !== viewer.id) throw notFound();
  const investor: Viewer = {
    id: found.investor.id,
    name: found.investor.name,
    email: found.investor.email,
    role: 'investor',
    twoFactorEnabled: false,
    sessionId: '',
  };
  const [dashboard, goals] = await Promise.all([
    getDashboard(deps, investor, {}),
    listGoals(db, investor),
  ]);
  await recordAudit(db, {
    action: 'chat.client_viewed',
    result: 'success',
    actorId: viewer.id,
    targetType: 'user',
    targetId: investor.id,
    ...client,
  });
  return {
    investor: found.investor,
    dashboard,
    goalsAtRisk: goals.goals.filter(
      (goal) =>
        !goal.evaluation.reached &&
        ((goal.evaluation.status !== null && BEHIND.includes(goal.evaluation.status)) ||
          (goal.evaluation.nearDeadline && goal.evaluation.progressPercent < 30)),
    ),
  };
}
