import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, accountErrors } from './account';

const ok = {
  name: 'Ana Souza',
  email: 'ana.souza@exemplo.com',
  password: 'viagem ao litoral de trem',
  consent: true,
};

describe('accountErrors', () => {
  it('accepts a valid account', () => {
    expect(accountErrors(ok)).toEqual({});
  });

  it('asks for a password and the consent', () => {
    expect(accountErrors({ ...ok, password: '', consent: false })).toEqual({
      password: 'Crie uma senha para a sua conta.',
      consent: CONSENT_REQUIRED_MESSAGE,
    });
  });

  it('applies the password policy with the person’s name and email', () => {
    expect(accountErrors({ ...ok, password: 'curta' }).password).toBe(
      'A senha precisa ter pelo menos 12 caracteres.',
    );
    expect(accountErrors({ ...ok, password: 'senha1234567!' }).password).toBe(
      'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
    );
    expect(accountErrors({ ...ok, password: 'souza e a praia 2026' }).password).toBe(
      'A senha não pode conter o seu nome.',
    );
    expect(accountErrors({ ...ok, password: 'x ana.souza praia' }).password).toBe(
      'A senha não pode conter o seu email.',
    );
  });

  it('checks the email format', () => {
    expect(accountErrors({ ...ok, email: 'ana@' }).email).toBe(
      'Informe um email válido, como nome@exemplo.com.',
    );
  });
});
