/** Minimum length asked by the accounts issue: long passphrases beat complex short ones. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

// The most used passwords of 12+ characters in public breach lists, lower-cased; anything
// built from them (or from the person's own name or email) is refused.
const COMMON = [
  '123456789012',
  '1234567890123',
  'qwertyuiopas',
  'qwerty123456',
  'password1234',
  'passwordpassword',
  'senha1234567',
  'senhasenhasenha',
  'minhasenha123',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123456789',
  'aaaaaaaaaaaa',
  'administrator',
  'admin1234567',
  'brasil123456',
  'flamengo1234',
  'corinthians123',
  'palmeiras123',
  'algoone12345',
];

/** Why a password is too weak, in pt-BR, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  person: { email?: string; name?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `A senha precisa ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  }
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 3)
    return 'A senha repete poucos caracteres. Escolha uma mais variada.';
  if (COMMON.some((common) => lower.includes(common))) {
    return 'Essa senha é muito comum e fácil de adivinhar. Escolha outra.';
  }
  if (/^(\d)+$/.test(password) || isSequence(lower)) {
    return 'A senha não pode ser uma sequência simples. Misture palavras, números ou símbolos.';
  }
  const emailUser = person.email?.split('@')[0]?.toLowerCase();
  if (emailUser && emailUser.length >= 4 && lower.includes(emailUser)) {
    return 'A senha não pode conter o seu email.';
  }
  const names = (person.name ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => part.length >= 4);
  if (names.some((part) => lower.includes(part))) return 'A senha não pode conter o seu nome.';
  return null;
}

function isSequence(text: string): boolean {
  for (let i = 1; i < text.length; i++) {
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== 1) return false;
  }
  return true;
}
