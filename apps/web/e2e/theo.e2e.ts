// Journeys of issue 14 (Theo), in Chromium against the real built server. The run's server has a
// fake OpenAI-compatible provider on 127.0.0.1 in its environment (global setup); investors
// answer in Básico until they authorise sending their data to it. The admin journey runs its own
// server, whose first admin has no provider yet, and configures it through /admin/theo.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  auditPage,
  DESKTOP,
  expectNoSeriousA11yViolations,
  MOBILE,
  repoRoot,
  SCREENSHOT_DIR,
  startAppServer,
  toast,
  trackedPages,
  type AppServer,
} from './support/index.ts';
import { adoptSession, signUpInvestor, totp, type TestInvestor } from './support/auth-helpers.ts';
import { completeOnboarding } from './support/investor-data.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/test/support/fake-openai.ts';

const visit = trackedPages();

const badge = (page: Page) => page.getByTestId('theo-badge');
const log = (page: Page) => page.getByRole('log', { name: 'Mensagens' });
const question = (page: Page) => page.getByLabel('Sua dúvida');

async function investorOnTheo(page: Page, name: string): Promise<TestInvestor> {
  const investor = await signUpInvestor(name);
  await completeOnboarding(investor);
  await adoptSession(page, investor.cookies);
  await page.goto('/theo');
  await page.getByRole('heading', { level: 1, name: 'Fale com o Theo' }).waitFor();
  return investor;
}

/** Sends with Enter and waits for the reply to be stored (the last Theo message has its buttons). */
async function ask(page: Page, text: string): Promise<Locator> {
  const before = await page.getByRole('button', { name: 'Gostei', exact: true }).count();
  await question(page).fill(text);
  await question(page).press('Enter');
  await expect
    .poll(() => page.getByRole('button', { name: 'Gostei', exact: true }).count(), {
      timeout: 20_000,
    })
    .toBe(before + 1);
  return log(page).getByRole('listitem').last();
}

