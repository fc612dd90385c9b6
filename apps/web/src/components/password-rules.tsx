import { Check } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@algoone/contracts';

const RULES = [
  `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres — uma frase com algumas palavras é fácil de lembrar.`,
  'Nada de senhas comuns ou sequências, como “senha123456”.',
  'Sem o seu nome ou o seu email.',
];

/** The rules a new password must follow (the server checks the same ones). */
export function PasswordRules() {
  return (
    <ul className="grid gap-1" aria-label="Regras da senha">
      {RULES.map((rule) => (
        <li key={rule} className="flex items-start gap-1.5">
          <Check className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
          <span>{rule}</span>
        </li>
      ))}
    </ul>
  );
}
