// Journeys of issue 5 (onboarding and suitability), in Chromium against the real built server.
// Each page is checked with axe and photographed at 1280 px and 375 px. /dashboard arrives with
// its own capability, so what the onboarding saved is checked through the API and at /perfil.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage, baseURL, MOBILE, trackedPages } from './support/index.ts';
import {
  adoptSession,
  newPassword,
  signUpInvestor,
  uniqueEmail,
  type TestInvestor,
} from './support/auth-helpers.ts';

const DRAFT_KEY = 'algoone:onboarding-draft';
const FINISH = 'Finalizar e Ir para Dashboard';
const CONSERVATIVE_SHORT_NOTE =
  'Perfil conservador com prazo curto: priorizamos segurança e liquidez, com 90% em Renda Fixa e 10% em Multimercado.';
const LIMITED_CAPITAL_NOTE =
  'Com patrimônio abaixo de R$ 5.000,00, a parcela internacional foi para a Renda Fixa: com pouco capital, os custos de câmbio e de remessa pesam demais.';
const EMAIL_TAKEN = 'Já existe uma conta com este email. Entre na sua conta ou recupere a senha.';

// Answers of the 4-question flow, by the labels a person reads.
const CAUTIOUS = [
  'Nunca investi ou uso só a poupança',
  'Preservar o que tenho, com segurança e liquidez',
  'Até 1 ano',
  'Resgataria tudo para não perder mais',
];
const BOLD = [
  'Invisto com frequência em ações, exterior ou criptoativos',
  'Buscar a maior rentabilidade, mesmo com mais risco',
  'Mais de 5 anos',
  'Aproveitaria a queda para investir mais',
];
const BALANCED = [
  'Já investi em renda fixa, como CDB e Tesouro Direto',
  'Juntar para um objetivo definido ou ter uma renda extra',
  'De 3 a 5 anos',
  'Manteria tudo e esperaria a recuperação',
];

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

const pathIs = (path: string) => (url: URL) => url.pathname === path;

function stepHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  await stepHeading(page, title).waitFor();
  await page.getByText(`Passo ${step} de 5 · ${title}`, { exact: true }).waitFor();
  const bar = page.getByRole('progressbar', { name: 'Progresso do cadastro' });
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(step * 20));
}

/** The element that has the focus, by its text. */
function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/**
 * The audit of every page (axe and screenshots at 1280 and 375 px), from the top of the page so
 * that sticky headers sit where a person sees them in the full-page screenshots.
 */
async function audit(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await auditPage(page, name);
}

async function isDisabled(locator: Locator): Promise<boolean> {
  return locator.isDisabled();
}

interface Visitor {
  name: string;
  email: string;
  phone?: string;
  /** Digits as typed into the cents mask ('500000' → 5.000,00); omit to leave it empty. */
  patrimonio?: string;
}

async function fillWelcome(page: Page, visitor: Visitor): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill(visitor.name);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  if (visitor.phone) await page.getByLabel(/^Telefone/).fill(visitor.phone);
  if (visitor.patrimonio) await page.getByLabel(/^Patrimônio investido/).fill(visitor.patrimonio);
}

/** Answers the questions on screen one after the other; the last button reads "Finalizar". */
async function answerQuestions(page: Page, labels: readonly string[]): Promise<void> {
  for (const [index, label] of labels.entries()) {
    await page.getByText(`Pergunta ${index + 1} de ${labels.length}`, { exact: true }).waitFor();
    await page.getByRole('radio', { name: label, exact: true }).check();
    const last = index === labels.length - 1;
    await button(page, last ? 'Finalizar' : 'Próxima').click();
  }
}

/** Toggles a broker of step 3 by clicking its card, as a person would. */
async function toggleBroker(page: Page, name: string): Promise<void> {
  await page.locator('label').filter({ hasText: name }).click();
}

