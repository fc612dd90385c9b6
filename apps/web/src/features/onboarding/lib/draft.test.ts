import { describe, expect, it } from 'vitest';
import {
  DRAFT_STORAGE_KEY,
  clearDraft,
  emptyDraft,
  isDraftEmpty,
  readDraft,
  writeDraft,
  type OnboardingDraft,
} from './draft';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const filled: OnboardingDraft = {
  ...emptyDraft(),
  step: 3,
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  patrimonio: '12.345,67',
  answers: { experiencia: 'nenhuma' },
  questionIndex: 1,
  brokerIds: ['xp'],
};

describe('onboarding draft', () => {
  it('starts empty, with reading A preferences of the onboarding', () => {
    const draft = emptyDraft();
    expect(draft.step).toBe(1);
    expect(draft.preferences).toEqual({
      cryptoInterest: false,
      noStocks: false,
      internationalInterest: true,
    });
    expect(isDraftEmpty(draft)).toBe(true);
    expect(isDraftEmpty({ ...draft, name: 'A' })).toBe(false);
    expect(isDraftEmpty({ ...draft, firstGoalName: 'Casamento' })).toBe(false);
  });

  it('survives a round trip through storage', () => {
    const storage = memoryStorage();
    writeDraft(storage, filled);
    expect(readDraft(storage)).toEqual(filled);
    clearDraft(storage);
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(readDraft(storage)).toEqual(emptyDraft());
  });

  it('never stores a password or anything outside the draft', () => {
    const storage = memoryStorage();
    writeDraft(storage, { ...filled, password: 'segredo muito longo' } as OnboardingDraft);
    const stored = storage.items.get(DRAFT_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('segredo');
    expect(readDraft(storage)).not.toHaveProperty('password');
  });

  it('leaves nothing behind for an untouched wizard', () => {
    const storage = memoryStorage({ [DRAFT_STORAGE_KEY]: JSON.stringify(filled) });
    writeDraft(storage, emptyDraft());
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('ignores a corrupt or foreign value and keeps the step within 1..5', () => {
    expect(readDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: '{not json' }))).toEqual(emptyDraft());
    expect(
      readDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: JSON.stringify({ version: 2 }) })),
    ).toEqual(emptyDraft());
    expect(
      readDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: JSON.stringify({ ...filled, step: 9 }) }))
        .step,
    ).toBe(5);
    expect(readDraft(null)).toEqual(emptyDraft());
  });

  it('does not throw where storage refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDraft(broken)).toEqual(emptyDraft());
    expect(() => writeDraft(broken, filled)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
