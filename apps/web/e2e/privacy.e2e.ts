// Journeys of issue 19 (privacy under LGPD), in Chromium against the real built server: an
// investor sees why the recommendation is what it is (art. 20), downloads their data, corrects
// it, withdraws a consent, asks the DPO, deletes the account, and cannot sign in once the grace
// period is over (the test moves the clock through the non-production purge route); an admin
// answers a DPO request on /admin/privacidade and the investor reads it. Each page gets axe and
// screenshots at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPage, baseURL, trackedPages } from './support/index.ts';
import {
  adoptSession,
  mailCaptured,
  signUpInvestor,
  waitForMail,
  type TestInvestor,
} from './support/auth-helpers.ts';
import { signInJourneyAdmin } from './support/admin-session.ts';
import { apiAs, completeOnboarding } from './support/investor-data.ts';
import { checkWhileSaveIsHeld } from './support/held-requests.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const visit = trackedPages();
const DAY = 86_400_000;

function section(page: Page, name: string) {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

describe('privacy', () => {
  let adminCookies: TestInvestor['cookies'];
  beforeAll(async () => {
    adminCookies = await signInJourneyAdmin();
  });

  it('an investor downloads their data, deletes the account, and cannot sign in after the grace period', async () => {
    const investor = await signUpInvestor('Teresa Privada');
    await completeOnboarding(investor);
    const page = await visit();
    await adoptSession(page, investor.cookies);

    // Art. 20: the automated recommendation explained, with a human review at hand.
    await page.goto('/perfil');
    const why = section(page, 'Como chegamos à sua recomendação');
    await why.getByText(/Tabela de alocação para o perfil Moderado/).waitFor();
    await why.getByRole('button', { name: 'Solicitar revisão humana' }).waitFor();
    await auditPage(page, 'privacidade-perfil-art20');

    // From /conta to /meus-dados.
    await page.goto('/conta');
    await page.getByRole('link', { name: /Meus dados \(LGPD\)/ }).click();
    await page.waitForURL((url) => url.pathname === '/meus-dados');
    const held = section(page, 'O que guardamos sobre você');
    await held.getByText('Patrimônio, carteira e aportes').waitFor();
    await auditPage(page, 'meus-dados');
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, 'Baixar seus dados')
        .getByRole('button', { name: 'Baixar tudo (JSON)' })
        .click(),
    ]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      categories: Record<string, Record<string, unknown[]>>;
    };
    expect(JSON.stringify(exported.categories['Conta e acesso']?.users)).toContain(investor.email);

    // Correct: a bad phone is refused next to the field; a good one is saved.
    const correct = section(page, 'Corrigir dados');
    await correct.getByLabel('Telefone com DDD').fill('123');
    await correct.getByRole('button', { name: 'Salvar correção' }).click();
    await correct.getByText('Informe o telefone com DDD (10 ou 11 dígitos).').waitFor();
    await correct.getByLabel('Telefone com DDD').fill('(21) 99876-5432');
    await correct.getByRole('button', { name: 'Salvar correção' }).click();
    await page.getByText('Dados corrigidos').waitFor();

    // Consents: the accepted versions, and an optional one given then withdrawn.
    const consents = section(page, 'Consentimentos');
    await consents.getByText(/Termos de Uso, versão/).waitFor();
    const marketing = consents.getByRole('checkbox', { name: /Receber novidades/ });
    // While it saves, the box shows the choice, keeps the keyboard's focus and takes no other.
    await checkWhileSaveIsHeld(page, marketing, '**/api/privacy/consents/*', () =>
      consents.getByText(/^Concedido em/).waitFor(),
    );
    expect(await marketing.evaluate((box) => box === document.activeElement)).toBe(true);
    await marketing.uncheck();
    await consents.getByText(/^Retirado em/).waitFor();

    // Delete: a wrong password deletes nothing.
    const remove = section(page, 'Excluir minha conta');
    await remove.getByRole('button', { name: 'Quero excluir minha conta' }).click();
    await remove.getByLabel('Confirme sua senha').fill('nao e a minha senha');
    await remove.getByRole('button', { name: 'Excluir minha conta' }).click();
    await remove.getByText('Senha incorreta. Nada foi excluído.').waitFor();
    await auditPage(page, 'meus-dados-excluir');
    await remove.getByLabel('Confirme sua senha').fill(investor.password);
    await remove.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.waitForURL((url) => url.pathname === '/entrar');
    await page.getByText(/A exclusão da sua conta foi agendada/).waitFor();
    await auditPage(page, 'conta-exclusao-agendada');

    // The grace period passes (the clock moves through the non-production purge route).
    const purge = await fetch(`${baseURL()}/api/dev/privacy/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL() },
      body: JSON.stringify({ now: new Date(Date.now() + 8 * DAY).toISOString() }),
    });
    expect(await purge.json()).toMatchObject({ erased: 1 });

    await page.getByLabel('Email', { exact: true }).fill(investor.email);
    await page.getByLabel('Senha', { exact: true }).fill(investor.password);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email')),
      page.getByRole('button', { name: 'Entrar', exact: true }).click(),
    ]);
    expect(answer.status()).toBe(401);
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('Email ou senha incorretos. Tente novamente.')
      .waitFor();
  });

  it('signing in during the grace period keeps the account, and the first page and an email say so', async () => {
    const investor = await signUpInvestor('Vera Arrependida');
    await completeOnboarding(investor);
    const asked = await apiAs<{ requestedAt: string }>(investor, 'POST', '/api/privacy/deletion', {
      password: investor.password,
    });
    expect(asked.status).toBe(202);
    const requestedOn = new Date(asked.json.requestedAt).toLocaleDateString('pt-BR', {
      timeZone: 'America/Sao_Paulo',
    });

    // Every session ended with the request: the person signs in again, as anyone would.
    const page = await visit();
    await page.goto('/entrar');
    await page.getByLabel('Email', { exact: true }).fill(investor.email);
    await page.getByLabel('Senha', { exact: true }).fill(investor.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Issue #30: it used to be silent.
    const notice = page.getByRole('status').filter({
      has: page.getByRole('heading', { name: 'A exclusão da sua conta foi cancelada' }),
    });
    await notice.getByText(`Você pediu a exclusão em ${requestedOn}`).waitFor();
    await auditPage(page, 'entrar-exclusao-cancelada');
    await expectNoSidewaysScroll(page);
    if (mailCaptured()) {
      const mail = await waitForMail(investor.email, {
        subject: /exclusão da sua conta foi cancelada/,
      });
      expect(mail.text).toContain(`Você pediu a exclusão da sua conta AlgoOne em ${requestedOn}`);
    }

    // Once: the way to ask again, and gone after a reload.
    await notice.getByRole('link', { name: 'Meus dados' }).click();
    await page.waitForURL((url) => url.pathname === '/meus-dados');
    await section(page, 'Excluir minha conta')
      .getByRole('button', { name: 'Quero excluir minha conta' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Exclusão da conta agendada' }).count()).toBe(0);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(
      await page.getByRole('heading', { name: 'A exclusão da sua conta foi cancelada' }).count(),
    ).toBe(0);
  });

  it('an admin answers a DPO request, and the investor reads the answer', async () => {
    const investor = await signUpInvestor('Ulisses Pergunta');
    const created = await apiAs<{ protocol: string }>(investor, 'POST', '/api/privacy/requests', {
      kind: 'sharing_info',
      message: 'Com quais empresas vocês compartilham meus dados?',
    });
    expect(created.status).toBe(201);
    const { protocol } = created.json;

    const admin = await visit();
    await adoptSession(admin, adminCookies);
    await admin.goto('/admin');
    // The panel's figures (issue #18) come first.
    const figures = admin.getByRole('region', { name: 'Números da consultoria' });
    await figures.getByText('Assinaturas ativas').waitFor();
    await figures.getByText('Distribuição de perfis').waitFor();
    await auditPage(admin, 'admin-home-numeros');
    await admin.getByRole('link', { name: 'Privacidade', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/privacidade');
    const request = admin.getByRole('listitem', { name: protocol });
    await request.getByText(investor.email, { exact: false }).waitFor();
    await auditPage(admin, 'admin-privacidade');
    await request.getByRole('button', { name: 'Responder' }).click();
    await request.getByText('Escreva a resposta em pelo menos 10 caracteres.').waitFor();
    await request
      .getByLabel('Resposta ao titular')
      .fill(
        'Compartilhamos apenas com as corretoras que você escolheu, para o repasse do cashback.',
      );
    await request.getByRole('button', { name: 'Responder' }).click();
    await admin.getByText('Resposta enviada').waitFor();

    if (mailCaptured()) {
      await waitForMail(investor.email, {
        subject: new RegExp(`resposta à sua solicitação ${protocol}`),
      });
    }
    const page = await visit();
    await adoptSession(page, investor.cookies);
    await page.goto('/meus-dados');
    const mine = section(page, 'Solicitações ao encarregado (DPO)');
    await mine.getByText('Respondida').waitFor();
    await mine.getByText(/Compartilhamos apenas com as corretoras/).waitFor();
  });
});
