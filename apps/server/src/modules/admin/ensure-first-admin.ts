import { passwordProblem } from '@algoone/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { Auth } from '../auth/index.ts';
import { createPasswordlessUser, findUserByEmail, setPassword } from './staff-accounts.ts';

export class AdminBootstrapError extends Error {}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD on start: creates that admin once, when the email has no
 * account yet. Never changes an existing account.
 */
export async function ensureFirstAdmin(
  db: Db,
  auth: Auth,
  input: { email: string; password: string; name: string },
): Promise<'created' | 'exists'> {
  if (await findUserByEmail(db, input.email)) return 'exists';
  const problem = passwordProblem(input.password, input);
  if (problem) throw new AdminBootstrapError(`ADMIN_PASSWORD recusada: ${problem}`);
  const userId = await createPasswordlessUser(auth, { ...input, role: 'admin' });
  await setPassword(auth, userId, input.password);
  await recordAudit(db, {
    action: 'admin.created',
    result: 'success',
    targetType: 'user',
    targetId: userId,
    details: { via: 'environment' },
  });
  return 'created';
}
