import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  academyQueryTerms,
  chooseAcademyAnswer,
  firstSection,
  answersUpFront,
  type AcademyCandidate,
} from './theo-academy.ts';

// The academy's own openings (apps/server/src/db/seed/academy), cut to what the rule reads.
const DEFINES_RESERVE: AcademyCandidate = {
  moduleId: 'reserva-de-emergencia',
  lessonId: 'o-que-e-e-quanto-guardar',
  title: 'O que é a reserva e quanto guardar',
  body: [
    'A reserva de emergência é o dinheiro que você separa para imprevistos: perda de renda, um problema de saúde, o conserto do carro.',
    '',
    '## Quanto guardar',
    '',
    'Não há um número mágico, mas há uma regra prática conhecida: **de 3 a 12 meses do seu custo de vida mensal**.',
  ].join('\n'),
  rank: 0.61,
  bestLine: 'Não há um número mágico, mas há uma regra prática conhecida: **de 3 a 12 meses**.',
};

// The lesson the answer quoted: it mentions the reserve more often, so it ranks higher.
const USES_RESERVE: AcademyCandidate = {
  moduleId: 'reserva-de-emergencia',
  lessonId: 'montar-e-manter',
  title: 'Montar, usar e recompor a reserva',
  body: [
    'Saber quanto guardar e onde é metade do caminho. A outra metade é **hábito**.',
    '',
    '## O que é, e o que não é, emergência',
    '',
    'Use a reserva para o que é **inesperado e necessário**: desemprego, saúde, um conserto urgente.',
    '',
    '## Usou? Recomponha',
    '',
    'Depois de usar, volte a aportar até recompor o valor da reserva. Enquanto isso, pause investimentos de maior risco.',
  ].join('\n'),
  rank: 0.83,
  bestLine:
    'Use a reserva para o que é **inesperado e necessário**: desemprego, saúde, um conserto urgente.',
};

const WHERE_RESERVE: AcademyCandidate = {
  moduleId: 'reserva-de-emergencia',
  lessonId: 'onde-guardar',
  title: 'Onde guardar a reserva',
  body: 'Para a reserva, três qualidades importam mais do que a rentabilidade:\n\n- **Segurança**: baixo risco de calote e de perda para a reserva.',
  rank: 0.7,
  bestLine: '**Segurança**: baixo risco de calote e de perda para a reserva.',
};

const FII_TAX: AcademyCandidate = {
  moduleId: 'acoes-e-fiis',
  lessonId: 'imposto-de-renda-em-acoes-e-fiis',
  title: 'Imposto de Renda em ações e FIIs',
  body: 'Em renda variável, **o investidor é responsável por apurar e pagar o imposto** sobre o ganho nas vendas.\n\n## FIIs\n\nOs rendimentos mensais de FIIs são isentos para a pessoa física, dentro de condições.',
  rank: 0.9,
  bestLine: 'Os rendimentos mensais de FIIs são isentos para a pessoa física, dentro de condições.',
};

const FII: AcademyCandidate = {
  moduleId: 'acoes-e-fiis',
  lessonId: 'fundos-imobiliarios',
  title: 'Fundos imobiliários (FIIs)',
  body: 'Um fundo imobiliário (FII) reúne dinheiro de muitos investidores para aplicar no mercado imobiliário.\n\n## Tipos',
  rank: 0.5,
  bestLine:
    'Um fundo imobiliário (FII) reúne dinheiro de muitos investidores para aplicar no mercado imobiliário.',
};

const FGC: AcademyCandidate = {
  moduleId: 'renda-fixa-e-tesouro-direto',
  lessonId: 'imposto-iof-e-fgc',
  title: 'Imposto de Renda, IOF e FGC',
  body: '## A tabela regressiva do Imposto de Renda\n\nTesouro Direto, CDBs, LCs e debêntures comuns seguem a **tabela regressiva** do imposto.\n\n## FGC\n\nO FGC (Fundo Garantidor de Créditos) cobre até R$ 250 mil por CPF e por instituição.',
  rank: 0.4,
  bestLine: 'O FGC (Fundo Garantidor de Créditos) cobre até R$ 250 mil por CPF e por instituição.',
};

const BDR_ETF: AcademyCandidate = {
  moduleId: 'investimento-internacional',
  lessonId: 'bdrs-e-etfs',
  title: 'BDRs e ETFs',
  body: [
    '## BDRs',
    '',
    'BDR (*Brazilian Depositary Receipt*) é um certificado emitido no Brasil que representa ações de fora.',
    '',
    'Existem também **BDRs de ETFs**, que dão acesso a índices inteiros.',
    '',
    '## ETFs',
    '',
    'ETF (*Exchange Traded Fund*) é um fundo de índice negociado em bolsa.',
  ].join('\n'),
  rank: 0.8,
  bestLine: 'Existem também **BDRs de ETFs**, que dão acesso a índices inteiros.',
};

describe('academyQueryTerms', () => {
  it('keeps the subject words, drops fillers and query syntax', () => {
    expect(academyQueryTerms("O que é o Tesouro Selic? & | ! ' :*")).toEqual(['tesouro', 'selic']);
    expect(academyQueryTerms('O que é reserva de emergência?')).toEqual(['reserva', 'emergência']);
    expect(academyQueryTerms('???')).toEqual([]);
  });
});

