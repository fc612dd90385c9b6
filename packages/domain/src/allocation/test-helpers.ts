import type { Allocation } from './asset-classes.ts';

/** '80/10/5/5/0' → Renda Fixa / Multimercado / Ações Brasil / Internacional / Cripto. */
export function alloc(text: string): Allocation {
  const [rendaFixa, multimercado, acoes, internacional, cripto] = text.split('/').map(Number);
  return {
    'Renda Fixa': rendaFixa ?? 0,
    Multimercado: multimercado ?? 0,
    'Ações Brasil': acoes ?? 0,
    Internacional: internacional ?? 0,
    Cripto: cripto ?? 0,
  };
}
