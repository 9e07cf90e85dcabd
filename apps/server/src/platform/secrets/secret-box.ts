import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../auth/derive-key.ts';

/** Sealed values start with their format's version, so a value stored in clear is told apart. */
const V1 = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value the key cannot open: another key, or bytes changed in the database. */
export class SecretUnreadable extends Error {
  constructor() {
    super(
      'A secret stored in the database cannot be decrypted: SECRETS_KEY (or DATA_DIR/secrets-key) is not the key it was encrypted with',
    );
  }
}

/**
 * Encrypts small secrets kept in the database (AES-256-GCM) with a key kept outside it. `context`
 * names what the value belongs to (e.g. the admin's id), authenticated with it: a sealed value
 * copied to another row does not open there.
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
};

export const isSealed = (value: string): boolean => value.startsWith(V1);

export function secretBox(secretsKey: Uint8Array): SecretBox {
  if (secretsKey.length !== 32) throw new Error('The secrets key must be 32 bytes');
  const key = deriveKey(secretsKey, 'vernissage/secrets-at-rest/v1');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return V1 + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw new SecretUnreadable();
      const bytes = Buffer.from(sealed.slice(V1.length), 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadable();
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretUnreadable();
      }
    },
  };
}