async function walkToSummary(
  page: Page,
  visitor: Visitor,
  answers: readonly string[],
  brokers: readonly string[],
): Promise<void> {
  await page.goto('/onboarding');
  await expectStep(page, 1, 'Seus dados');
  await fillWelcome(page, visitor);
  await button(page, 'Começar agora').click();
  await expectStep(page, 2, 'Perfil de investidor');
  await answerQuestions(page, answers);
  await expectStep(page, 3, 'Corretoras');
  for (const broker of brokers) await toggleBroker(page, broker);
  await button(page, 'Continuar').click();
  await expectStep(page, 4, 'Preferências');
  await button(page, 'Ver meu plano').click();
  await expectStep(page, 5, 'Resumo do seu plano');
}

/** The allocation list of step 5, as "Class N%" lines, once the server's preview is in. */
async function allocationRows(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Carteira recomendada' });
  await list.waitFor();
  const items = list.getByRole('listitem');
  const rows: string[] = [];
  for (const item of await items.all()) {
    const text = (await item.innerText()).split('\n').map((line) => line.trim());
    rows.push(`${text[0]} ${text[1]}`);
  }
  return rows;
}

async function draftInStorage(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);
}

/** Saves an onboarding for an investor through the API, as the wizard would. */
async function saveOnboardingThroughApi(investor: TestInvestor): Promise<void> {
  const response = await fetch(`${baseURL()}/api/onboarding`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseURL(),
      cookie: investor.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    body: JSON.stringify({
      patrimonioCents: 3_000_000,
      questionnaireId: 'rapido-v1',
      answers: {
        experiencia: 'fundos-e-acoes',
        objetivos: 'crescer',
        prazo: 'mais-de-5-anos',
        volatilidade: 'manter',
      },
      brokerIds: ['xp'],
      preferences: { cryptoInterest: false, noStocks: false, internationalInterest: true },
    }),
  });
  if (response.status !== 201) {
    throw new Error(`onboarding answered ${response.status}: ${await response.text()}`);
  }
}

