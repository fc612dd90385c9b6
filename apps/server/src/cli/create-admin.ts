// `npm run create-admin -- --email ana@exemplo.com --name "Ana Souza"`
// Creates an admin. On a terminal it asks for the password; otherwise (or with --link) it
// prints a one-time link, valid for 72 hours, where the admin sets it.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { passwordProblem, ZEmail, ZPersonName } from '@algoone/contracts';
import { EnvError, loadEnv } from '../env.ts';
import { MIGRATIONS_DIR } from '../db/migrations-dir.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { createAuth, INVITE_LINK_SECONDS } from '../modules/auth/index.ts';
import { resolveAuthSecret } from '../lib/auth-secret.ts';
import { recordAudit } from '../modules/audit/index.ts';
import {
  createPasswordlessUser,
  findUserByEmail,
  issuePasswordLink,
  setPassword,
} from '../modules/admin/index.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, link: { type: 'boolean' } },
  });
  const email = ZEmail.safeParse(values.email ?? '');
  const name = ZPersonName.safeParse(values.name ?? '');
  if (!email.success || !name.success) {
    fail('Uso: npm run create-admin -- --email ana@exemplo.com --name "Ana Souza" [--link]');
  }
  const env = loadEnv();
  const lock = env.DATABASE_URL ? undefined : acquireDataDirLock(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    await database.migrate(MIGRATIONS_DIR);
    const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
    const auth = createAuth({
      db: database.db,
      secret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
      appUrl,
      production: env.NODE_ENV === 'production',
      // No emailsQueued: this command emails nobody (it prints the link); a reset requested
      // through this auth instance would still wait in the outbox for the server to send it.
      trustedOrigins: [appUrl],
    });
    if (await findUserByEmail(database.db, email.data)) {
      fail(`Já existe uma conta com o email ${email.data}.`);
    }
    let password: string | null = null;
    if (process.stdin.isTTY && !values.link) {
      password = await askHidden('Senha do administrador (mínimo 12 caracteres): ');
      const problem = passwordProblem(password, { email: email.data, name: name.data });
      if (problem) fail(problem);
      if ((await askHidden('Repita a senha: ')) !== password) fail('As senhas não conferem.');
    }
    const userId = await createPasswordlessUser(auth, {
      name: name.data,
      email: email.data,
      role: 'admin',
    });
    await recordAudit(database.db, {
      action: 'admin.created',
      result: 'success',
      targetType: 'user',
      targetId: userId,
      details: { via: 'cli' },
    });
    if (password) {
      await setPassword(auth, userId, password);
      console.info(`Administrador ${email.data} criado. Entre em ${appUrl}/admin/login.`);
    } else {
      const link = await issuePasswordLink(auth, appUrl, userId, INVITE_LINK_SECONDS);
      console.info(`Administrador ${email.data} criado. Defina a senha (link de uso único, 72 h):`);
      console.info(link);
    }
    console.info('No primeiro acesso será pedida a ativação da verificação em duas etapas (TOTP).');
  } finally {
    await database.close();
    lock?.release();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  if (error instanceof DataDirLockedError) {
    fail(`${error.message} Pare o servidor antes de criar o administrador.`);
  }
  console.error(error);
  fail('Não foi possível criar o administrador.');
}
