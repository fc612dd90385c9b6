// `tsx apps/server/test/support/provision-chat-cast.ts <data dir>`: provisions the chat
// journeys' people before the server starts, straight into its data folder (the server then
// takes the folder's lock), and prints them as JSON: a consultant, and an investor already
// assigned to them. Staff cannot sign up, and the env-created admin's TOTP belongs to the
// accounts journey, so this is how the journeys get a consultant whose client is known.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/db/migrations-dir.ts';
import { periodEndFor } from '@algoone/domain';
import { billingSubscriptions, users } from '../../src/db/schema/index.ts';
import { createAuth } from '../../src/modules/auth/index.ts';
import { createPasswordlessUser, setPassword } from '../../src/modules/admin/index.ts';

interface ChatCast {
  consultant: { name: string; email: string; password: string };
  investor: { name: string; email: string; password: string };
}

async function provisionChatCast(dataDir: string, appUrl: string): Promise<ChatCast> {
  const suffix = randomBytes(3).toString('hex');
  const cast: ChatCast = {
    consultant: {
      name: 'Rafael Lima',
      email: `rafael.${suffix}@algoone.test`,
      password: `consultoria ${randomBytes(6).toString('hex')} serena`,
    },
    investor: {
      name: 'Helena Prado',
      email: `helena.${suffix}@exemplo.com.br`,
      password: `planos ${randomBytes(6).toString('hex')} de viagem`,
    },
  };
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await database.migrate(MIGRATIONS_DIR);
    const auth = createAuth({
      db: database.db,
      // Only password hashes are written here; the server signs its own sessions.
      secret: randomBytes(32).toString('hex'),
      appUrl,
      production: false,
      trustedOrigins: [appUrl],
    });
    const consultantId = await createPasswordlessUser(auth, {
      ...cast.consultant,
      role: 'consultant',
    });
    await setPassword(auth, consultantId, cast.consultant.password);
    const investorId = await createPasswordlessUser(auth, { ...cast.investor, role: 'investor' });
    await setPassword(auth, investorId, cast.investor.password);
    await database.db.update(users).set({ consultantId }).where(eq(users.id, investorId));
    // Writing to the consultant is a plan feature: the client has a (demo) plan.
    const now = new Date();
    await database.db.insert(billingSubscriptions).values({
      userId: investorId,
      plan: 'monthly',
      status: 'active',
      provider: 'demo',
      idempotencyKey: 'provisioned-chat-cast',
      currentPeriodStart: now,
      currentPeriodEnd: periodEndFor('monthly', now),
      firstPaidAt: now,
      lastEventAt: now,
    });
  } finally {
    await database.close();
  }
  return cast;
}

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: provision-chat-cast.ts <data dir>');
process.stdout.write(`${JSON.stringify(await provisionChatCast(dataDir, 'http://127.0.0.1'))}\n`);