describe('onboarding wizard', () => {
  it('keeps its buttons disabled until each step is done, and "Anterior" clears the selection', async () => {
    const page = await visit(MOBILE);
    await page.goto('/onboarding');
    await page
      .getByRole('heading', { level: 1, name: 'Monte seu plano de investimentos' })
      .waitFor();
    await expectStep(page, 1, 'Seus dados');
    // No breadcrumb on the onboarding (docs/product.md §2).
    expect(await page.getByRole('navigation', { name: 'Trilha de navegação' }).count()).toBe(0);

    // "Começar agora" waits for nome and email.
    const start = button(page, 'Começar agora');
    expect(await isDisabled(start)).toBe(true);
    await page.getByLabel('Nome', { exact: true }).fill('Ana Souza');
    expect(await isDisabled(start)).toBe(true);
    await page.getByText('Preencha nome e email para começar.').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('ana.exemplo.com');
    expect(await isDisabled(start)).toBe(false);

    // Beyond docs/product.md §5: the email format, with the message next to the field.
    await start.click();
    await page.getByText('Informe um email válido, como nome@exemplo.com.').waitFor();
    const email = page.getByLabel('Email', { exact: true });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('onboarding-email');
    await stepHeading(page, 'Seus dados').waitFor();
    await audit(page, 'onboarding-passo-1-email-invalido');

    await email.fill(uniqueEmail('ana'));
    // The cents mask (docs/product.md §5): digits read as centavos, pt-BR grouping.
    const patrimonio = page.getByLabel(/^Patrimônio investido/);
    await patrimonio.pressSequentially('1234567');
    expect(await patrimonio.inputValue()).toBe('12.345,67');
    await start.click();

    // Step 2: the focus moves to the new step's heading.
    await expectStep(page, 2, 'Perfil de investidor');
    await expect.poll(() => focusedText(page)).toBe('Perfil de investidor');
    const previous = button(page, 'Anterior');
    const next = button(page, 'Próxima');
    const proceed = button(page, 'Continuar');
    expect(await isDisabled(previous)).toBe(true);
    expect(await isDisabled(next)).toBe(true);
    expect(await isDisabled(proceed)).toBe(true);
    await page.getByText('0% concluído').waitFor();
    await audit(page, 'onboarding-passo-2-pergunta-1');

    await page.getByRole('radio', { name: BALANCED[0], exact: true }).check();
    expect(await isDisabled(next)).toBe(false);
    await page.getByText('25% concluído').waitFor();
    await next.click();
    await page.getByText('Pergunta 2 de 4', { exact: true }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Qual é o principal objetivo deste dinheiro?');
    expect(await isDisabled(previous)).toBe(false);
    await page.getByRole('radio', { name: BALANCED[1], exact: true }).check();

    // "Anterior" goes back to question 1 with no option chosen.
    await previous.click();
    await page.getByText('Pergunta 1 de 4', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await isDisabled(next)).toBe(true);
    await page.getByText('0% concluído').waitFor();

    await page.getByRole('radio', { name: BALANCED[0], exact: true }).check();
    await next.click();
    // The question returned to is clear as well.
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    await page.getByRole('radio', { name: BALANCED[1], exact: true }).check();
    await next.click();
    await page.getByRole('radio', { name: BALANCED[2], exact: true }).check();
    await next.click();
    await page.getByText('Pergunta 4 de 4', { exact: true }).waitFor();
    // The last question ends with "Finalizar", and the step cannot go on before it is answered.
    expect(await next.count()).toBe(0);
    expect(await isDisabled(button(page, 'Finalizar'))).toBe(true);
    expect(await isDisabled(proceed)).toBe(true);
    await page.getByRole('radio', { name: BALANCED[3], exact: true }).check();
    await page.getByText('100% concluído').waitFor();
    expect(await isDisabled(proceed)).toBe(false);
    await audit(page, 'onboarding-passo-2-ultima-pergunta');
    await button(page, 'Finalizar').click();

    // Step 3: at least one broker.
    await expectStep(page, 3, 'Corretoras');
    expect(await isDisabled(proceed)).toBe(true);
    await page.getByText('Escolha pelo menos uma corretora para continuar.').waitFor();
    await toggleBroker(page, 'XP Investimentos');
    expect(await isDisabled(proceed)).toBe(false);
    await toggleBroker(page, 'XP Investimentos');
    expect(await isDisabled(proceed)).toBe(true);
    await toggleBroker(page, 'Rico');
    expect(await page.getByRole('checkbox', { name: /^Rico/ }).isChecked()).toBe(true);
    await audit(page, 'onboarding-passo-3');

    // A reload keeps the unfinished answers.
    await page.reload();
    await expectStep(page, 3, 'Corretoras');
    expect(await page.getByRole('checkbox', { name: /^Rico/ }).isChecked()).toBe(true);
    await button(page, 'Voltar').click();
    await expectStep(page, 2, 'Perfil de investidor');
    await page.getByText('Pergunta 4 de 4', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: BALANCED[3], exact: true }).isChecked()).toBe(
      true,
    );
    await proceed.click();
    await expectStep(page, 3, 'Corretoras');
    await proceed.click();

    // Step 4: reading A's preferences and an optional first goal.
    await expectStep(page, 4, 'Preferências');
    const crypto = page.getByRole('switch', { name: 'Tenho interesse em criptoativos' });
    expect(await crypto.isChecked()).toBe(false);
    expect(
      await page
        .getByRole('switch', { name: 'Tenho interesse em investir no exterior' })
        .isChecked(),
    ).toBe(true);
    await page.getByText('Tenho interesse em criptoativos').click();
    expect(await crypto.isChecked()).toBe(true);
    await page.getByLabel(/^Seu primeiro objetivo/).selectOption('Reserva de emergência');
    await audit(page, 'onboarding-passo-4');
    // Step 5's recommendation is the server's preview of these answers (nothing is saved):
    // held back a moment, the summary says it is being calculated.
    await page.route(
      '**/api/onboarding/preview',
      async (route) => {
        await new Promise((wait) => setTimeout(wait, 700));
        await route.continue();
      },
      { times: 1 },
    );
    const previewResponse = page.waitForResponse((response) =>
      response.url().endsWith('/api/onboarding/preview'),
    );
    await button(page, 'Ver meu plano').click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Calculando sua carteira recomendada...' })
      .waitFor({ state: 'attached' });
    const previewed = await previewResponse;
    expect(previewed.status()).toBe(200);
    expect(previewed.request().postDataJSON()).toMatchObject({
      questionnaireId: 'rapido-v1',
      patrimonioCents: 1_234_567,
      preferences: { cryptoInterest: true, internationalInterest: true },
    });

    await expectStep(page, 5, 'Resumo do seu plano');
    const summary = page.getByRole('main');
    await summary.getByText('R$ 12.345,67').waitFor();
    await summary.getByText('Interesse em criptoativos · Interesse no exterior').waitFor();
    await summary.getByText('Reserva de emergência').waitFor();
    // Moderado, Médio, crypto interest: 50/25/15/5 + 5 Cripto.
    expect(await allocationRows(page)).toEqual([
      'Renda Fixa 50%',
      'Multimercado 25%',
      'Ações Brasil 15%',
      'Internacional 5%',
      'Cripto 5%',
    ]);
    // Never the password in the draft.
    await page.getByLabel('Crie uma senha').fill('uma senha que nao fica guardada');
    expect(await draftInStorage(page)).not.toContain('uma senha que nao fica guardada');
    expect(await draftInStorage(page)).toContain('"brokerIds":["rico"]');
  });

  it('gives a cautious, short-horizon visitor the Conservador/Curto override of 90/10', async () => {
    const page = await visit();
    await walkToSummary(
      page,
      { name: 'Clara Dias', email: uniqueEmail('clara'), patrimonio: '5000000' },
      CAUTIOUS,
      ['BTG Pactual'],
    );
    const main = page.getByRole('main');
    await main.getByText('Conservador', { exact: true }).first().waitFor();
    expect(await allocationRows(page)).toEqual(['Renda Fixa 90%', 'Multimercado 10%']);
    await main.getByText(CONSERVATIVE_SHORT_NOTE).waitFor();
    // The donut's text alternative names every slice.
    await page
      .getByRole('img', {
        name: 'Gráfico de rosca da carteira recomendada: Renda Fixa 90%, Multimercado 10%.',
      })
      .waitFor();
    // One justification per class.
    await main.getByText(/^Dá estabilidade e liquidez à carteira/).waitFor();
    await main.getByText(/^Diversifica as fontes de retorno/).waitFor();
    await main.getByText('R$ 50.000,00').waitFor();
    await main.getByText('BTG Pactual', { exact: true }).waitFor();
    await audit(page, 'onboarding-resumo-conservador-curto');
  });

  it('gives a visitor with under R$ 5.000 Internacional 0 with the limited-capital note', async () => {
    const page = await visit(MOBILE);
    await walkToSummary(
      page,
      { name: 'Bruno Alves', email: uniqueEmail('bruno'), patrimonio: '499999' },
      BOLD,
      ['Avenue Securities'],
    );
    // Arrojado, Longo: 20/25/40/15, with the international part moved to Renda Fixa.
    expect(await allocationRows(page)).toEqual([
      'Renda Fixa 35%',
      'Multimercado 25%',
      'Ações Brasil 40%',
    ]);
    await page.getByText(LIMITED_CAPITAL_NOTE).waitFor();
    await audit(page, 'onboarding-resumo-capital-limitado');

    // The preview follows the patrimônio: from R$ 5.000,00 the international part is back…
    await button(page, 'Alterar seus dados').click();
    await expectStep(page, 1, 'Seus dados');
    await page.getByLabel(/^Patrimônio investido/).fill('500000');
    await button(page, 'Começar agora').click();
    await expectStep(page, 2, 'Perfil de investidor');
    for (let step = 2; step < 5; step++) {
      await button(page, step === 4 ? 'Ver meu plano' : 'Continuar').click();
    }
    await expectStep(page, 5, 'Resumo do seu plano');
    expect(await allocationRows(page)).toContain('Internacional 15%');
    expect(await page.getByText(LIMITED_CAPITAL_NOTE).count()).toBe(0);

    // …and without a patrimônio there is no preview (docs/product.md §4), only the way to give one.
    await button(page, 'Alterar seus dados').click();
    await page.getByLabel(/^Patrimônio investido/).fill('');
    await button(page, 'Começar agora').click();
    for (let step = 2; step < 5; step++) {
      await button(page, step === 4 ? 'Ver meu plano' : 'Continuar').click();
    }
    await expectStep(page, 5, 'Resumo do seu plano');
    await page.getByText(/^Para ver a prévia da sua carteira aqui/).waitFor();
    expect(await page.getByRole('list', { name: 'Carteira recomendada' }).count()).toBe(0);
    await page.getByText('Não informado').waitFor();
  });
});

