// Journeys of issue 4 (accounts and access), in Chromium against the real built server, which the
// global setup starts with a local SMTP server and the first admin in its environment. Each page
// is checked with axe and photographed at 1280 px and 375 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditPage, baseURL, MOBILE, trackedPages } from './support/index.ts';
import {
  adoptSession,
  mailCaptured,
  newPassword,
  passwordLinkFrom,
  signUpInvestor,
  totp,
  uniqueEmail,
  waitForMail,
} from './support/auth-helpers.ts';

const WRONG_PASSWORD_MESSAGE = 'Email ou senha incorretos. Tente novamente.';
// Failures slow down this email from this address (ADR 011): 1 minute after the fifth.
const LOCKED_MESSAGE =
  'Muitas tentativas sem sucesso. Por segurança, aguarde 1 minuto antes de tentar de novo.';
const INVALID_LINK_MESSAGE = 'Este link é inválido, expirou ou já foi usado. Peça um novo link.';

// Every page is closed after each test, which fails if a page threw or broke the CSP.
const visit = trackedPages();

const pathIs = (path: string) => (url: URL) => url.pathname === path;

function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** The inline error of the sign-in forms (role="alert", announced). */
function formAlert(page: Page) {
  return page.getByRole('main').getByRole('alert');
}

/** Fills the sign-in form and submits it, waiting for the API's answer. */
async function submitSignIn(page: Page, email: string, password: string): Promise<number> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email')),
    page.getByRole('button', { name: 'Entrar', exact: true }).click(),
  ]);
  return response.status();
}

/** Delays the next answer to `pattern`, so a busy or loading state can be seen. */
async function slowDown(page: Page, pattern: string, ms = 600): Promise<void> {
  await page.route(
    pattern,
    async (route) => {
      await new Promise((wait) => setTimeout(wait, ms));
      await route.continue();
    },
    { times: 1 },
  );
}

