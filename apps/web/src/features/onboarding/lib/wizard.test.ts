import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONNAIRE } from '@algoone/domain';
import { emptyDraft } from './draft';
import {
  canLeaveStep,
  onboardingBody,
  patrimonioCents,
  previewPortfolio,
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
const bold = {
  experiencia: 'renda-variavel-frequente',
  objetivos: 'maximizar',
  prazo: 'mais-de-5-anos',
  volatilidade: 'investir-mais',
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

describe('previewPortfolio', () => {
  it('needs at least one answer and a non-empty patrimônio (docs/product.md §4)', () => {
    expect(previewPortfolio(questions, {}, '10.000,00', preferences)).toBeNull();
    expect(previewPortfolio(questions, cautious, '', preferences)).toBeNull();
    expect(previewPortfolio(questions, cautious, '  ', preferences)).toBeNull();
    const partial = previewPortfolio(questions, { experiencia: 'nenhuma' }, '0,00', preferences);
    expect(partial?.answeredCount).toBe(1);
    expect(partial?.questionCount).toBe(4);
  });

  it('gives a cautious, short-horizon visitor the Conservador/Curto override of 90/10', () => {
    const preview = previewPortfolio(questions, cautious, '50.000,00', preferences);
    expect(preview?.recommendation.profile).toBe('Conservador');
    expect(preview?.recommendation.timeHorizon).toBe('Curto');
    expect(preview?.recommendation.allocation).toEqual({
      'Renda Fixa': 90,
      Multimercado: 10,
      'Ações Brasil': 0,
      Internacional: 0,
      Cripto: 0,
    });
    expect(Object.keys(preview?.recommendation.justifications ?? {})).toEqual([
      'Renda Fixa',
      'Multimercado',
    ]);
  });

  it('moves Internacional to Renda Fixa under R$ 5.000 with the limited-capital note', () => {
    const preview = previewPortfolio(questions, bold, '4.999,99', preferences);
    expect(preview?.recommendation.profile).toBe('Arrojado');
    expect(preview?.recommendation.allocation.Internacional).toBe(0);
    expect(preview?.recommendation.allocation['Renda Fixa']).toBe(35);
    expect(preview?.recommendation.notes.join(' ')).toContain('abaixo de R$ 5.000,00');
    const enough = previewPortfolio(questions, bold, '5.000,00', preferences);
    expect(enough?.recommendation.allocation.Internacional).toBe(15);
    expect(enough?.recommendation.notes).toEqual([]);
  });

  it('follows the preferences of step 4', () => {
    const preview = previewPortfolio(questions, bold, '80.000,00', {
      cryptoInterest: true,
      noStocks: true,
      internationalInterest: true,
    });
    expect(preview?.recommendation.allocation.Cripto).toBe(5);
    expect(preview?.recommendation.allocation['Ações Brasil']).toBe(0);
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
