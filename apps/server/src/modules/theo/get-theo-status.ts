import type { TTheoStatus } from '@algoone/contracts';
import type { Viewer } from '../../lib/viewer.ts';
import { standingConsent } from './consent.ts';
import { loadProviderConfig, type ProviderConfig } from './provider-config.ts';
import type { TheoRuntime } from './theo-runtime.ts';
import { tokensUsedThisMonth } from './usage.ts';

export const BASIC_BADGE = 'Básico';

export interface TheoState {
  provider: ProviderConfig | null;
  consentGrantedAt: Date | null;
  budgetReached: boolean;
  /** AI needs a provider, the investor's consent for it and budget left. */
  mode: 'ai' | 'basic';
}

export async function readTheoState(
  runtime: TheoRuntime,
  viewer: Viewer,
  now: Date,
): Promise<TheoState> {
  const provider = await loadProviderConfig(runtime.db, runtime.env, runtime.box);
  if (!provider) return { provider, consentGrantedAt: null, budgetReached: false, mode: 'basic' };
  const [consent, used] = await Promise.all([
    standingConsent(runtime.db, viewer.id, provider.consentName),
    tokensUsedThisMonth(runtime.db, viewer.id, now),
  ]);
  const budgetReached = used >= runtime.env.THEO_MONTHLY_TOKEN_BUDGET;
  return {
    provider,
    consentGrantedAt: consent?.grantedAt ?? null,
    budgetReached,
    mode: consent && !budgetReached ? 'ai' : 'basic',
  };
}

export function toStatus(state: TheoState, viewer: Viewer, maxQuestionChars: number): TTheoStatus {
  return {
    mode: state.mode,
    badge: state.mode === 'ai' && state.provider ? state.provider.label : BASIC_BADGE,
    provider: state.provider
      ? { host: state.provider.host, model: state.provider.model, label: state.provider.label }
      : null,
    consent: {
      granted: state.consentGrantedAt !== null,
      grantedAt: state.consentGrantedAt?.toISOString() ?? null,
    },
    firstName: viewer.name.split(/\s+/)[0] || viewer.name,
    budgetReached: state.budgetReached,
    limits: { maxQuestionChars },
  };
}

/** GET /api/theo: what answers the viewer's next question, and why. */
export async function getTheoStatus(
  runtime: TheoRuntime,
  viewer: Viewer,
  now = new Date(),
): Promise<TTheoStatus> {
  return toStatus(
    await readTheoState(runtime, viewer, now),
    viewer,
    runtime.env.THEO_MAX_QUESTION_CHARS,
  );
}
