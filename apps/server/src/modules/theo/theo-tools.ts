import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { formatBRL, foldText, toIsoCalendarDate } from '@algoone/domain';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listContributions } from '../contributions/index.ts';
import type { InvestorContext } from './investor-context.ts';
import { searchAcademy } from './search-academy.ts';

/**
 * The functions the model may call. None takes a person: each runs with the viewer bound here,
 * so a prompt asking for "another client's data" has nothing to name. Results go back to the
 * model only, never to the browser.
 */
export const THEO_TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'get_contributions',
      description:
        'Aportes do próprio investidor num período (datas AAAA-MM-DD, no máximo 50, mais recentes primeiro) e o total.',
      parameters: {
        type: 'object',
        properties: {
          from: { type: 'string', description: 'Primeiro dia, AAAA-MM-DD' },
          to: { type: 'string', description: 'Último dia, AAAA-MM-DD' },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_goal_projection',
      description:
        'Projeção de um objetivo do próprio investidor pelo nome: aporte mensal necessário com e sem rendimento e mês em que atinge a meta.',
      parameters: {
        type: 'object',
        properties: { goal_name: { type: 'string', description: 'Nome do objetivo' } },
        required: ['goal_name'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_academy',
      description: 'Busca nas aulas da Academia AlgoOne o trecho que melhor responde a um tema.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string', description: 'Tema ou pergunta' } },
        required: ['query'],
        additionalProperties: false,
      },
    },
  },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

/** Runs one tool call for the viewer; always answers a string, errors included. */
export async function runTheoTool(
  db: Db,
  viewer: Viewer,
  context: InvestorContext,
  name: string,
  rawArguments: string,
): Promise<string> {
  const args = parseArguments(rawArguments);
  if (name === 'get_contributions') {
    const from = text(args.from);
    const to = text(args.to);
    const list = await listContributions(db, viewer, {
      ...(DAY.test(from) ? { from } : {}),
      ...(DAY.test(to) ? { to } : {}),
      page: 1,
      pageSize: 50,
    });
    return JSON.stringify({
      total_aportes: list.total,
      soma: formatBRL(list.totalCents),
      aportes: list.items.map((item) => ({
        dia: item.date,
        valor: formatBRL(item.amountCents),
        categoria: item.category,
      })),
    });
  }
  if (name === 'get_goal_projection') {
    const wanted = foldText(text(args.goal_name));
    const goal =
      context.goals.find((g) => foldText(g.name) === wanted) ??
      context.goals.find((g) => wanted && foldText(g.name).includes(wanted));
    if (!goal) {
      return JSON.stringify({
        erro: 'Objetivo não encontrado',
        objetivos: context.goals.map((g) => g.name),
      });
    }
    return JSON.stringify({
      objetivo: goal.name,
      meta: formatBRL(goal.targetCents),
      acumulado: formatBRL(goal.accumulatedCents),
      prazo: goal.dueDate,
      meses_restantes: goal.evaluation.monthsRemaining,
      aporte_mensal_sem_rendimento: formatBRL(goal.projection.contributionNeededWithoutReturnCents),
      aporte_mensal_com_rendimento: formatBRL(goal.projection.contributionNeededWithReturnCents),
      mes_em_que_atinge: goal.projection.monthReached,
      status: goal.evaluation.statusMessage,
    });
  }
  if (name === 'search_academy') {
    const hit = await searchAcademy(db, text(args.query));
    if (!hit) return JSON.stringify({ erro: 'Nenhuma aula encontrada' });
    return JSON.stringify({
      aula: hit.title,
      trecho: hit.passage,
      link: `/academia/${hit.moduleId}/${hit.lessonId}`,
    });
  }
  return JSON.stringify({ erro: `Ferramenta desconhecida: ${name.slice(0, 50)}` });
}

export const todayInSaoPaulo = (now: Date) => toIsoCalendarDate(now);
