import type { TRecommendation, TSuitabilityRecord } from '@algoone/contracts';
import { ASSET_CLASSES, type SuitabilityProfile } from '@algoone/domain';

const QUESTIONNAIRE_LABELS: Readonly<Record<string, string>> = {
  'rapido-v1': 'Rápido (4 perguntas)',
  'completo-v1': 'Completo (10 perguntas)',
};

/** How a questionnaire version reads in the history; an unknown id shows as itself. */
export function questionnaireLabel(id: string): string {
  return QUESTIONNAIRE_LABELS[id] ?? id;
}

/** What each profile means, in a sentence. */
export const PROFILE_DESCRIPTIONS: Readonly<Record<SuitabilityProfile, string>> = {
  Conservador:
    'Você prioriza a segurança e a liquidez: aceita ganhar um pouco menos para não ver o patrimônio oscilar.',
  Moderado:
    'Você busca equilíbrio: aceita algumas oscilações em troca de um retorno maior no médio prazo.',
  Arrojado:
    'Você aceita oscilações maiores em busca de retorno no longo prazo, com boa parte em renda variável.',
  Agressivo:
    'Você aceita oscilações fortes e busca o maior retorno no longo prazo, com a carteira de maior risco.',
};

export const RECOMMENDATION_STATUS_LABELS: Readonly<Record<TRecommendation['status'], string>> = {
  pendente: 'Pendente',
  aplicada: 'Aplicada',
};

export const RECOMMENDATION_ORIGIN_LABELS: Readonly<Record<TRecommendation['reading'], string>> = {
  onboarding: 'Cadastro inicial',
  dashboard: 'Área do investidor',
};

/** "Renda Fixa 60% · Multimercado 20% · …", leaving out classes at 0%. */
export function allocationSummary(allocation: TRecommendation['allocation']): string {
  return ASSET_CLASSES.filter((assetClass) => (allocation[assetClass] ?? 0) > 0)
    .map((assetClass) => `${assetClass} ${(allocation[assetClass] ?? 0).toLocaleString('pt-BR')}%`)
    .join(' · ');
}

/** A profile is redone before it expires; it is flagged this many days ahead. */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ValidityStatus = 'valid' | 'expiring' | 'expired';

/**
 * CVM Res. 30/2021: a profile older than 24 months must be redone before new recommendations.
 * `valid` comes from the server (the source of truth); "expiring" is a courtesy warning.
 */
export function validityStatus(
  record: Pick<TSuitabilityRecord, 'valid' | 'validUntil'>,
  now: Date,
): ValidityStatus {
  if (!record.valid) return 'expired';
  const left = new Date(record.validUntil).getTime() - now.getTime();
  return left <= EXPIRING_SOON_DAYS * DAY_MS ? 'expiring' : 'valid';
}