describe('Theo for an investor', () => {
  it('greets by name, answers in Básico from the academy with a link to the lesson', async () => {
    const page = await visit();
    await investorOnTheo(page, 'Lívia Andrade');
    await expect.poll(() => badge(page).innerText()).toBe('Básico');
    await log(page).getByText('Olá, Lívia!').waitFor();
    await page.getByRole('link', { name: 'Voltar ao dashboard' }).waitFor();
    // The consent names the provider before any AI answer.
    await page.getByText('Quer respostas com inteligência artificial?').waitFor();
    await expect
      .poll(() => question(page).getAttribute('placeholder'))
      .toBe('Digite sua dúvida...');

    // Shift+Enter starts a new line instead of sending.
    await question(page).fill('primeira linha');
    await question(page).press('Shift+Enter');
    await question(page).pressSequentially('segunda');
    expect(await question(page).inputValue()).toBe('primeira linha\nsegunda');
    expect(await page.getByRole('button', { name: 'Gostei', exact: true }).count()).toBe(0);

    const reply = await ask(page, 'O que é o Tesouro Selic?');
    expect(await reply.innerText()).toContain('Encontrei isto na Academia');
    await auditPage(page, 'theo-basico');

    // A help entry asks its question.
    await page.getByRole('button', { name: 'Como funciona o cashback' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Gostei', exact: true }).count(), {
        timeout: 20_000,
      })
      .toBe(2);
    expect(await log(page).getByRole('listitem').last().innerText()).toContain('taxa técnica');

    await log(page).getByRole('link', { name: 'Ler a aula completa' }).click();
    await page.waitForURL(/\/academia\/[^/]+\/[^/]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('counts a long question near the limit and never cuts or sends one over it (issue #30)', async () => {
    const page = await visit();
    await investorOnTheo(page, 'Caio Bastos');
    const counter = page.getByTestId('theo-contador');
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    // A short question has no counter.
    await question(page).fill('Como funciona o cashback?');
    expect(await counter.count()).toBe(0);

    // Near the limit the counter appears, with the server's limit in pt-BR.
    await question(page).fill('a'.repeat(900));
    await expect.poll(() => counter.innerText()).toBe('900/1.000');

    // A pasted question over the limit is kept whole, said to be too long, and cannot go.
    const pasted = `${'Minha dúvida sobre a reserva. '.repeat(35)}fim`;
    await question(page).fill(pasted);
    expect(await question(page).inputValue()).toBe(pasted);
    const over = page.getByRole('alert').filter({ hasText: 'caracteres por pergunta' });
    await over.waitFor();
    expect(await over.innerText()).toBe(
      `Sua pergunta tem 1.053 caracteres. Use no máximo 1.000 caracteres por pergunta.`,
    );
    expect(await counter.innerText()).toBe('1.053/1.000');
    expect(await question(page).getAttribute('aria-invalid')).toBe('true');
    expect(await send.isDisabled()).toBe(true);
    await question(page).press('Enter');
    await page.waitForTimeout(500);
    expect(await log(page).getByText('Minha dúvida sobre a reserva.').count()).toBe(0);
    expect(await question(page).inputValue()).toBe(pasted);
    await auditPage(page, 'theo-limite');

    // Shortened to fit, it goes. Sent with the button, the focus is back in the box while Theo
    // answers (the emptied box disables the button, which would drop the focus to the page).
    await question(page).fill(pasted.slice(0, 1_000));
    await expect.poll(() => send.isDisabled()).toBe(false);
    expect(await over.count()).toBe(0);
    await send.click();
    await expect.poll(() => send.isDisabled()).toBe(true);
    expect(await question(page).evaluate((box) => box === document.activeElement)).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Gostei', exact: true }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it('streams an AI answer token by token once the investor authorises the provider', async () => {
    const page = await visit();
    await investorOnTheo(page, 'Mateus Prado');
    await page.getByRole('button', { name: 'Autorizar envio ao provedor' }).click();
    await toast(page, 'Autorização registrada').waitFor();
    await expect.poll(() => badge(page).innerText()).toBe('GPT 4.1');

    // Every change of the chat's text, as the reply arrives.
    await page.evaluate(() => {
      const target = document.querySelector('[role="log"]');
      const lengths: number[] = [];
      (window as unknown as { lengths: number[] }).lengths = lengths;
      new MutationObserver(() => lengths.push(target?.textContent?.length ?? 0)).observe(
        target as Node,
        { childList: true, subtree: true, characterData: true },
      );
    });
    const reply = await ask(page, 'Qual é o meu patrimônio e o meu perfil?');
    const text = await reply.innerText();
    expect(text).toContain('R$ 50.000,00');
    expect(text).toContain('Moderado');
    const lengths = await page.evaluate(() => (window as unknown as { lengths: number[] }).lengths);
    // Many intermediate states: the words arrived one by one, not in one piece.
    expect(new Set(lengths).size).toBeGreaterThan(5);
    await auditPage(page, 'theo-ia');
  });

  it('hands a reply to the consultant, records feedback and keeps older conversations', async () => {
    const page = await visit(MOBILE);
    await investorOnTheo(page, 'Renata Lobo');
    await page.getByRole('button', { name: 'Autorizar envio ao provedor' }).click();
    await expect.poll(() => badge(page).innerText()).toBe('GPT 4.1');

    const reply = await ask(page, 'Qual ação devo comprar?');
    expect(await reply.innerText()).toContain('consultor humano');
    await reply.getByRole('button', { name: 'Gostei', exact: true }).click();
    await toast(page, 'Obrigado pelo feedback!').waitFor();
    await reply.getByRole('button', { name: 'Encaminhar ao consultor' }).click();
    await toast(page, 'Encaminhado para consultor').waitFor();
    await page.getByText('Um consultor humano entrará em contato em breve.').waitFor();
    const forwarded = reply.getByRole('button', { name: 'Encaminhado ao consultor' });
    await forwarded.waitFor();
    expect(await forwarded.isDisabled()).toBe(true);
    await auditPage(page, 'theo-encaminhado');

    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Gostei', exact: true }).count())
      .toBe(0);
    await page.getByRole('button', { name: /Qual ação devo comprar\?/ }).click();
    await log(page).getByRole('button', { name: 'Encaminhado ao consultor' }).waitFor();
  });
});

describe('Theo’s conversation on screen', () => {
  // What a phone and a laptop show without scrolling (issue #27).
  const SCREENS = [MOBILE, { width: 1280, height: 900 }];

  /** The element's box lies within the viewport. */
  async function inViewport(page: Page, locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth &&
        box.height > 0
      );
    });
  }

  it.each(SCREENS)(
    'shows the composer without scrolling, the latest message just above it ($width×$height)',
    async (screen) => {
      const page = await visit(screen);
      await investorOnTheo(page, 'Otávio Reis');
      const send = page.getByRole('button', { name: 'Enviar', exact: true });
      expect(await inViewport(page, question(page))).toBe(true);
      expect(await inViewport(page, send)).toBe(true);

      // A conversation longer than its pane: on the next visit the page opens at its top, the
      // pane at its end, and the latest reply sits between the pane's top and the composer.
      await ask(page, 'O que é o Tesouro Selic?');
      await ask(page, 'Como funciona o cashback?');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Fale com o Theo' }).waitFor();
      await log(page).getByText('Como funciona o cashback?').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await inViewport(page, question(page))).toBe(true);
      expect(await inViewport(page, send)).toBe(true);
      const pane = await log(page).evaluate((element) => ({
        overflows: element.scrollHeight > element.clientHeight,
        top: element.getBoundingClientRect().top,
      }));
      expect(pane.overflows).toBe(true);
      const lastReply = log(page).getByRole('listitem').last();
      const replyBox = await lastReply.evaluate(
        (element) => element.getBoundingClientRect().toJSON() as DOMRect,
      );
      const composerTop = await question(page).evaluate(
        (element) => element.closest('form')?.getBoundingClientRect().top ?? 0,
      );
      expect(replyBox.bottom).toBeLessThanOrEqual(composerTop);
      expect(replyBox.bottom).toBeGreaterThan(pane.top);
      // What the screen shows (not the full page): the conversation as the investor sees it.
      await page.screenshot({ path: join(SCREENSHOT_DIR, `theo-conversa-${screen.width}.png`) });
    },
  );
});

