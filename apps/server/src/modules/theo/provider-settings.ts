import { sql } from 'drizzle-orm';
import OpenAI from 'openai';
import {
  THEO_MESSAGES,
  type TTheoConnectionTest,
  type TTheoSettings,
  type TTheoSettingsBody,
} from '@algoone/contracts';
import { TOASTS, theoModelLabel } from '@algoone/domain';
import { theoSettings, theoUsage } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import { ERROR_CODES } from '@algoone/contracts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/index.ts';
import { providerClient } from './ai-answer.ts';
import { baseUrlRefusal, checkBaseUrl } from './base-url-policy.ts';
import {
  DEFAULT_BASE_URL,
  describeProvider,
  loadProviderConfig,
  readSettingsRow,
  type ProviderConfig,
} from './provider-config.ts';
import { isPrivateAddressRefusal, type ProviderFetch } from './provider-connection.ts';
import { keyHint, maskKey } from './secret-box.ts';
import type { TheoRuntime } from './theo-runtime.ts';
import type { ClientInfo } from '../../lib/client-info.ts';

/** The settings as the admin page shows them: the key only masked. */
export async function getProviderSettings(runtime: TheoRuntime): Promise<TTheoSettings> {
  const { db, env } = runtime;
  const row = await readSettingsRow(db);
  const allowPrivateBaseUrl = env.THEO_ALLOW_PRIVATE_BASE_URL;
  if (row) {
    return {
      source: row.apiKeyCiphertext ? 'admin' : 'none',
      baseUrl: row.baseUrl,
      model: row.model,
      apiKeyMasked: row.apiKeyCiphertext ? maskKey(row.apiKeyHint ?? '') : null,
      label: row.apiKeyCiphertext ? theoModelLabel(row.model) : null,
      updatedAt: row.updatedAt.toISOString(),
      allowPrivateBaseUrl,
    };
  }
  if (env.THEO_API_KEY) {
    return {
      source: 'environment',
      baseUrl: env.THEO_BASE_URL ?? DEFAULT_BASE_URL,
      model: env.THEO_MODEL,
      apiKeyMasked: maskKey(keyHint(env.THEO_API_KEY)),
      label: theoModelLabel(env.THEO_MODEL),
      updatedAt: null,
      allowPrivateBaseUrl,
    };
  }
  return {
    source: 'none',
    baseUrl: null,
    model: env.THEO_MODEL,
    apiKeyMasked: null,
    label: null,
    updatedAt: null,
    allowPrivateBaseUrl,
  };
}

/** The provider's failure in pt-BR, with its status code; never the provider's own text. */
export function describeProviderError(error: unknown, timeoutSeconds: number): string {
  if (isPrivateAddressRefusal(error)) return THEO_MESSAGES.baseUrlPrivate;
  if (
    error instanceof OpenAI.APIConnectionTimeoutError ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return `O provedor não respondeu em ${timeoutSeconds} s.`;
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return 'Não foi possível conectar ao provedor. Verifique a URL base.';
  }
  if (error instanceof OpenAI.APIError && error.status) {
    const status = error.status;
    if (status >= 300 && status < 400) {
      return `O provedor respondeu com um redirecionamento (${status}), que o Theo não segue. Use a URL final do provedor.`;
    }
    if (status === 401) return 'O provedor recusou a API key (401). Verifique se ela está correta.';
    if (status === 403) return 'A API key não tem permissão para este modelo (403).';
    if (status === 404) return 'Modelo ou endereço não encontrado no provedor (404).';
    if (status === 429)
      return 'O provedor limitou as requisições ou a cota acabou (429). Tente mais tarde.';
    if (status >= 500) return `O provedor está com erro (${status}). Tente novamente em instantes.`;
    return `O provedor recusou a requisição (${status}).`;
  }
  return 'O provedor respondeu algo que não foi possível ler.';
}

/** A one-token request: proves the URL, the key and the model together. */
export async function probeProvider(
  provider: ProviderConfig,
  timeoutSeconds: number,
  fetch: ProviderFetch,
): Promise<TTheoConnectionTest> {
  const client = providerClient(provider, timeoutSeconds * 1000, fetch);
  try {
    const reply = await client.chat.completions.create(
      { model: provider.model, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 },
      { signal: AbortSignal.timeout(timeoutSeconds * 1000) },
    );
    if (!Array.isArray(reply.choices)) throw new Error('malformed');
    return { ok: true, message: `Conexão estabelecida com ${provider.label} em ${provider.host}.` };
  } catch (error) {
    return { ok: false, message: describeProviderError(error, timeoutSeconds) };
  }
}

const CONNECTION_TEST_SECONDS = 10;

async function allowedBaseUrl(runtime: TheoRuntime, baseUrl: string): Promise<void> {
  const verdict = await checkBaseUrl(baseUrl, runtime.env.THEO_ALLOW_PRIVATE_BASE_URL);
  if (!verdict.ok) throw invalid({ baseUrl: baseUrlRefusal(verdict) });
}

