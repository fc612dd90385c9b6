import type { TPerformance, TTracker } from '@algoone/contracts';
import { formatPercent, type TrackerStep } from '@algoone/domain';

/** "Marina Costa" → "Marina"; an empty name greets nobody in particular. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export interface TrackerStepCopy {
  title: TrackerStep;
  /** What the step is about. */
  description: string;
  /** Why it counts as done when the data says so. */
  doneBecause: string;
}

/** The 4 steps of the journey (docs/product.md §2), derived from real state (§10). */
export const TRACKER_STEP_COPY: Readonly<Record<TrackerStep, TrackerStepCopy>> = {
  Perfil: {
    title: 'Perfil',
    description: 'Responda ao questionário de perfil de investidor (suitability).',
    doneBecause: 'Você respondeu ao questionário de perfil.',
  },
  Estratégia: {
    title: 'Estratégia',
    description: 'Receba a carteira recomendada para o seu perfil e o seu prazo.',
    doneBecause: 'Sua carteira recomendada está salva.',
  },
  Corretora: {
    title: 'Corretora',
    description: 'Abra ou confirme sua conta em uma corretora parceira.',
    doneBecause: 'Você confirmou sua conta em uma corretora.',
  },
  Alocação: {
    title: 'Alocação',
    description: 'Invista conforme a recomendação e registre sua carteira atual.',
    doneBecause: 'Sua carteira atual está registrada.',
  },
};

/** Steps 3 and 4 can also be marked by hand (docs/product.md §4); their body field for the API. */
export const MANUAL_STEP_FIELD: Partial<
  Record<TrackerStep, 'brokerStepDone' | 'allocationStepDone'>
> = {
  Corretora: 'brokerStepDone',
  Alocação: 'allocationStepDone',
};

export interface NextAction {
  title: string;
  description: string;
  label: string;
  /** Where the button goes: a path, or a '#anchor' on the dashboard itself. */
  to: string;
}

/** The next-action card, by the first step not done (null: all four are). */
export function nextAction(step: TTracker['nextStep']): NextAction {
  switch (step) {
    case 'Perfil':
      return {
        title: 'Descubra seu perfil de investidor',
        description:
          'Sem perfil não há recomendação: responda ao questionário, leva poucos minutos.',
        label: 'Responder ao questionário',
        to: '/perfil',
      };
    case 'Estratégia':
      return {
        title: 'Receba sua carteira recomendada',
        description: 'Refaça o questionário para gerarmos a carteira recomendada para você.',
        label: 'Ir para o perfil',
        to: '/perfil',
      };
    case 'Corretora':
      return {
        title: 'Conecte sua corretora',
        description:
          'Seu dinheiro fica na sua conta, em seu nome. Escolha uma corretora parceira e abra sua conta.',
        label: 'Conectar corretora',
        to: '/corretoras',
      };
    case 'Alocação':
      return {
        title: 'Registre sua carteira atual',
        description:
          'Informe quanto você tem em cada categoria para compararmos com a carteira recomendada.',
        label: 'Registrar carteira',
        to: '#carteira-atual',
      };
    default:
      return {
        title: 'Jornada completa',
        description:
          'Perfil, estratégia, corretora e alocação em dia. Simule o próximo aporte para manter a carteira no alvo.',
        label: 'Simular próximo aporte',
        to: '/carteira#simulador',
      };
  }
}

/** A fraction as a signed pt-BR percentage: 0.124 → '+12,4%', -0.03 → '-3,0%'. */
export function formatReturn(fraction: number): string {
  const percent = Math.round(fraction * 1000) / 10;
  const text = formatPercent(Math.abs(percent));
  if (percent > 0) return `+${text}`;
  if (percent < 0) return `-${text}`;
  return text;
}

export interface PerformanceCopy {
  /** '+12,4%' or '—'. */
  returnText: string;
  /** Why there is no figure, when there is none. */
  returnHint: string | null;
  /** '95% do CDI', 'CDI indisponível' or '—'. */
  cdiText: string;
  /** The CDI accumulated over the measured period: 'CDI de 01/01/2026 a 15/05/2026: +4,9%'. */
  cdiPeriodText: string | null;
  /** Why the comparison is missing, or a note on the series. */
  cdiHint: string | null;
}

const pct0 = (value: number) => formatPercent(value, 0);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** What the summary row shows for the return of the year and the CDI comparison. */
export function performanceCopy(performance: TPerformance): PerformanceCopy {
  const { cdi } = performance;
  const returnText = performance.return ? formatReturn(performance.return.value) : '—';
  const returnHint = performance.return
    ? null
    : (performance.returnUnavailableReason ??
      'Ainda não há registros suficientes para calcular o rendimento.');

  if (cdi.status === 'indisponivel' || cdi.message) {
    return {
      returnText,
      returnHint,
      cdiText: cdi.message ?? 'CDI indisponível',
      cdiPeriodText: null,
      cdiHint:
        'Ainda não temos a série do CDI do Banco Central para este período. A comparação aparece assim que ela for sincronizada.',
    };
  }
  const stale =
    cdi.status === 'desatualizado'
      ? ' A série do CDI está desatualizada: a última taxa guardada é anterior ao último dia útil.'
      : '';
  if (cdi.value === null) {
    return {
      returnText,
      returnHint,
      cdiText: '—',
      cdiPeriodText: null,
      cdiHint: `O período medido começa no seu primeiro registro de patrimônio do ano e ainda não tem taxa do CDI publicada: a comparação aparece a partir do próximo dia útil.${stale}`,
    };
  }
  const cdiPeriodText =
    cdi.from === cdi.to
      ? `CDI em ${dayText(cdi.from)}: ${formatReturn(cdi.value)}`
      : `CDI de ${dayText(cdi.from)} a ${dayText(cdi.to)}: ${formatReturn(cdi.value)}`;
  if (performance.percentOfCdi === null) {
    return {
      returnText,
      returnHint,
      cdiText: '—',
      cdiPeriodText,
      cdiHint: `${
        performance.return
          ? 'A comparação só faz sentido com o CDI positivo.'
          : 'A comparação aparece quando o rendimento puder ser calculado.'
      }${stale}`,
    };
  }
  return {
    returnText,
    returnHint,
    cdiText: `${pct0(performance.percentOfCdi)} do CDI`,
    cdiPeriodText,
    cdiHint: stale.trim() || null,
  };
}
