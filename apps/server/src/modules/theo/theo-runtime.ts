import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { CdiSeriesReader } from '../performance/index.ts';
import type { ProviderConnection } from './provider-connection.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * What every Theo use case needs from the app: the database, the CDI series kept in memory (for
 * the investor's figures), the limits, the key box and the one HTTP client allowed to reach the
 * provider.
 */
export interface TheoRuntime {
  db: Db;
  cdiSeries: CdiSeriesReader;
  env: Env;
  box: SecretBox;
  connection: ProviderConnection;
}
