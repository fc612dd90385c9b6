import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONNAIRE } from '@algoone/domain';
import { emptyDraft } from './draft';
import {
  canLeaveStep,
  onboardingBody,
  patrimonioCents,
  quickProfile,
  stepOfField,
  stepPercent,
  stepTitle,
  toggleBroker,
  welcomeErrors,
  welcomeFilled,
} from './wizard';

const questions = QUICK_QUESTIONNAIRE.questions;
const preferences = { cryptoInterest: false, noStocks: false, internationalInterest: true };
const cautious = {
  experiencia: 'nenhuma',
  objetivos: 'preservar',
  prazo: 'ate-1-ano',
  volatilidade: 'resgatar-tudo',
};

describe('wizard steps', () => {
  it('shows "Passo X de 5" as a percent', () => {
    expect([1, 2, 3, 4, 5].map(stepPercent)).toEqual([20, 40, 60, 80, 100]);
    expect(stepTitle(2)).toBe('Perfil de investidor');
    expect(stepTitle(99)).toBe('Seus dados');
  });

  it('enables "Começar agora" only with nome and email', () => {
    expect(welcomeFilled({ name: 'Ana', email: '' })).toBe(false);
    expect(welcomeFilled({ name: '  ', email: 'a@b.com' })).toBe(false);
    expect(welcomeFilled({ name: 'Ana', email: 'x' })).toBe(true);
  });

  it('checks the email format and the phone with pt-BR messages', () => {
    expect(welcomeErrors({ name: 'Ana Souza', email: 'ana@exemplo.com', phone: '' })).toEqual({});
    const errors = welcomeErrors({ name: 'A', email: 'ana.exemplo.com', phone: '123' });
    expect(errors.email).toBe('Informe um email válido, como nome@exemplo.com.');
    expect(errors.name).toBe('Informe o seu nome.');
    expect(errors.phone).toBe('Informe um telefone com DDD, como (11) 91234-5678.');
    expect(
      welcomeErrors({ name: 'Ana', email: 'ana@exemplo.com', phone: '(11) 91234-5678' }),
    ).toEqual({});
  });

  it('lets each step go on only when the rules allow', () => {
    const draft = { ...emptyDraft(), name: 'Ana', email: 'ana@exemplo.com' };
    expect(canLeaveStep(1, draft, questions)).toBe(true);
    expect(canLeaveStep(2, { ...draft, answers: { experiencia: 'nenhuma' } }, questions)).toBe(
      false,
    );
    expect(canLeaveStep(2, { ...draft, answers: cautious }, questions)).toBe(true);
    expect(canLeaveStep(2, { ...draft, answers: cautious }, null)).toBe(false);
    expect(canLeaveStep(3, draft, questions)).toBe(false);
    expect(canLeaveStep(3, { ...draft, brokerIds: ['xp'] }, questions)).toBe(true);
    expect(canLeaveStep(4, draft, questions)).toBe(true);
    expect(canLeaveStep(5, draft, questions)).toBe(false);
  });

  it('toggles brokers', () => {
    expect(toggleBroker([], 'xp')).toEqual(['xp']);
    expect(toggleBroker(['xp', 'btg'], 'xp')).toEqual(['btg']);
  });

  it('maps server fields to the step that holds them', () => {
    expect(stepOfField('phone')).toBe(1);
    expect(stepOfField('answers.prazo')).toBe(2);
    expect(stepOfField('brokerIds')).toBe(3);
    expect(stepOfField('preferences.noStocks')).toBe(4);
    expect(stepOfField('firstGoalName')).toBe(4);
    expect(stepOfField('password')).toBe(5);
  });
});

describe('quickProfile', () => {
  it('reads the profile and horizon from the answers so far', () => {
    expect(quickProfile(questions, {})).toBeNull();
    expect(quickProfile(questions, cautious)).toEqual({
      profile: 'Conservador',
      timeHorizon: 'Curto',
    });
    expect(quickProfile(questions, { experiencia: 'renda-variavel-frequente' })).toEqual({
      profile: 'Arrojado',
      timeHorizon: 'Médio',
    });
  });
});

describe('onboardingBody', () => {
  it('sends answers and choices only, in centavos, with empty fields as null', () => {
    const draft = {
      ...emptyDraft(),
      name: '  Ana Souza ',
      email: 'ana@exemplo.com',
      patrimonio: '1.234,56',
      answers: { ...cautious, desconhecida: 'x' },
      brokerIds: ['xp', 'btg'],
      firstGoalName: 'Casamento' as const,
    };
    const body = onboardingBody(draft, questions);
    expect(body).toEqual({
      name: 'Ana Souza',
      phone: null,
      patrimonioCents: 123456,
      questionnaireId: 'rapido-v1',
      answers: cautious,
      brokerIds: ['xp', 'btg'],
      preferences,
      firstGoalName: 'Casamento',
    });
    expect(body).not.toHaveProperty('email');
    expect(
      onboardingBody({ ...draft, patrimonio: '', phone: ' 11 91234-5678' }, questions),
    ).toMatchObject({ patrimonioCents: null, phone: '11 91234-5678' });
  });

  it('reads the masked patrimônio back as centavos', () => {
    expect(patrimonioCents('')).toBeNull();
    expect(patrimonioCents('0,00')).toBe(0);
    expect(patrimonioCents('10.000,00')).toBe(1_000_000);
  });
});
