import { createHash, randomBytes } from 'node:crypto';

/** A new certificate code: 128 random bits, base64url (22 characters), never derived from the order. */
export const newCertificateCode = (): string => randomBytes(16).toString('base64url');

/**
 * How a code is looked up: its SHA-256. Any text hashes the same way, so a malformed code takes the
 * path of a well-formed unknown one, and the index never compares the secret itself (decision 066).
 */
export const codeHash = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');
