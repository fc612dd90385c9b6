import { formatBRL, toIsoCalendarDate, type TheoBasicData } from '@algoone/domain';
import type { TGoalList } from '@algoone/contracts';
import type { Viewer } from '../../lib/viewer.ts';
import { getDashboard, type DashboardDeps } from '../dashboard/index.ts';
import { listGoals } from '../goals/index.ts';
import { latestProfile } from '../suitability/index.ts';

/**
 * What Theo knows about the investor asking, read with the viewer's own id only: the same
 * figures /dashboard and /objetivos show them, and nothing about anyone else.
 */
export interface InvestorContext {
  basic: TheoBasicData;
  profileDate: string | null;
  profileStatus: 'valid' | 'expired' | 'missing';
  goals: TGoalList['goals'];
}

export async function loadInvestorContext(
  deps: DashboardDeps,
  viewer: Viewer,
  now = new Date(),
): Promise<InvestorContext> {
  const { db } = deps;
  const [dashboard, goals, profile] = await Promise.all([
    getDashboard(deps, viewer, {}, now),
    listGoals(db, viewer, now),
    latestProfile(db, viewer.id),
  ]);
  const recommended = dashboard.target
    ? Object.entries(dashboard.target.allocation).map(([assetClass, percent]) => ({
        assetClass,
        percent,
      }))
    : [];
  return {
    basic: {
      name: dashboard.greeting.name,
      riskProfile: dashboard.greeting.riskProfile,
      netWorthCents: dashboard.netWorth.amountCents,
      currentAllocation: dashboard.holdings.byAssetClass
        .filter((row) => row.amountCents > 0)
        .map((row) => ({ assetClass: row.assetClass, percent: row.percent })),
      recommendedAllocation: recommended,
      cashback: {
        brokerName: dashboard.cashback.brokerName,
        monthlyCents: dashboard.cashback.monthlyCents,
        annualCents: dashboard.cashback.annualCents,
      },
      goals: goals.goals.map((goal) => ({
        name: goal.name,
        accumulatedCents: goal.accumulatedCents,
        targetCents: goal.targetCents,
        progressPercent: goal.evaluation.progressPercent,
        dueDate: goal.dueDate,
        monthlyNeededCents: goal.evaluation.monthlyNeededCents,
      })),
      contributions: {
        count: dashboard.contributions.count,
        totalCents: dashboard.contributions.totalCents,
        recent: dashboard.contributions.recent.map((item) => ({
          date: item.date,
          amountCents: item.amountCents,
        })),
      },
    },
    profileDate: profile ? toIsoCalendarDate(profile.completedAt) : null,
    profileStatus: dashboard.profileGate.status,
    goals: goals.goals,
  };
}

const STATUS_WORDS: Record<string, string> = {
  sem_margem: 'sem margem no orçamento',
  abaixo: 'aporte necessário abaixo da margem (no caminho)',
  acima: 'aporte necessário acima da margem (em risco)',
};

/** The context block of the system prompt: plain pt-BR lines, money formatted. */
export function describeContext(context: InvestorContext, today: string): string {
  const { basic } = context;
  const lines = [
    `Data de hoje: ${today}`,
    `Nome: ${basic.name}`,
    `Perfil de investidor: ${basic.riskProfile ?? 'ainda não definido'}${
      context.profileDate
        ? ` (questionário respondido em ${context.profileDate}${context.profileStatus === 'expired' ? ', vencido: precisa ser refeito' : ''})`
        : ''
    }`,
    `Patrimônio informado: ${basic.netWorthCents === null ? 'não informado' : formatBRL(basic.netWorthCents)}`,
    `Carteira atual por classe: ${
      basic.currentAllocation.length
        ? basic.currentAllocation.map((s) => `${s.assetClass} ${s.percent}%`).join('; ')
        : 'não registrada'
    }`,
    `Carteira recomendada por classe: ${
      basic.recommendedAllocation.length
        ? basic.recommendedAllocation
            .filter((s) => s.percent > 0)
            .map((s) => `${s.assetClass} ${s.percent}%`)
            .join('; ')
        : 'indisponível sem um perfil válido'
    }`,
    `Cashback estimado neste mês (estimativa pelas taxas da ${basic.cashback.brokerName}, não é o extrato): ${formatBRL(basic.cashback.monthlyCents)}`,
  ];
  if (context.goals.length === 0) lines.push('Objetivos: nenhum cadastrado');
  else {
    lines.push('Objetivos:');
    for (const goal of context.goals.slice(0, 10)) {
      const status = goal.evaluation.reached
        ? 'atingido'
        : (STATUS_WORDS[goal.evaluation.status ?? ''] ?? 'sem renda e despesas informadas');
      lines.push(
        `- ${goal.name}: ${formatBRL(goal.accumulatedCents)} de ${formatBRL(goal.targetCents)} (${goal.evaluation.progressPercent}%), prazo ${goal.dueDate}, ${status}`,
      );
    }
  }
  return lines.join('\n');
}
