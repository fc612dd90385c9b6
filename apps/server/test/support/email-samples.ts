// Every email the server sends, built by the modules' own functions from sample data: the
// template's tests check each one, and scripts/render-emails.ts screenshots them. An email added
// to a module is added here too (test/emails.test.ts fails on a module's emails.ts function that
// no sample calls).
import type { OutboxEmail } from '../../src/lib/email-outbox.ts';
import { inviteEmail, resetPasswordEmail } from '../../src/modules/auth/emails.ts';
import {
  cancellationEmail,
  failedPaymentEmail,
  paymentEmail,
} from '../../src/modules/billing/emails.ts';
import { creditEmail } from '../../src/modules/cashback/emails.ts';
import {
  consultantNewMessageEmail,
  investorAnswerEmail,
  reviewConfirmedEmails,
} from '../../src/modules/chat/emails.ts';
import { deletionCanceledEmail, requestAnsweredEmail } from '../../src/modules/privacy/emails.ts';

export interface EmailSample {
  /** A file name: 'auth-reset'. */
  name: string;
  /** The emails.ts functions it calls, for the coverage check. */
  builds: string;
  email: OutboxEmail;
}

const APP = 'https://app.algoone.com.br';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2VuaGEtbm92YS1wYXJhLW1hcmluYQ.Xk3v9Qw8f1ZrB7tYp2LsN0aHc4';

/** The people in the samples; `hostile` puts markup in every name a person chose. */
export function emailSamples(options: { hostile?: boolean } = {}): EmailSample[] {
  const name = (plain: string) => (options.hostile ? `<script>alert("${plain}")</script>` : plain);
  const marina = { name: name('Marina Costa'), email: 'marina@exemplo.com.br' };
  const rui = { name: name('Rui Andrade'), email: 'rui@algoone.com.br' };
  const reviewAt = new Date('2026-12-01T13:00:00Z');
  const [reviewToInvestor, reviewToConsultant] = reviewConfirmedEmails({
    requestId: '6f1c1d2e-8a5b-4c1f-9f0e-2b7d3c4a5e6f',
    startsAt: reviewAt,
    investor: marina,
    consultant: rui,
    investorLink: `${APP}/dashboard?chat=1`,
    consultantLink: `${APP}/admin/atendimento?conversa=6f1c1d2e`,
  });
  if (!reviewToInvestor || !reviewToConsultant) throw new Error('two review emails expected');
  return [
    {
      name: 'auth-reset',
      builds: 'resetPasswordEmail',
      email: resetPasswordEmail({
        to: marina.email,
        name: marina.name,
        link: `${APP}/redefinir-senha?token=${TOKEN}`,
      }),
    },
    {
      name: 'auth-invite',
      builds: 'inviteEmail',
      email: inviteEmail({
        to: rui.email,
        name: rui.name,
        link: `${APP}/redefinir-senha?token=${TOKEN}&convite=1`,
        roleLabel: 'consultor(a)',
      }),
    },
    {
      name: 'chat-new-message',
      builds: 'consultantNewMessageEmail',
      email: consultantNewMessageEmail({
        to: rui.email,
        investorName: marina.name,
        link: `${APP}/admin/atendimento?conversa=6f1c1d2e`,
      }),
    },
    {
      name: 'chat-answer',
      builds: 'investorAnswerEmail',
      email: investorAnswerEmail({
        to: marina.email,
        consultantName: rui.name,
        link: `${APP}/dashboard?chat=1`,
      }),
    },
    { name: 'chat-review-investor', builds: 'reviewConfirmedEmails', email: reviewToInvestor },
    { name: 'chat-review-consultant', builds: 'reviewConfirmedEmails', email: reviewToConsultant },
    {
      name: 'billing-payment',
      builds: 'paymentEmail',
      email: paymentEmail(
        marina,
        'annual',
        49_900,
        new Date('2027-11-25T12:00:00Z'),
        APP,
        true,
        new Date('2026-11-25T12:00:00Z'),
      ),
    },
    {
      name: 'billing-failed',
      builds: 'failedPaymentEmail',
      email: failedPaymentEmail(marina, 'monthly', APP),
    },
    {
      name: 'billing-cancelled-refund',
      builds: 'cancellationEmail',
      email: cancellationEmail(marina, 49_900, null, APP),
    },
    {
      name: 'billing-cancelled-access',
      builds: 'cancellationEmail',
      email: cancellationEmail(marina, 0, new Date('2026-12-25T12:00:00Z'), APP),
    },
    {
      name: 'cashback-credit',
      builds: 'creditEmail',
      email: creditEmail(
        {
          to: marina.email,
          name: marina.name,
          credits: [
            {
              brokerName: name('XP Investimentos'),
              referenceMonth: '2026-10',
              passedOnCents: 1_234,
            },
            { brokerName: name('BTG Pactual'), referenceMonth: '2026-10', passedOnCents: 98_765 },
          ],
        },
        APP,
      ),
    },
    {
      name: 'privacy-answer',
      builds: 'requestAnsweredEmail',
      email: requestAnsweredEmail({
        to: marina.email,
        name: marina.name,
        protocol: 'LGPD-2026-000123',
        kindLabel: 'Acesso aos meus dados',
        answer: options.hostile
          ? '<img src=x onerror=alert(1)> Seus dados estão em anexo & "prontos".'
          : 'Olá! Reunimos os dados que guardamos sobre você.\n\nVocê pode baixá-los a qualquer momento em Meus dados → Baixar meus dados.',
        appUrl: APP,
      }),
    },
    {
      name: 'privacy-deletion-canceled',
      builds: 'deletionCanceledEmail',
      email: deletionCanceledEmail({
        to: marina.email,
        name: marina.name,
        requestedAt: new Date('2026-11-20T15:00:00Z'),
        canceledAt: new Date('2026-11-25T21:30:00Z'),
        appUrl: APP,
      }),
    },
  ];
}
