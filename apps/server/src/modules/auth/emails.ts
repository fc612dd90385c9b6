import type { OutboxEmail } from '../../lib/email-outbox.ts';

export function resetPasswordEmail(input: { to: string; name: string; link: string }): OutboxEmail {
  return {
    to: input.to,
    subject: 'AlgoOne — redefinição de senha',
    text: [
      `Olá, ${input.name}.`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta AlgoOne.',
      `Para criar uma nova senha, abra este link (válido por 1 hora e uma única vez):`,
      input.link,
      '',
      'Se não foi você, ignore este email: sua senha continua a mesma.',
      '',
      'Equipe AlgoOne',
    ].join('\n'),
  };
}

export function inviteEmail(input: {
  to: string;
  name: string;
  link: string;
  roleLabel: string;
}): OutboxEmail {
  return {
    to: input.to,
    subject: 'Convite para a equipe AlgoOne',
    text: [
      `Olá, ${input.name}.`,
      '',
      `Você foi convidado(a) para a equipe AlgoOne como ${input.roleLabel}.`,
      'Para definir sua senha e acessar o painel, abra este link (válido por 72 horas e uma única vez):',
      input.link,
      '',
      'Ao entrar, administradores precisam ativar a verificação em duas etapas (TOTP).',
      '',
      'Equipe AlgoOne',
    ].join('\n'),
  };
}
