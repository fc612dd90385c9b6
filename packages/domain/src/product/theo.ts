/** docs/product.md §7, §9: how Theo calls the model. Model, base URL and key come from the env. */
export const THEO_SETTINGS = {
  maxTokens: 300,
  temperature: 0.7,
  /** The system prompt asks for answers of at most this many words. */
  maxAnswerWords: 200,
  /** The model of docs/product.md §7, the default when the environment names none. */
  defaultModel: 'gpt-4.1-2025-04-14',
} as const;

const ESCALATION_PHRASE = 'consultor humano';

/** docs/product.md §4: a Theo reply that mentions 'consultor humano' is flagged for escalation. */
export function needsEscalation(reply: string): boolean {
  return reply.toLocaleLowerCase('pt-BR').includes(ESCALATION_PHRASE);
}
