// Journeys of issue 7 (Objetivos), in Chromium against the real built server. Each page is
// checked with axe and photographed at 1280 px and 375 px. Goals the journeys only need to exist
// are created through the API, as the wizard does; the wizard itself has its own journey.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage, baseURL, MOBILE, toast, trackedPages } from './support/index.ts';
import { adoptSession, signUpInvestor, type TestInvestor } from './support/auth-helpers.ts';

// docs/product.md §8's words (the journeys' project does not compile packages/domain).
const STATUS_MESSAGES = {
  sem_margem: 'Seu orçamento atual não comporta esse objetivo. Reveja gastos ou aumente o prazo.',
  abaixo:
    'Você está aportando menos do que o necessário. Considere ajustar o prazo ou aumentar a recorrência.',
  acima: 'Excelente! Sua disciplina está acelerando seus resultados.',
};
const MISSING_BUDGET =
  'Você precisa preencher receita e gastos em alguns objetivos para simular corretamente.';
const NEAR_DEADLINE =
  'Alguns objetivos estão a menos de 90 dias e têm menos de 30% acumulado. Que tal revisar o plano?';
const HINT_LOW = 'Todo objetivo começa com um passo. Você já deu o primeiro.';

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

/** A goal's card, by its name. */
function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The value under a summary card's label ("Total desejado" → "R$ 12.000,00"). */
function stat(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function signedIn(page: Page, name: string): Promise<TestInvestor> {
  const investor = await signUpInvestor(name);
  await adoptSession(page, investor.cookies);
  return investor;
}

interface GoalInput {
  name: string;
  targetCents: number;
  termMonths: number;
  accumulatedCents?: number;
  priority?: 'Alta' | 'Média' | 'Baixa';
  monthlyIncomeCents?: number | null;
  monthlyExpensesCents?: number | null;
}

async function createGoalViaApi(investor: TestInvestor, goal: GoalInput): Promise<void> {
  const res = await fetch(`${baseURL()}/api/goals`, {
    method: 'POST',
    headers: {
      cookie: investor.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      origin: baseURL(),
      'content-type': 'application/json',
    },
    body: JSON.stringify(goal),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function openGoals(page: Page): Promise<void> {
  await page.goto('/objetivos');
  await page.getByRole('heading', { level: 1, name: 'Meus Objetivos' }).waitFor();
}

/** Types into a money field: the mask reads the digits as centavos. */
async function typeMoney(field: Locator, digits: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(digits);
}

describe('sign-in guard', () => {
  it('sends a visitor of /objetivos to sign in', async () => {
    const page = await visit();
    await page.goto('/objetivos');
    await page.waitForURL(
      (url) => url.pathname === '/entrar' && url.searchParams.get('next') === '/objetivos',
    );
  });
});

describe('creating a goal', () => {
  it('from the empty state, through both steps of the wizard and back', async () => {
    const page = await visit();
    await signedIn(page, 'Helena Prado');

    // A first visit arrives rendered by the server with the list (ADR 026): no loading state,
    // and the browser does not ask for the goals again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/goals') asked.push(request.method());
    });
    await page.goto('/objetivos');
    await page.getByRole('heading', { level: 1, name: 'Meus Objetivos' }).waitFor();
    expect(await page.getByText('Carregando seus objetivos...').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(await page.title()).toBe('Objetivos | AlgoOne');
    const breadcrumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect((await breadcrumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Início',
      'Objetivos',
    ]);

    // The empty state.
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Seus objetivos começam aqui' }).waitFor();
    await auditPage(page, 'objetivos-vazio');

    // Step 1: the name is needed to go on.
    await main.getByRole('button', { name: 'Criar meu primeiro objetivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Objetivo' });
    await dialog.getByText('Etapa 1 de 2').waitFor();
    const suggestions = dialog.getByRole('list', { name: 'Sugestões' }).getByRole('button');
    expect(await suggestions.count()).toBe(10);
    expect(await dialog.getByRole('radio', { name: 'Média' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await dialog.getByText('Informe o nome do objetivo.').waitFor();
    expect(await dialog.getByText('Etapa 1 de 2').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Viagem internacional' }).click();
    expect(await dialog.getByLabel('Nome do objetivo').inputValue()).toBe('Viagem internacional');
    await dialog.getByText('Alta', { exact: true }).click();
    await auditPage(page, 'objetivos-assistente-etapa-1');
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await dialog.getByText('Etapa 2 de 2').waitFor();

    // Step 2 left empty: the destructive toast (docs/product.md §5) and a message by each field.
    await dialog.getByRole('button', { name: 'Criar Objetivo' }).click();
    const required = toast(page, 'Campos obrigatórios');
    await required.waitFor();
    expect(await required.textContent()).toContain('Preencha nome, valor desejado e prazo.');
    await dialog.getByText('Informe o valor desejado.').waitFor();
    await dialog.getByText('Informe o prazo em meses.').waitFor();
    await auditPage(page, 'objetivos-assistente-etapa-2-erros');

    // "Voltar" keeps what was chosen on step 1.
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await dialog.getByText('Etapa 1 de 2').waitFor();
    expect(await dialog.getByLabel('Nome do objetivo').inputValue()).toBe('Viagem internacional');
    expect(await dialog.getByRole('radio', { name: 'Alta' }).isChecked()).toBe(true);
    await dialog.getByLabel('Nome do objetivo').fill('Viagem ao Japão');
    await dialog.getByRole('button', { name: 'Próximo' }).click();

    // A fractional deadline is refused next to its field.
    const target = dialog.getByLabel('Valor desejado');
    await typeMoney(target, '1200000');
    expect(await target.inputValue()).toBe('12.000,00');
    await dialog.getByLabel('Prazo (meses)').fill('1.5');
    await dialog.getByRole('button', { name: 'Criar Objetivo' }).click();
    await dialog.getByText('O prazo deve ser um número inteiro de meses.').waitFor();

    await dialog.getByLabel('Prazo (meses)').fill('12');
    await typeMoney(dialog.getByLabel('Valor já acumulado'), '300000');
    await typeMoney(dialog.getByLabel('Receita mensal'), '800000');
    await typeMoney(dialog.getByLabel('Gastos mensais'), '750000');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/goals' && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Criar Objetivo' }).click(),
    ]);
    expect(response.status()).toBe(201);

    // Created: the toast (docs/product.md §8), the achievements it unlocked, the dialog closed.
    const created = toast(page, 'Objetivo criado!');
    await created.waitFor();
    expect(await created.textContent()).toContain('Seu objetivo foi criado com sucesso.');
    await toast(page, 'Missão Concluída!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const goal = card(page, 'Viagem ao Japão');
    await goal.waitFor();
    const text = await goal.innerText();
    expect(text).toContain('Prioridade Alta');
    expect(text).toContain('25,0%');
    expect(text).toContain('R$ 3.000,00');
    expect(text).toContain('R$ 12.000,00');
    expect(text).toContain(HINT_LOW);
    expect(text).toContain(`Status: Abaixo do necessário. ${STATUS_MESSAGES.abaixo}`);
    expect(text).toContain('Aporte mensal necessário');
    expect(text).toContain('R$ 750,00'); // (12.000 − 3.000) / 12
    expect(text).toContain('R$ 500,00'); // margin
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} · Faltam 12 meses/);
    // The projection: month reached at the margin, the contribution with return and without.
    expect(text).toContain('Aportando a sua margem de R$ 500,00 por mês');
    expect(text).toContain('Para chegar no prazo, com rendimento');
    expect(text).toContain('Sem rendimento (conta simples)');
    // Drawn in the server's HTML (no chart library): both lines of the projection.
    const lines = goal.locator('figure [data-chart="projecao"] path');
    await lines.first().waitFor({ state: 'attached' });
    expect(await lines.count()).toBe(2);
    expect(await goal.locator('figcaption').textContent()).toMatch(
      /^Projeção de \d+ meses com aporte mensal de R\$ 500,00/,
    );
    expect(await goal.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    expect(await stat(page, 'Total desejado').textContent()).toBe('R$ 12.000,00');
    expect(await stat(page, 'Total acumulado').textContent()).toBe('R$ 3.000,00');
    expect(await stat(page, 'Progresso geral').textContent()).toBe('25,0%');
    expect(await stat(page, 'Em andamento').textContent()).toBe('1');
    expect(await stat(page, 'Próximos do prazo').textContent()).toBe('0');
    expect(await main.getByRole('note').filter({ hasText: MISSING_BUDGET }).count()).toBe(0);

    // The wizard starts over at step 1 with an empty form.
    await main.getByRole('button', { name: 'Novo Objetivo' }).click();
    await dialog.getByText('Etapa 1 de 2').waitFor();
    expect(await dialog.getByLabel('Nome do objetivo').inputValue()).toBe('');
    expect(await dialog.getByRole('radio', { name: 'Média' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await auditPage(page, 'objetivos-criado');
  });
});

describe('editing and deleting', () => {
  it('edits a goal in a real dialog, then deletes it after confirming', async () => {
    const page = await visit(MOBILE);
    const investor = await signedIn(page, 'Caio Mendes');
    await createGoalViaApi(investor, {
      name: 'Trocar de carro',
      targetCents: 6_000_000,
      termMonths: 24,
      monthlyIncomeCents: 900_000,
      monthlyExpensesCents: 700_000,
    });
    await openGoals(page);
    const goal = card(page, 'Trocar de carro');
    await goal.waitFor();
    expect(await goal.innerText()).toContain('0,0%');

    await goal.getByRole('button', { name: 'Editar Trocar de carro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar objetivo' });
    expect(await dialog.getByLabel('Valor desejado').inputValue()).toBe('60.000,00');
    expect(await dialog.getByLabel('Prazo (meses)').inputValue()).toBe('24');
    expect(await dialog.getByLabel('Gastos mensais').inputValue()).toBe('7.000,00');
    await auditPage(page, 'objetivos-editar');

    // Bad input is refused next to its field, nothing saved.
    await dialog.getByLabel('Prazo (meses)').fill('0');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await dialog.getByText('O prazo deve ser de pelo menos 1 mês.').waitFor();

    await dialog.getByLabel('Nome do objetivo').fill('Carro elétrico');
    await dialog.getByLabel('Prazo (meses)').fill('30');
    await typeMoney(dialog.getByLabel('Valor já acumulado'), '4500000');
    await dialog.getByText('Baixa', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await toast(page, 'Objetivo atualizado').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const edited = card(page, 'Carro elétrico');
    await edited.waitFor();
    const text = await edited.innerText();
    expect(text).toContain('75,0%');
    expect(text).toContain('Prioridade Baixa');
    expect(text).toContain('Faltam 30 meses');
    expect(text).toContain('R$ 500,00'); // (60.000 − 45.000) / 30
    expect(text).toContain('Falta pouco! Um empurrão final e você chega lá.');
    expect(await card(page, 'Trocar de carro').count()).toBe(0);

    // Delete asks first; "Cancelar" keeps the goal.
    await edited.getByRole('button', { name: 'Excluir Carro elétrico' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir objetivo?' });
    await confirm.getByText('O objetivo “Carro elétrico” será removido').waitFor();
    await auditPage(page, 'objetivos-excluir');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await card(page, 'Carro elétrico').count()).toBe(1);

    await edited.getByRole('button', { name: 'Excluir Carro elétrico' }).click();
    await confirm.getByRole('button', { name: 'Excluir objetivo' }).click();
    await toast(page, 'Objetivo excluído').waitFor();
    await page.getByRole('heading', { name: 'Seus objetivos começam aqui' }).waitFor();
    expect(await card(page, 'Carro elétrico').count()).toBe(0);
  });
});

describe('warnings', () => {
  it('asks for income and expenses when a goal lacks them', async () => {
    const page = await visit();
    const investor = await signedIn(page, 'Lívia Rocha');
    await createGoalViaApi(investor, {
      name: 'Reserva de emergência',
      targetCents: 3_000_000,
      termMonths: 12,
      monthlyIncomeCents: 600_000,
      monthlyExpensesCents: 400_000,
    });
    await openGoals(page);
    await card(page, 'Reserva de emergência').waitFor();
    expect(await page.getByText(MISSING_BUDGET).count()).toBe(0);

    // Only the expenses are missing on the second goal: that is enough for the warning.
    await createGoalViaApi(investor, {
      name: 'Casamento',
      targetCents: 5_000_000,
      termMonths: 18,
      monthlyIncomeCents: 600_000,
    });
    await page.reload();
    await page.getByText(MISSING_BUDGET).waitFor();
    const casamento = await card(page, 'Casamento').innerText();
    expect(casamento).toContain('Status: Sem status.');
    expect(casamento).toContain('Não informada');
    expect(await page.getByText(NEAR_DEADLINE).count()).toBe(0);
    await auditPage(page, 'objetivos-aviso-receita-gastos');
  });

  it('flags 3 months or fewer with under 30%, and not at exactly 30% nor at 4 months', async () => {
    const budget = { monthlyIncomeCents: 1_000_000, monthlyExpensesCents: 200_000 };
    const page = await visit(MOBILE);

    const atBoundary = await signedIn(page, 'Rafael Lima');
    await createGoalViaApi(atBoundary, {
      name: 'Intercâmbio',
      targetCents: 1_000_000,
      accumulatedCents: 300_000, // exactly 30%
      termMonths: 3,
      ...budget,
    });
    await createGoalViaApi(atBoundary, {
      name: 'Educação dos filhos',
      targetCents: 1_000_000,
      accumulatedCents: 0,
      termMonths: 4, // one month too far
      ...budget,
    });
    await openGoals(page);
    await card(page, 'Intercâmbio').waitFor();
    expect(await page.getByText(NEAR_DEADLINE).count()).toBe(0);
    expect(await page.getByText(MISSING_BUDGET).count()).toBe(0);
    expect(await stat(page, 'Próximos do prazo').textContent()).toBe('1');
    expect(await card(page, 'Intercâmbio').getByText('Prazo próximo').count()).toBe(1);

    const under = await signUpInvestor('Sofia Alves');
    await adoptSession(page, under.cookies);
    await createGoalViaApi(under, {
      name: 'Abrir um negócio',
      targetCents: 1_000_000,
      accumulatedCents: 299_000, // 29,9%
      termMonths: 3,
      ...budget,
    });
    await openGoals(page);
    await page.getByText(NEAR_DEADLINE).waitFor();
    expect(await page.getByText(MISSING_BUDGET).count()).toBe(0);
    await auditPage(page, 'objetivos-aviso-prazo');
  });
});

describe('status messages', () => {
  it('shows each of the three statuses with its message, and a reached goal as such', async () => {
    const page = await visit();
    const investor = await signedIn(page, 'Gustavo Reis');
    // 12.000,00 over 12 months: 1.000,00 a month needed.
    const base = { targetCents: 1_200_000, termMonths: 12 };
    await createGoalViaApi(investor, {
      ...base,
      name: 'Sem margem',
      monthlyIncomeCents: 500_000,
      monthlyExpensesCents: 500_000,
    });
    await createGoalViaApi(investor, {
      ...base,
      name: 'Abaixo',
      monthlyIncomeCents: 500_000,
      monthlyExpensesCents: 450_000,
    });
    await createGoalViaApi(investor, {
      ...base,
      name: 'Acima',
      monthlyIncomeCents: 500_000,
      monthlyExpensesCents: 300_000,
    });
    await createGoalViaApi(investor, {
      ...base,
      name: 'Já alcançado',
      accumulatedCents: 1_500_000,
      monthlyIncomeCents: 500_000,
      monthlyExpensesCents: 300_000,
    });
    await openGoals(page);

    expect(await card(page, 'Sem margem').innerText()).toContain(
      `Status: Sem margem. ${STATUS_MESSAGES.sem_margem}`,
    );
    expect(await card(page, 'Abaixo').innerText()).toContain(
      `Status: Abaixo do necessário. ${STATUS_MESSAGES.abaixo}`,
    );
    expect(await card(page, 'Acima').innerText()).toContain(
      `Status: Acima do necessário. ${STATUS_MESSAGES.acima}`,
    );
    const reached = await card(page, 'Já alcançado').innerText();
    expect(reached).toContain('Objetivo alcançado');
    expect(reached).toContain('125,0%');
    expect(reached).toContain('Você já alcançou o valor desejado.');
    expect(
      await card(page, 'Já alcançado').getByRole('progressbar').getAttribute('aria-valuenow'),
    ).toBe('100');
    // Without margin the projection only grows what is already there.
    expect(await card(page, 'Sem margem').innerText()).toContain(
      'Sem aportes mensais (não há margem positiva)',
    );
    expect(await stat(page, 'Total desejado').textContent()).toBe('R$ 48.000,00');
    expect(await stat(page, 'Em andamento').textContent()).toBe('0');
    await auditPage(page, 'objetivos-status');
  });
});