describe('saving the plan', () => {
  it('a visitor creates the account at step 5, lands on /dashboard, signs out, signs in again and finds the profile', async () => {
    const existing = await signUpInvestor('Joana Prado');
    const page = await visit();
    const visitor = { name: 'Helena Martins', email: existing.email, patrimonio: '2500000' };
    await walkToSummary(page, visitor, BALANCED, ['XP Investimentos', 'Rico']);
    await page.getByText('Crie sua conta para salvar o plano').waitFor();

    // The password and the consent are asked for, with reasons next to the fields.
    await button(page, FINISH).click();
    await page.getByText('Crie uma senha para a sua conta.').waitFor();
    await page
      .getByText('Para criar a conta, aceite os Termos de Uso e a Política de Privacidade.')
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('conta-senha');
    await page.getByLabel('Crie uma senha').fill('helena martins 2026');
    await page.getByLabel(/^Li e aceito os/).check();
    await button(page, FINISH).click();
    await page.getByText('A senha não pode conter o seu nome.').waitFor();
    // The Terms and the Privacy Policy open in a new tab.
    for (const name of [/^Termos de Uso/, /^Política de Privacidade/]) {
      const link = page.getByRole('main').getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    await audit(page, 'onboarding-resumo-conta');

    // An email already registered: the server's message, offering to sign in and come back.
    const password = newPassword();
    await page.getByLabel('Crie uma senha').fill(password);
    const [signUp] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up/email')),
      button(page, FINISH).click(),
    ]);
    expect(signUp.status()).toBe(409);
    await page.getByText(EMAIL_TAKEN).waitFor();
    expect(
      await page
        .getByRole('link', { name: 'Entrar com este email e continuar' })
        .getAttribute('href'),
    ).toBe('/entrar?next=%2Fonboarding');
    await audit(page, 'onboarding-resumo-email-existente');

    const email = uniqueEmail('helena');
    await page.getByLabel('Email da conta').fill(email);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/onboarding')),
      button(page, FINISH).click(),
    ]);
    expect(saved.status()).toBe(201);
    await page.waitForURL(pathIs('/dashboard'));
    // The draft is gone once saved.
    expect(await draftInStorage(page)).toBeNull();

    // Everything was saved to the new account, in one go.
    const state = (await (await page.request.get('/api/onboarding')).json()) as {
      profile: { name: string; email: string; brokerIds: string[]; patrimonioCents: number };
      suitability: { questionnaireId: string; profile: string; timeHorizon: string };
    };
    expect(state.profile).toMatchObject({
      name: 'Helena Martins',
      email,
      patrimonioCents: 2_500_000,
    });
    expect([...state.profile.brokerIds].sort()).toEqual(['rico', 'xp']);
    const history = (await (await page.request.get('/api/suitability/history')).json()) as {
      records: { questionnaireId: string; profile: string; timeHorizon: string }[];
    };
    expect(history.records).toHaveLength(1);
    expect(history.records[0]).toMatchObject({
      questionnaireId: 'rapido-v1',
      profile: 'Moderado',
      timeHorizon: 'Médio',
    });
    const list = (await (await page.request.get('/api/recommendations')).json()) as {
      recommendations: { reading: string; status: string; allocation: Record<string, number> }[];
    };
    expect(list.recommendations).toHaveLength(1);
    expect(list.recommendations[0]).toMatchObject({
      reading: 'onboarding',
      status: 'pendente',
      allocation: {
        'Renda Fixa': 50,
        Multimercado: 25,
        'Ações Brasil': 20,
        Internacional: 5,
        Cripto: 0,
      },
    });

    // Signing out, /perfil asks to sign in; signing in again finds the profile.
    await page.goto('/sair');
    await page.waitForURL(pathIs('/'));
    await page.goto('/perfil');
    await page.waitForURL(
      (url) => url.pathname === '/entrar' && url.searchParams.get('next') === '/perfil',
    );
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await button(page, 'Entrar').click();
    await page.waitForURL(pathIs('/perfil'));
    await page.getByRole('heading', { level: 1, name: 'Perfil de investidor' }).waitFor();
    const current = page.getByRole('region', { name: 'Perfil atual' });
    await current.getByText('Moderado', { exact: true }).waitFor();
    await current.getByText(/^válido até \d{2}\/\d{2}\/\d{4}$/).waitFor();
    const records = page.getByRole('list', { name: 'Histórico de perfis' }).getByRole('listitem');
    expect(await records.count()).toBe(1);
    expect(await records.first().innerText()).toContain('Rápido (4 perguntas)');
    const recommendations = page.getByRole('list', { name: 'Recomendações' }).getByRole('listitem');
    expect(await recommendations.count()).toBe(1);
    expect(await recommendations.first().innerText()).toContain('Pendente');
  });

  it('an email already registered signs in from step 5 and comes back to save', async () => {
    const existing = await signUpInvestor('Rita Campos');
    const page = await visit(MOBILE);
    await walkToSummary(
      page,
      { name: 'Rita Campos', email: existing.email, patrimonio: '1200000' },
      BOLD,
      ['Inter Invest'],
    );
    await page.getByLabel('Crie uma senha').fill(newPassword());
    await page.getByLabel(/^Li e aceito os/).check();
    await button(page, FINISH).click();
    await page.getByText(EMAIL_TAKEN).waitFor();
    await page.getByRole('link', { name: 'Entrar com este email e continuar' }).click();
    await page.waitForURL(pathIs('/entrar'));
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Senha', { exact: true }).fill(existing.password);
    await button(page, 'Entrar').click();
    // Back in the wizard, at the summary, with every answer kept.
    await page.waitForURL(pathIs('/onboarding'));
    await expectStep(page, 5, 'Resumo do seu plano');
    await page.getByText('Tudo pronto para salvar').waitFor();
    await page.getByRole('main').getByText('R$ 12.000,00').waitFor();
    await button(page, FINISH).click();
    await page.waitForURL(pathIs('/dashboard'));
    const list = (await (await page.request.get('/api/recommendations')).json()) as {
      recommendations: { profile: string; timeHorizon: string }[];
    };
    expect(list.recommendations).toEqual([
      expect.objectContaining({ profile: 'Arrojado', timeHorizon: 'Longo' }),
    ]);
  });

  it('a signed-in investor saves the onboarding to their own account', async () => {
    const investor = await signUpInvestor('Marcos Lima');
    const page = await visit(MOBILE);
    await adoptSession(page, investor.cookies);
    await page.goto('/onboarding');
    await expectStep(page, 1, 'Seus dados');
    // The account's name and email are already there; the email is the account's.
    await expect
      .poll(() => page.getByLabel('Nome', { exact: true }).inputValue())
      .toBe('Marcos Lima');
    const email = page.getByLabel('Email', { exact: true });
    await expect.poll(() => email.inputValue()).toBe(investor.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel(/^Patrimônio investido/).fill('800000');
    await button(page, 'Começar agora').click();
    await answerQuestions(page, CAUTIOUS);
    await toggleBroker(page, 'Clear');
    await button(page, 'Continuar').click();
    await button(page, 'Ver meu plano').click();
    await expectStep(page, 5, 'Resumo do seu plano');
    await page.getByText('Tudo pronto para salvar').waitFor();
    expect(await page.getByLabel('Crie uma senha').count()).toBe(0);
    await audit(page, 'onboarding-resumo-conectado');
    await button(page, FINISH).click();
    await page.waitForURL(pathIs('/dashboard'));
    const history = (await (await page.request.get('/api/suitability/history')).json()) as {
      records: { profile: string; timeHorizon: string }[];
    };
    expect(history.records).toEqual([
      expect.objectContaining({ profile: 'Conservador', timeHorizon: 'Curto' }),
    ]);
  });
});

