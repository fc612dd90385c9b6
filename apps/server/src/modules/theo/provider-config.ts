import { eq } from 'drizzle-orm';
import { theoModelLabel } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import { theoSettings } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { SecretBox } from './secret-box.ts';

/** OpenAI's own endpoint, the SDK's default, when a key is given without a base URL. */
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** The provider Theo calls: everything needed to call it. The key never leaves the server. */
export interface ProviderConfig {
  source: 'admin' | 'environment';
  baseUrl: string;
  model: string;
  apiKey: string;
  /** 'GPT 4.1' for gpt-4.1: the badge. */
  label: string;
  /** What the consent names: host and model. */
  consentName: string;
  host: string;
}

export type SettingsRow = typeof theoSettings.$inferSelect;

export function readSettingsRow(db: Db): Promise<SettingsRow | undefined> {
  return db
    .select()
    .from(theoSettings)
    .where(eq(theoSettings.id, 1))
    .then((rows) => rows[0]);
}

export function describeProvider(
  source: ProviderConfig['source'],
  baseUrl: string,
  model: string,
  apiKey: string,
): ProviderConfig {
  const host = new URL(baseUrl).host;
  return {
    source,
    baseUrl,
    model,
    apiKey,
    label: theoModelLabel(model),
    consentName: `${host} (${model})`,
    host,
  };
}

/**
 * The admin's saved settings when there are any (a saved row without a key means the admin
 * disconnected: Básico, whatever the environment says); otherwise THEO_API_KEY and friends.
 */
export async function loadProviderConfig(
  db: Db,
  env: Env,
  box: SecretBox,
): Promise<ProviderConfig | null> {
  const row = await readSettingsRow(db);
  if (row) {
    if (!row.apiKeyCiphertext) return null;
    return describeProvider(
      'admin',
      row.baseUrl ?? DEFAULT_BASE_URL,
      row.model,
      box.open(row.apiKeyCiphertext),
    );
  }
  if (!env.THEO_API_KEY) return null;
  return describeProvider(
    'environment',
    env.THEO_BASE_URL ?? DEFAULT_BASE_URL,
    env.THEO_MODEL,
    env.THEO_API_KEY,
  );
}
