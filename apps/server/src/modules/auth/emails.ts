import type { OutboxEmail } from '../../lib/email-outbox.ts';
import { renderEmail } from '../../lib/email-template.ts';

export function resetPasswordEmail(input: { to: string; name: string; link: string }): OutboxEmail {
  return renderEmail({
    to: input.to,
    subject: 'AlgoOne — redefinição de senha',
    heading: 'Redefinição de senha',
    greeting: `Olá, ${input.name}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'Recebemos um pedido para redefinir a senha da sua conta AlgoOne.',
      },
      {
        kind: 'paragraph',
        text: 'Para criar uma nova senha, abra este link (válido por 1 hora e uma única vez):',
      },
      { kind: 'button', label: 'Criar nova senha', url: input.link, tight: true },
      {
        kind: 'note',
        text: 'Se não foi você, ignore este email: sua senha continua a mesma.',
      },
    ],
  });
}

export function inviteEmail(input: {
  to: string;
  name: string;
  link: string;
  roleLabel: string;
}): OutboxEmail {
  return renderEmail({
    to: input.to,
    subject: 'Convite para a equipe AlgoOne',
    heading: 'Convite para a equipe',
    greeting: `Olá, ${input.name}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Você foi convidado(a) para a equipe AlgoOne como ${input.roleLabel}.`,
      },
      {
        kind: 'paragraph',
        text: 'Para definir sua senha e acessar o painel, abra este link (válido por 72 horas e uma única vez):',
      },
      { kind: 'button', label: 'Definir senha', url: input.link, tight: true },
      {
        kind: 'note',
        text: 'Ao entrar, administradores precisam ativar a verificação em duas etapas (TOTP).',
      },
    ],
  });
}
