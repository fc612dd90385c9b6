import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the provider's API key at rest (AES-256-GCM). The key comes from the environment:
 * THEO_ENCRYPTION_KEY, or one derived from AUTH_SECRET (which production must set) so every
 * node can read what another wrote.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(material: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', material, 'algoone-theo', 'provider-api-key', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** '••••••••1234': the only form in which a key ever leaves the server. */
export function maskKey(hint: string | null): string | null {
  return hint === null ? null : `••••••••${hint}`;
}

/** The last four characters, kept in clear for the masked display (none of a short key). */
export function keyHint(key: string): string {
  return key.length >= 12 ? key.slice(-4) : '';
}
