import { LOCALE } from '../money/format.ts';
import { COMPLETE_FLOW_THRESHOLDS, QUICK_FLOW_THRESHOLDS } from './profiles.ts';

/** Thresholds as a person reads them: '1,5', '15' (pt-BR decimal comma, no trailing zeros). */
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

export interface ProfileRuleInput {
  questionnaireId: string;
  /** How many questions were answered. */
  answered: number;
  totalPoints: number;
}

/**
 * The rule that gave a suitability record its profile, in pt-BR, for /perfil's explanation of
 * the automated decision (LGPD art. 20): the quick questionnaire by its average points, the
 * complete one by its total (docs/product.md §1).
 */
export function profileRuleText(record: ProfileRuleInput): string {
  if (record.questionnaireId.startsWith('rapido')) {
    const { conservadorMaxAverage, moderadoMaxAverage } = QUICK_FLOW_THRESHOLDS;
    return `Questionário rápido (${record.answered} respostas): média dos pontos até ${decimal.format(conservadorMaxAverage)} é Conservador, até ${decimal.format(moderadoMaxAverage)} é Moderado, acima é Arrojado.`;
  }
  const { conservadorMaxTotal, moderadoMaxTotal } = COMPLETE_FLOW_THRESHOLDS;
  return `Questionário completo (${record.answered} respostas, ${record.totalPoints} pontos): até ${decimal.format(conservadorMaxTotal)} pontos é Conservador, até ${decimal.format(moderadoMaxTotal)} é Moderado, acima é Agressivo.`;
}