describe('/perfil', () => {
  it('redoing the profile with the 10-question flow adds a history entry', async () => {
    const investor = await signUpInvestor('Paula Reis');
    await saveOnboardingThroughApi(investor);
    const page = await visit();
    await adoptSession(page, investor.cookies);
    await page.goto('/perfil');
    await page.getByRole('heading', { level: 1, name: 'Perfil de investidor' }).waitFor();
    const breadcrumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect((await breadcrumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Início',
      'Perfil de investidor',
    ]);
    const history = page.getByRole('list', { name: 'Histórico de perfis' }).getByRole('listitem');
    await history.first().waitFor();
    expect(await history.count()).toBe(1);
    await page
      .getByRole('region', { name: 'Perfil atual' })
      .getByText('Arrojado')
      .first()
      .waitFor();
    await audit(page, 'perfil');

    await button(page, 'Refazer perfil').click();
    await page.getByRole('heading', { level: 2, name: 'Refazer perfil' }).waitFor();
    await page.getByText('Pergunta 1 de 10', { exact: true }).waitFor();
    // The same behaviour as the onboarding's flow.
    expect(await isDisabled(button(page, 'Anterior'))).toBe(true);
    expect(await isDisabled(button(page, 'Próxima'))).toBe(true);
    await page.getByRole('radio').first().check();
    await button(page, 'Próxima').click();
    await page.getByRole('radio').first().check();
    await button(page, 'Anterior').click();
    await page.getByText('Pergunta 1 de 10', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    await audit(page, 'perfil-refazer');

    // The most cautious option everywhere: 10 points, Conservador.
    for (let question = 1; question <= 10; question++) {
      await page.getByText(`Pergunta ${question} de 10`, { exact: true }).waitFor();
      await page.getByRole('radio').first().check();
      await button(page, question === 10 ? 'Finalizar' : 'Próxima').click();
    }
    await page.getByText('Perfil atualizado: Conservador').waitFor();
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.first().innerText()).toContain('Completo (10 perguntas)');
    expect(await history.first().innerText()).toContain('10 pontos');
    const recommendations = page.getByRole('list', { name: 'Recomendações' }).getByRole('listitem');
    await expect.poll(() => recommendations.count()).toBe(2);
    await page
      .getByRole('region', { name: 'Perfil atual' })
      .getByText('Conservador', { exact: true })
      .waitFor();
    await audit(page, 'perfil-refeito');
  });

  it('warns clearly once the profile is older than 24 months (CVM Res. 30/2021)', async () => {
    const investor = await signUpInvestor('Sérgio Antunes');
    await saveOnboardingThroughApi(investor);
    const page = await visit();
    await adoptSession(page, investor.cookies);
    // Records cannot be back-dated (the history is append-only): the answer is aged on its way
    // to the browser, so /perfil is opened from another page (a first visit arrives rendered by
    // the server with the real history, ADR 026).
    await page.goto('/conquistas');
    await page.route('**/api/suitability/history', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        records: { valid: boolean; validUntil: string; completedAt: string }[];
      };
      for (const record of body.records) {
        record.completedAt = '2023-01-10T15:00:00.000Z';
        record.validUntil = '2025-01-10T15:00:00.000Z';
        record.valid = false;
      }
      await route.fulfill({ response, json: body });
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Sérgio/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Perfil de investidor' }).click();
    const current = page.getByRole('region', { name: 'Perfil atual' });
    await current.getByText('Seu perfil venceu: refaça o questionário').waitFor();
    await current.getByText('Vencido em 10/01/2025').waitFor();
    await current.getByText(/A Resolução CVM 30\/2021 pede que o perfil seja atualizado/).waitFor();
    await audit(page, 'perfil-vencido');
  });

  it('invites an investor without a profile to answer the questionnaire', async () => {
    const investor = await signUpInvestor('Tiago Moura');
    const page = await visit(MOBILE);
    await adoptSession(page, investor.cookies);
    await page.goto('/perfil');
    await page.getByText('Você ainda não tem um perfil de investidor').waitFor();
    await page.getByText('Nenhum perfil respondido ainda.').waitFor();
    await page.getByText(/^Nenhuma recomendação ainda/).waitFor();
  });

  it('sends a visitor to sign in and back', async () => {
    const page = await visit(MOBILE);
    await page.goto('/perfil');
    await page.waitForURL(
      (url) => url.pathname === '/entrar' && url.searchParams.get('next') === '/perfil',
    );
  });
});