describe('investors', () => {
  it('an investor signs up, signs out and signs in again at /entrar', async () => {
    const investor = await signUpInvestor('Marina Costa');
    const page = await visit();
    await adoptSession(page, investor.cookies);

    // The first answer is the page itself, rendered by the server for the session (ADR 026):
    // no "Verificando autenticação..." while the browser would ask who is there.
    await page.goto('/conta');
    await heading(page, 'Minha conta').waitFor();
    expect(await page.getByText('Verificando autenticação...').count()).toBe(0);
    const main = page.getByRole('main');
    const profile = main.getByRole('region', { name: 'Perfil' });
    await profile.getByText(investor.email).waitFor();
    expect(await profile.innerText()).toContain('Marina Costa');
    expect(await profile.innerText()).toContain('Investidor(a)');
    await main.getByText('Esta sessão').waitFor();
    expect(await main.getByText(/^IP .+ · desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(1);
    // The header shows the person, with their account menu.
    const menuButton = page.getByRole('banner').getByRole('button', { name: /Marina/ });
    await menuButton.click();
    const menuLinks = page.getByRole('banner').getByRole('link', { name: /Minha conta|Sair/ });
    expect(await menuLinks.allInnerTexts()).toEqual(['Minha conta', 'Sair']);
    await page.keyboard.press('Escape');
    await auditPage(page, 'conta');

    // Signing out goes home, where "Entrar" is offered again.
    await main.getByRole('link', { name: 'Sair' }).click();
    await page.waitForURL(pathIs('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).waitFor();

    // The account page now asks to sign in, remembering where the person was going.
    await page.goto('/conta');
    await page.waitForURL(
      (url) => url.pathname === '/entrar' && url.searchParams.get('next') === '/conta',
    );
    await heading(page, 'Entrar na sua conta').waitFor();
    // The onboarding brings the new account back to where it was going (issue #30, item 4).
    expect(await page.getByRole('link', { name: 'Descubra seu perfil' }).getAttribute('href')).toBe(
      '/onboarding?next=%2Fconta',
    );
    expect(await page.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/esqueci-senha',
    );
    await auditPage(page, 'entrar');

    expect(await submitSignIn(page, investor.email, 'nao e a senha certa')).toBe(401);
    await formAlert(page).getByText(WRONG_PASSWORD_MESSAGE).waitFor();

    expect(await submitSignIn(page, investor.email, investor.password)).toBe(200);
    await page.waitForURL(pathIs('/conta'));
    await heading(page, 'Minha conta').waitFor();
    await page.getByRole('main').getByText(investor.email).first().waitFor();
  });

  it('an investor who signs in at /admin/login is sent to /unauthorized', async () => {
    const investor = await signUpInvestor('Otávio Nunes');
    const page = await visit(MOBILE);
    await page.goto('/admin/login');
    await heading(page, 'Painel administrativo').waitFor();
    expect(await submitSignIn(page, investor.email, investor.password)).toBe(200);
    await page.waitForURL(
      (url) => url.pathname === '/unauthorized' && url.searchParams.get('next') === '/admin',
    );
    await heading(page, 'Acesso não autorizado').waitFor();
    expect(await page.getByRole('main').innerText()).toContain('Otávio Nunes');
    expect(await page.getByRole('link', { name: 'Voltar ao Início' }).getAttribute('href')).toBe(
      '/',
    );

    // "Entrar com outra conta" signs out and offers the staff sign-in again.
    await page.getByRole('button', { name: 'Entrar com outra conta' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/login' && url.searchParams.get('next') === '/admin',
    );
    await heading(page, 'Painel administrativo').waitFor();
  });

  it.skipIf(!mailCaptured())(
    'a forgotten password is reset with the emailed link, which then stops working',
    async () => {
      const investor = await signUpInvestor('Rafael Lima');
      const page = await visit();
      await page.goto('/entrar');
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await page.waitForURL(pathIs('/esqueci-senha'));
      await heading(page, 'Esqueci minha senha').waitFor();
      await auditPage(page, 'esqueci-senha');

      await page.getByLabel('Email', { exact: true }).fill(investor.email);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await page.getByText('Se houver uma conta com este email').waitFor();
      await auditPage(page, 'esqueci-senha-enviado');

      const mail = await waitForMail(investor.email, { subject: /redefinição de senha/ });
      expect(mail.text).toContain('Rafael Lima');
      const link = passwordLinkFrom(mail);
      expect(link.origin).toBe(baseURL());
      expect(link.searchParams.get('convite')).toBeNull();
      // The HTML alternative (ADR 015) has the same link behind a button.
      expect(mail.html).toContain('>Criar nova senha</a>');
      expect(mail.html).toContain(link.searchParams.get('token') ?? 'no token');

      await page.goto(`${link.pathname}${link.search}`);
      await heading(page, 'Criar uma nova senha').waitFor();
      const newField = page.getByLabel('Nova senha', { exact: true });
      const confirmField = page.getByLabel('Confirme a nova senha');
      const save = page.getByRole('button', { name: 'Salvar nova senha' });

      // A common password is refused with the reason, next to the field.
      await newField.fill('123456789012');
      await confirmField.fill('123456789012');
      await save.click();
      await page
        .getByText('Essa senha é muito comum e fácil de adivinhar. Escolha outra.')
        .waitFor();
      expect(await newField.getAttribute('aria-invalid')).toBe('true');
      await auditPage(page, 'redefinir-senha');

      const password = newPassword();
      await newField.fill(password);
      await confirmField.fill(`${password}x`);
      await save.click();
      await page.getByText('As senhas não são iguais').waitFor();

      await confirmField.fill(password);
      await save.click();
      await page.getByText('Senha alterada. Entre com seu email e a nova senha.').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
      await page.waitForURL(pathIs('/entrar'));

      expect(await submitSignIn(page, investor.email, investor.password)).toBe(401);
      await formAlert(page).getByText(WRONG_PASSWORD_MESSAGE).waitFor();
      expect(await submitSignIn(page, investor.email, password)).toBe(200);
      // No page was asked for: investors land on their dashboard.
      await page.waitForURL(pathIs('/dashboard'));

      // The link was single-use: it now says so and offers a new one.
      await page.goto(`${link.pathname}${link.search}`);
      await newField.fill(newPassword());
      await confirmField.fill(await newField.inputValue());
      await save.click();
      await formAlert(page).getByText(INVALID_LINK_MESSAGE).waitFor();
      expect(
        await page.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href'),
      ).toBe('/esqueci-senha');
      await auditPage(page, 'redefinir-senha-link-usado');
    },
  );

  it('repeated wrong passwords lock the account with a pt-BR message', async () => {
    const investor = await signUpInvestor('Paulo Reis');
    const page = await visit(MOBILE);
    await page.goto('/entrar');
    await heading(page, 'Entrar na sua conta').waitFor();

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await submitSignIn(page, investor.email, `senha errada numero ${attempt}`)).toBe(401);
      await formAlert(page).getByText(WRONG_PASSWORD_MESSAGE).waitFor();
    }
    expect(await submitSignIn(page, investor.email, 'senha errada numero 5')).toBe(429);
    await formAlert(page).getByText(LOCKED_MESSAGE).waitFor();
    // Even the right password is refused while the lock lasts.
    expect(await submitSignIn(page, investor.email, investor.password)).toBe(429);
    await formAlert(page).getByText(LOCKED_MESSAGE).waitFor();
    expect(pathOf(page)).toBe('/entrar');
    await auditPage(page, 'entrar-bloqueado');
  });
});

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

// The staff journeys run in order and share the env-created admin: the first enrols its TOTP and
// invites a consultant; the second follows that invitation.
describe.skipIf(!mailCaptured())('staff', () => {
  const admin = inject('admin');
  const consultant = { name: 'Carla Mendes', email: uniqueEmail('consultora') };
  let secret = '';

  it('the env-created admin signs in, enrols TOTP and reaches /admin', async () => {
    if (!admin) throw new Error('The global setup did not create an admin.');
    const page = await visit();

    // A visitor is sent to the staff sign-in, remembering the page.
    await page.goto('/admin');
    await page.waitForURL(
      (url) => url.pathname === '/admin/login' && url.searchParams.get('next') === '/admin',
    );
    await heading(page, 'Painel administrativo').waitFor();
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Senha', { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    expect(await password.getAttribute('required')).not.toBeNull();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    // No credentials anywhere on the page.
    const text = (await page.locator('body').innerText()).toLowerCase();
    expect(text).not.toContain(admin.email);
    expect(text).not.toMatch(/credenciais|senha de teste|demo/);
    await auditPage(page, 'admin-login');

    expect(await submitSignIn(page, admin.email, 'nao e a senha do painel')).toBe(401);
    await formAlert(page).getByText(WRONG_PASSWORD_MESSAGE).waitFor();

    // "Entrando..." while busy, then the toast (docs/product.md §8).
    await slowDown(page, '**/api/auth/sign-in/email');
    await email.fill(admin.email);
    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('button', { name: 'Entrando...' }).waitFor();
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.getByText('Bem-vindo ao painel administrativo.').waitFor();

    // An admin without two-factor must enrol before any admin page.
    await page.waitForURL(
      (url) => url.pathname === '/admin/2fa' && url.searchParams.get('next') === '/admin',
    );
    await heading(page, 'Verificação em duas etapas').waitFor();
    await auditPage(page, 'admin-2fa');

    await page.getByLabel('Senha atual').fill(admin.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    secret = (await page.getByLabel('Chave secreta').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await auditPage(page, 'admin-2fa-qr');

    const codeField = page.getByLabel('Código de 6 dígitos mostrado no aplicativo');
    const other = totp(secret) === '000000' ? '111111' : '000000';
    await codeField.fill(other);
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await page
      .getByText('Código inválido. Confira o aplicativo autenticador e tente de novo.')
      .waitFor();
    await codeField.fill(totp(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();

    const codes = page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'Baixar .txt' }).waitFor();
    await auditPage(page, 'admin-2fa-codigos');
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByText('Confirme que guardou os códigos antes de concluir.').waitFor();
    await page.getByLabel('Guardei meus códigos de recuperação em um lugar seguro').check();
    await page.getByRole('button', { name: 'Concluir' }).click();

    await page.waitForURL(pathIs('/admin'));
    await heading(page, 'Painel administrativo').waitFor();
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain(admin.name);
    expect(await main.innerText()).toContain('Administrador(a)');
    const breadcrumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    expect((await breadcrumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Início',
      'Admin',
    ]);
    const areas = main
      .getByRole('region', { name: 'Áreas do painel' })
      .getByRole('heading', { level: 3 });
    expect(await areas.allInnerTexts()).toEqual([
      'Atendimento',
      'Usuários',
      'Carteiras',
      'Objetivos',
      'Cashback',
      'Consultores',
      'Ativos',
      'Logs',
      'Segurança',
      'Theo',
      'Research',
      'Privacidade',
    ]);
    await auditPage(page, 'admin');

    // An admin invites a consultant; the same email twice is refused next to the field.
    const invite = main.getByRole('region', { name: 'Convidar consultor(a)' });
    await invite.getByLabel('Nome').fill(consultant.name);
    await invite.getByLabel('Email').fill(consultant.email);
    await invite.getByLabel('Papel').selectOption('consultant');
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await page.getByText('Convite enviado').waitFor();
    await invite.getByLabel('Nome').fill(consultant.name);
    await invite.getByLabel('Email').fill(consultant.email);
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await invite
      .getByText('Já existe uma conta com este email. Entre na sua conta ou recupere a senha.')
      .waitFor();

    // Signing in again now asks for the authenticator's code.
    await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
    await page.waitForURL(pathIs('/admin/login'));
    expect(await submitSignIn(page, admin.email, admin.password)).toBe(200);
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
    await auditPage(page, 'admin-login-codigo');
    // The enrolment spent this step's code (a code completes one verification only): the
    // authenticator's next one signs in.
    await page.getByLabel('Código de 6 dígitos').fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verificar e entrar' }).click();
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.waitForURL(pathIs('/admin'));
    await heading(page, 'Painel administrativo').waitFor();
  });

  it('a consultant set up by invite is refused on an admin-only route', async () => {
    expect(secret, 'the admin journey must have run first').not.toBe('');
    const mail = await waitForMail(consultant.email, { subject: /Convite/ });
    const link = passwordLinkFrom(mail);
    expect(link.searchParams.get('convite')).toBe('1');

    const page = await visit();
    await page.goto(`${link.pathname}${link.search}`);
    await heading(page, 'Defina sua senha').waitFor();
    await page.getByText('Bem-vindo(a) à equipe').waitFor();
    await auditPage(page, 'convite');
    const password = newPassword();
    await page.getByLabel('Nova senha', { exact: true }).fill(password);
    await page.getByLabel('Confirme a nova senha').fill(password);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('Senha definida.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(pathIs('/admin/login'));

    expect(await submitSignIn(page, consultant.email, password)).toBe(200);
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.waitForURL(pathIs('/admin'));
    const main = page.getByRole('main');
    // The sign-in page's heading says "Painel administrativo" too: wait for the panel itself.
    await main.getByRole('region', { name: 'Áreas do painel' }).waitFor();
    await heading(page, 'Painel administrativo').waitFor();
    expect(await main.innerText()).toContain('Consultor(a)');
    const areas = main
      .getByRole('region', { name: 'Áreas do painel' })
      .getByRole('heading', { level: 3 });
    expect(await areas.allInnerTexts()).toEqual([
      'Atendimento',
      'Carteiras',
      'Objetivos',
      'Research',
    ]);
    expect(await main.getByRole('region', { name: 'Convidar consultor(a)' }).count()).toBe(0);
    await auditPage(page, 'admin-consultor');

    // The admin route table (docs/product.md §2): /admin/usuarios is for admins only.
    await page.goto('/admin/usuarios');
    await page.waitForURL(
      (url) =>
        url.pathname === '/unauthorized' && url.searchParams.get('next') === '/admin/usuarios',
    );
    await heading(page, 'Acesso não autorizado').waitFor();
    expect(await page.getByRole('main').innerText()).toContain(consultant.name);
    await auditPage(page, 'unauthorized');

    // A page their role allows is let through.
    await page.goto('/admin/carteiras');
    await heading(page, 'Carteiras').waitFor();
    expect(pathOf(page)).toBe('/admin/carteiras');
  });
});
