import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { SecretBox } from './secret-box.ts';

/** What every Theo use case needs from the app: the database, the limits and the key box. */
export interface TheoRuntime {
  db: Db;
  env: Env;
  box: SecretBox;
}