describe('Theo when the provider is slow', () => {
  // A server of its own, with a provider that keeps quiet: the shared fake serves the other
  // journeys at the same time.
  let fake: FakeOpenAi;
  let server: AppServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.use('slow');
    fake.slowMs = 120_000;
    server = await startAppServer({
      logFile: join(repoRoot, 'test-results', 'e2e-theo-slow-server.log'),
      env: {
        CDI_SYNC: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        THEO_BASE_URL: fake.url,
        THEO_API_KEY: fake.apiKey,
        THEO_ALLOW_PRIVATE_BASE_URL: 'true',
        THEO_ANSWER_TIMEOUT_SECONDS: '30',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  /** An investor of this server, onboarded and authorising the provider, through the API. */
  async function investorOfSlowServer(name: string) {
    const jar = new Map<string, string>();
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.baseURL}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          origin: server.baseURL,
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const at = pair.indexOf('=');
        const value = pair.slice(at + 1).trim();
        if (value) jar.set(pair.slice(0, at).trim(), value);
        else jar.delete(pair.slice(0, at).trim());
      }
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    };
    await call('POST', '/api/auth/sign-up/email', {
      name,
      email: `lento.${Date.now().toString(36)}@algoone.test`,
      password: `serra ${Date.now().toString(36)} lenta azul`,
      acceptTerms: true,
      termsVersion: '2026-11-21',
      privacyVersion: '2026-11-21',
    });
    await call('POST', '/api/onboarding', {
      name,
      patrimonioCents: 5_000_000,
      questionnaireId: 'rapido-v1',
      answers: {
        experiencia: 'renda-fixa',
        objetivos: 'objetivo-definido',
        prazo: '3-a-5-anos',
        volatilidade: 'resgatar-parte',
      },
      brokerIds: ['xp'],
      preferences: { cryptoInterest: false, noStocks: false, internationalInterest: true },
    });
    await call('POST', '/api/theo/consent');
    return [...jar].map(([name, value]) => ({ name, value }));
  }

  it('says the answer is taking long after a few seconds and offers the Básico answer at once', async () => {
    const page = await visit(MOBILE);
    const cookies = await investorOfSlowServer('Pedro Alencar');
    await page.context().addCookies(
      cookies.map((c) => ({
        ...c,
        url: server.baseURL,
        httpOnly: true,
        sameSite: 'Lax' as const,
      })),
    );
    await page.goto(`${server.baseURL}/theo`);
    await page.getByRole('heading', { level: 1, name: 'Fale com o Theo' }).waitFor();
    await expect.poll(() => badge(page).innerText()).toBe('GPT 4.1');

    const sent = Date.now();
    await question(page).fill('Como está minha carteira?');
    await question(page).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Theo está digitando' }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'A resposta está demorando' });
    await notice.waitFor({ timeout: 15_000 });
    // After the few seconds (5), long before the 30 s time limit.
    const waited = Date.now() - sent;
    expect(waited).toBeGreaterThan(4_000);
    expect(waited).toBeLessThan(12_000);
    // auditPage waits for the network to settle, which an answer on its way never does. The
    // phone first: the pane was scrolled to its end at that size, which still holds when wider.
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `theo-demorando-${viewport.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    expect(Date.now() - sent).toBeLessThan(25_000);

    const takeBasic = page.getByRole('button', { name: 'Ver resposta do modo básico' });
    const clicked = Date.now();
    await takeBasic.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Gostei', exact: true }).count(), {
        timeout: 5_000,
      })
      .toBe(1);
    expect(Date.now() - clicked).toBeLessThan(5_000);
    expect(await log(page).innerText()).toContain(
      'A carteira recomendada para o seu perfil Moderado',
    );
    expect(await notice.count()).toBe(0);
    // The provider's request was given up when the page closed the stream.
    await expect.poll(() => fake.aborted, { timeout: 5_000 }).toBe(1);

    // On the next visit the question has that one reply.
    await page.reload();
    await log(page).getByText('Como está minha carteira?').waitFor();
    expect(await page.getByRole('button', { name: 'Gostei', exact: true }).count()).toBe(1);
  });
});

describe('Theo’s provider, configured by an admin', () => {
  const provider = inject('theoProvider');
  let server: AppServer;
  const admin = {
    email: 'admin.theo@algoone.test',
    password: `ponte ${Date.now().toString(36)} rio azul`,
    name: 'Clara Nunes',
  };
  const logFile = join(repoRoot, 'test-results', 'e2e-theo-admin-server.log');
  let cookies: { name: string; value: string }[] = [];

  beforeAll(async () => {
    if (!provider) throw new Error('The global setup did not start the fake provider.');
    server = await startAppServer({
      logFile,
      env: {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ADMIN_NAME: admin.name,
        CDI_SYNC: 'false',
        THEO_ALLOW_PRIVATE_BASE_URL: 'true',
      },
    });
    // Sign in and enrol TOTP through the API, as the accounts journeys do on screen.
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.baseURL}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.baseURL,
          cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        },
        body: JSON.stringify(body),
      });
      const set = response.headers.getSetCookie().map((header) => {
        const [pair = ''] = header.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
      });
      for (const cookie of set) {
        cookies = [...cookies.filter((c) => c.name !== cookie.name), cookie].filter((c) => c.value);
      }
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    await post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    const setup = await post('/api/auth/two-factor/enable', { password: admin.password });
    await post('/api/auth/two-factor/verify-totp', { code: totp(String(setup.secret)) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('configures the provider, tests the connection and disconnects', async () => {
    if (!provider) throw new Error('no provider');
    const page = await visit();
    await page.context().addCookies(
      cookies.map((c) => ({
        ...c,
        url: server.baseURL,
        httpOnly: true,
        sameSite: 'Lax' as const,
      })),
    );
    await page.goto(`${server.baseURL}/admin`);
    await page.getByRole('link', { name: 'Theo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Theo: provedor de IA' }).waitFor();
    await page.getByText('API Key não configurada').waitFor();
    await auditPage(page, 'admin-theo-basico');

    await page.getByRole('button', { name: 'Configurar API Key' }).click();
    await page.getByLabel('URL base (compatível com OpenAI)').fill(provider.url);
    expect(await page.getByLabel('Modelo').inputValue()).toBe('gpt-4.1-2025-04-14');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'API Key necessária').waitFor();

    const key = page.getByLabel('API Key', { exact: true });
    expect(await key.getAttribute('type')).toBe('password');
    await key.fill('sk-errada-000000000000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Erro ao configurar API').waitFor();
    await page.getByText(/recusou a API key \(401\)/).waitFor();

    await key.fill(provider.apiKey);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'GPT 4.1 ativado!').waitFor();
    await page.getByText('Theo agora utiliza inteligência artificial avançada.').waitFor();
    const masked = `••••••••${provider.apiKey.slice(-4)}`;
    await page.getByText(new RegExp(`Chave: ${masked}`)).waitFor();

    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Conexão estabelecida com GPT 4.1' })
      .waitFor();
    await auditPage(page, 'admin-theo-conectado');
    expect(await page.content()).not.toContain(provider.apiKey);

    await page.getByRole('button', { name: 'Desconectar' }).click();
    await toast(page, 'API desconectada').waitFor();
    await page.getByText('Theo voltou ao modo básico.').waitFor();
    await page.getByText('API Key não configurada').waitFor();

    // The key appears in no log line and in no file of the web bundle.
    expect(await readFile(logFile, 'utf8')).not.toContain(provider.apiKey);
    expect(await readFile(join(repoRoot, 'test-results', 'e2e-server.log'), 'utf8')).not.toContain(
      provider.apiKey,
    );
    const assets = join(repoRoot, 'apps/web/dist/assets');
    for (const file of await readdir(assets)) {
      if (file.endsWith('.js')) {
        expect(await readFile(join(assets, file), 'utf8')).not.toContain(provider.apiKey);
      }
    }
  });
});