describe('firstSection', () => {
  it('is the text before the first heading, or the first heading’s section', () => {
    expect(firstSection(DEFINES_RESERVE.body)).not.toContain('Quanto guardar');
    expect(firstSection(DEFINES_RESERVE.body)).toContain('A reserva de emergência é');
    expect(firstSection(FGC.body)).toContain('tabela regressiva');
    expect(firstSection(FGC.body)).not.toContain('Fundo Garantidor');
  });
});

describe('answersUpFront', () => {
  it.each([
    ['O que é reserva de emergência?', DEFINES_RESERVE, 'opening'],
    // 'emergência' only appears under a later heading.
    ['O que é reserva de emergência?', USES_RESERVE, null],
    ['O que são FIIs?', FII, 'opening'],
    ['O que são FIIs?', FII_TAX, 'title'],
    ['O que é o FGC?', FGC, 'title'],
    ['O que é o FGC?', FII, null],
    ['???', FII, null],
  ] as const)('%s in %o', (question, lesson, where) => {
    expect(answersUpFront(question, lesson)).toBe(where);
  });
});

describe('chooseAcademyAnswer', () => {
  it('quotes the lesson that defines the reserve, not a tip from a higher-ranked lesson (issue #30)', () => {
    const choice = chooseAcademyAnswer('O que é reserva de emergência?', [
      USES_RESERVE,
      WHERE_RESERVE,
      DEFINES_RESERVE,
    ]);
    expect(choice).toMatchObject({
      lessonId: 'o-que-e-e-quanto-guardar',
      title: 'O que é a reserva e quanto guardar',
    });
    expect(choice?.passage).toMatch(/^A reserva de emergência é o dinheiro/);
  });

  it('quotes the opening of a lesson whose first section answers', () => {
    const choice = chooseAcademyAnswer('O que são FIIs?', [FII, USES_RESERVE]);
    expect(choice?.lessonId).toBe('fundos-imobiliarios');
    expect(choice?.passage).toMatch(/^Um fundo imobiliário \(FII\)/);
  });

  it('orders lessons that answer up front by the search’s rank, title or opening alike', () => {
    // Both answer 'FIIs' up front; the search ranks the tax lesson higher here.
    expect(chooseAcademyAnswer('O que são FIIs?', [FII, FII_TAX])?.lessonId).toBe(FII_TAX.lessonId);
    expect(
      chooseAcademyAnswer('O que são FIIs?', [{ ...FII, rank: 0.95 }, FII_TAX])?.lessonId,
    ).toBe(FII.lessonId);
  });

  it('quotes the first line under a heading that names the subject', () => {
    const choice = chooseAcademyAnswer('O que é o FGC?', [FII, FGC]);
    expect(choice?.lessonId).toBe('imposto-iof-e-fgc');
    expect(choice?.passage).toBe(
      'O FGC (Fundo Garantidor de Créditos) cobre até R$ 250 mil por CPF e por instituição.',
    );
    // The opening mentions ETFs in passing; the ETF section defines them.
    expect(chooseAcademyAnswer('O que é um ETF?', [BDR_ETF])?.passage).toMatch(/^ETF \(/);
    expect(chooseAcademyAnswer('O que são BDRs?', [BDR_ETF])?.passage).toMatch(/^BDR \(/);
  });

  it('quotes the search’s best line when neither a heading nor the opening answers', () => {
    const choice = chooseAcademyAnswer('Como funciona o imposto de FIIs?', [
      { ...FII_TAX, body: FII_TAX.body.replace('## FIIs', '## Rendimentos') },
    ]);
    expect(choice?.passage).toBe(FII_TAX.bestLine);
  });

  it('keeps the search’s order when no lesson answers up front', () => {
    const question = 'Quanto custa manter um imóvel alugado?';
    expect(chooseAcademyAnswer(question, [FII, FII_TAX])?.lessonId).toBe(FII_TAX.lessonId);
    expect(chooseAcademyAnswer(question, [FII_TAX, FII])?.lessonId).toBe(FII_TAX.lessonId);
  });

  it('skips a lesson with nothing to quote and answers nothing without candidates', () => {
    const bare = { ...DEFINES_RESERVE, body: '## Só títulos', bestLine: null };
    expect(
      chooseAcademyAnswer('O que é reserva de emergência?', [bare, WHERE_RESERVE]),
    ).toMatchObject({ lessonId: 'onde-guardar' });
    expect(chooseAcademyAnswer('O que é reserva de emergência?', [])).toBeNull();
  });

  it('does not depend on the order the candidates arrive in when their ranks differ', () => {
    const lessons = [DEFINES_RESERVE, USES_RESERVE, WHERE_RESERVE, FII, FII_TAX, FGC];
    const questions = [
      'O que é reserva de emergência?',
      'O que são FIIs?',
      'O que é o FGC?',
      'Onde guardar a reserva?',
      'imposto',
    ];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(lessons, { minLength: 1 }),
        fc.constantFrom(...questions),
        (subset, question) => {
          const choice = chooseAcademyAnswer(question, subset);
          const reversed = chooseAcademyAnswer(question, [...subset].reverse());
          expect(choice?.lessonId).toBe(reversed?.lessonId);
          // Always one of the candidates, quoting a line of its own.
          const lesson = subset.find((item) => item.lessonId === choice?.lessonId);
          expect(lesson).toBeDefined();
          expect(`${lesson?.body}\n${lesson?.bestLine ?? ''}`).toContain(choice?.passage ?? '');
        },
      ),
    );
  });
});
