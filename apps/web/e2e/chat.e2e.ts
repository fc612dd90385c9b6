// Journeys of issue 15 (the dedicated consultant), in Chromium against the real built server,
// with two browser contexts: the investor's and the consultant's. The two people were made
// before the server started (support/provision-chat.ts), the investor already their client.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { auditPage, baseURL, toast, trackedPages } from './support/index.ts';
import { adoptSession, type TestInvestor } from './support/auth-helpers.ts';
import { waitForReact } from './support/hydration.ts';
import type { CapturedMail } from './support/mail-capture.ts';

const visit = trackedPages();
const cast = inject('chatCast');
// The product's 24-hour notice, posted once as the conversation's acknowledgement (packages/domain).
const ACKNOWLEDGEMENT = 'Recebemos sua mensagem! Seu consultor responderá em até 24 horas.';

async function signIn(email: string, password: string): Promise<TestInvestor['cookies']> {
  const response = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
}

async function as(person: { email: string; password: string }): Promise<Page> {
  const page = await visit();
  await adoptSession(page, await signIn(person.email, person.password));
  return page;
}

function widget(page: Page): Locator {
  return page.getByRole('region', { name: cast?.consultant.name ?? '' });
}

function messages(scope: Locator): Locator {
  return scope.getByRole('list', { name: 'Mensagens' });
}

/** The raw email (headers and every part) newest first to `to` whose text matches. */
async function waitForRawMail(to: string, matches: RegExp, timeoutMs = 20_000): Promise<string> {
  const dir = inject('mailDir');
  if (!dir) throw new Error('No mail capture.');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as CapturedMail;
      if (mail.to.includes(to.toLowerCase()) && matches.test(mail.raw)) return mail.raw;
    }
    if (Date.now() > deadline) throw new Error(`No matching email to ${to} arrived in time.`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** An instant a week from now at 10:00 in São Paulo, as a datetime-local value and as shown. */
function nextWeekAtTen(): { input: string; shown: string } {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(day);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    input: `${get('year')}-${get('month')}-${get('day')}T10:00`,
    shown: `${get('day')}/${get('month')}/${get('year')} 10:00`,
  };
}

describe.skipIf(!cast || !inject('mailDir'))('the dedicated consultant', () => {
  it('the investor writes, the consultant answers, and the investor sees it without reloading', async () => {
    if (!cast) return;
    const investor = await as(cast.investor);
    await investor.goto('/dashboard');
    await waitForReact(investor);
    // The launcher is the header's "Seu consultor", on every investor page (issue #27).
    await investor
      .getByRole('banner')
      .getByRole('button', { name: /Falar com seu consultor/ })
      .click();
    const chat = widget(investor);
    await chat.waitFor();
    const box = chat.getByRole('textbox', { name: 'Mensagem' });

    // Whitespace only: nothing is sent (docs/product.md).
    await box.fill('   ');
    await box.press('Enter');
    // Shift+Enter breaks the line; Enter sends.
    await box.fill('Olá, Rafael! Posso aumentar meus aportes?');
    await box.press('Shift+Enter');
    await box.pressSequentially('<b>Tenho R$ 500</b> por mês.');
    await box.press('Enter');
    const list = messages(chat);
    await list.getByText(ACKNOWLEDGEMENT).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2); // the message and the acknowledgement
    expect(await list.innerText()).toContain(
      'Olá, Rafael! Posso aumentar meus aportes?\n<b>Tenho R$ 500</b> por mês.',
    );
    await expect.poll(() => box.inputValue()).toBe('');
    await auditPage(investor, 'chat-widget');

    const consultant = await as(cast.consultant);
    await consultant.goto('/admin/atendimento');
    await consultant.getByRole('heading', { level: 1, name: 'Atendimento' }).waitFor();
    const entry = consultant.getByRole('navigation', { name: 'Conversas' }).getByRole('button', {
      name: new RegExp(cast.investor.name),
    });
    await entry.waitFor();
    await entry.click();
    const pane = consultant.getByRole('region', { name: 'Conversa selecionada' });
    // HTML arrives as text, never rendered.
    await pane.getByText('<b>Tenho R$ 500</b> por mês.', { exact: false }).waitFor();
    expect(await pane.locator('b').count()).toBe(0);
    await consultant
      .getByRole('complementary', { name: 'Painel do cliente' })
      .getByText('Últimos aportes')
      .waitFor();
    await auditPage(consultant, 'atendimento');

    const answer = pane.getByRole('textbox', { name: 'Mensagem' });
    await answer.fill('Olá, Helena! Pode sim; vamos ver quanto cabe no orçamento.');
    await answer.press('Enter');
    // The investor's widget shows it live, without a reload.
    await list.getByText('Olá, Helena! Pode sim; vamos ver quanto cabe no orçamento.').waitFor();
    // …and the consultant sees their message marked read once the open widget reads it.
    await pane.getByText('Lida').last().waitFor();

    // The emails' link opens the panel on arrival: the server's page has its loading frame, the
    // browser the panel once hydrated (its code is a chunk of its own), and the address loses
    // `?chat=aberto`. A hydration error would fail the page (trackedPages).
    const arriving = await as(cast.investor);
    await arriving.goto('/dashboard?chat=aberto');
    await messages(widget(arriving))
      .getByText('Olá, Helena! Pode sim; vamos ver quanto cabe no orçamento.')
      .waitFor();
    await expect.poll(() => new URL(arriving.url()).searchParams.has('chat')).toBe(false);
  });

  it('a review is requested and confirmed, and the .ics invite reaches both', async () => {
    if (!cast) return;
    const when = nextWeekAtTen();
    const investor = await as(cast.investor);
    await investor.goto('/dashboard');
    await waitForReact(investor);
    await investor.getByRole('button', { name: 'Agendar Revisão' }).click();
    const dialog = investor.getByRole('dialog', { name: 'Agendar revisão com seu consultor' });
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await dialog.getByText('Proponha ao menos um horário.').waitFor();
    await dialog.getByLabel('Opção 1').fill(when.input);
    await dialog
      .getByLabel('Sobre o que você quer falar? (opcional)')
      .fill('Quero rever a carteira.');
    await auditPage(investor, 'agendar-revisao');
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await toast(investor, 'Pedido de revisão enviado').waitFor();

    const consultant = await as(cast.consultant);
    await consultant.goto('/admin/atendimento?filtro=reviews');
    await consultant
      .getByRole('navigation', { name: 'Conversas' })
      .getByRole('button', { name: new RegExp(cast.investor.name) })
      .click();
    const pane = consultant.getByRole('region', { name: 'Conversa selecionada' });
    await pane.getByText('Agendamento de revisão').first().waitFor();
    await pane.getByRole('button', { name: `Confirmar ${when.shown}` }).click();
    await toast(consultant, 'Revisão confirmada').waitFor();
    await pane.getByText('Confirmada').first().waitFor();

    for (const to of [cast.investor.email, cast.consultant.email]) {
      const raw = await waitForRawMail(to, /text\/calendar/);
      expect(raw).toMatch(/filename="?convite\.ics/);
      const part = raw.slice(raw.search(/Content-Type: text\/calendar/));
      const body = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0] ?? '';
      const ics = /BEGIN:VCALENDAR/.test(body)
        ? body
        : Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain('METHOD:REQUEST');
    }

    // The investor's widget shows the confirmation live.
    await investor.getByRole('button', { name: /Falar com seu consultor/ }).click();
    await messages(widget(investor))
      .getByText(/Revisão confirmada para/)
      .waitFor();
  });
});