/**
 * the product's 'Configurar API Key' → 'Salvar', on the server: a blank key is 'API Key necessária'
 * (unless one is saved), the connection is tested before saving ('Erro ao configurar API' with
 * the provider's error), then the key is stored encrypted: 'GPT 4.1 ativado!'.
 */
export async function saveProviderSettings(
  runtime: TheoRuntime,
  viewer: Viewer,
  body: TTheoSettingsBody,
  client: ClientInfo,
) {
  const { db, box } = runtime;
  const baseUrl = body.baseUrl.trim().replace(/\/+$/, '');
  const model = body.model.trim();
  await allowedBaseUrl(runtime, baseUrl);
  const existing = await readSettingsRow(db);
  const newKey = body.apiKey?.trim() || null;
  const apiKey =
    newKey ?? (existing?.apiKeyCiphertext ? box.open(existing.apiKeyCiphertext) : null);
  if (!apiKey) {
    throw invalid(
      { apiKey: THEO_MESSAGES.apiKeyRequired.description },
      THEO_MESSAGES.apiKeyRequired.title,
    );
  }
  const provider = describeProvider('admin', baseUrl, model, apiKey);
  const test = await probeProvider(provider, CONNECTION_TEST_SECONDS, runtime.connection.fetch);
  if (!test.ok) {
    throw new AppError(400, ERROR_CODES.validation, THEO_MESSAGES.apiConfigError.title, {
      apiKey: `${test.message} ${THEO_MESSAGES.apiConfigError.description}`,
    });
  }
  const values = {
    id: 1,
    baseUrl,
    model,
    apiKeyCiphertext: box.seal(apiKey),
    apiKeyHint: keyHint(apiKey),
    updatedBy: viewer.id,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(theoSettings)
      .values(values)
      .onConflictDoUpdate({ target: theoSettings.id, set: values });
    await recordAudit(tx, {
      action: 'admin.theo_settings_updated',
      result: 'success',
      actorId: viewer.id,
      targetType: 'theo_settings',
      details: { baseUrl, model, keyChanged: newKey !== null },
      ...client,
    });
  });
  return {
    settings: await getProviderSettings(runtime),
    toast: { title: `${provider.label} ativado!`, description: TOASTS.aiEnabled.description },
  };
}

/** 'Desconectar': the key is erased; Theo returns to Básico for everyone. */
export async function disconnectProvider(runtime: TheoRuntime, viewer: Viewer, client: ClientInfo) {
  const { db, env } = runtime;
  const existing = await readSettingsRow(db);
  const values = {
    id: 1,
    baseUrl: existing?.baseUrl ?? env.THEO_BASE_URL ?? null,
    model: existing?.model ?? env.THEO_MODEL,
    apiKeyCiphertext: null,
    apiKeyHint: null,
    updatedBy: viewer.id,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(theoSettings)
      .values(values)
      .onConflictDoUpdate({ target: theoSettings.id, set: values });
    await recordAudit(tx, {
      action: 'admin.theo_disconnected',
      result: 'success',
      actorId: viewer.id,
      targetType: 'theo_settings',
      ...client,
    });
  });
  return { settings: await getProviderSettings(runtime), toast: THEO_MESSAGES.aiDisconnected };
}

/** 'Testar conexão' with what is saved (or the environment's provider). */
export async function testProviderConnection(runtime: TheoRuntime): Promise<TTheoConnectionTest> {
  const provider = await loadProviderConfig(runtime.db, runtime.env, runtime.box);
  if (!provider) return { ok: false, message: THEO_MESSAGES.noProvider };
  const verdict = await checkBaseUrl(provider.baseUrl, runtime.env.THEO_ALLOW_PRIVATE_BASE_URL);
  if (!verdict.ok) return { ok: false, message: baseUrlRefusal(verdict) };
  return probeProvider(provider, CONNECTION_TEST_SECONDS, runtime.connection.fetch);
}

/** Token usage per São Paulo month, the latest 12, for the admin. */
export async function getTheoUsage(runtime: TheoRuntime) {
  const rows = await runtime.db
    .select({
      month: theoUsage.month,
      investors: sql<number>`count(distinct ${theoUsage.userId})::int`,
      requests: sql<number>`coalesce(sum(${theoUsage.requests}), 0)::int`,
      promptTokens: sql<number>`coalesce(sum(${theoUsage.promptTokens}), 0)::int`,
      completionTokens: sql<number>`coalesce(sum(${theoUsage.completionTokens}), 0)::int`,
    })
    .from(theoUsage)
    .groupBy(theoUsage.month)
    .orderBy(sql`${theoUsage.month} desc`)
    .limit(12);
  return {
    months: rows.map((row) => ({
      month: row.month,
      investors: Number(row.investors),
      requests: Number(row.requests),
      promptTokens: Number(row.promptTokens),
      completionTokens: Number(row.completionTokens),
    })),
    monthlyBudgetPerInvestor: runtime.env.THEO_MONTHLY_TOKEN_BUDGET,
  };
}
