import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { SecretCipher } from '../application/ports/totp-algorithm.js';

const VERSION = 'v1';

/**
 * AES-256-GCM with a key derived from TOTP_KEY: a copy of the database alone does not give
 * anyone the secrets. Sealed as `v1.<iv>.<tag>.<ciphertext>` (base64url). Digests are
 * HMAC-SHA-256 under a second key derived from TOTP_KEY, hex.
 */
export class AesGcmSecretCipher extends SecretCipher {
  private readonly key: Buffer;
  private readonly digestKey: Buffer;

  constructor(secret: string) {
    super();
    this.key = createHash('sha256').update(`totp-secrets:${secret}`).digest();
    this.digestKey = createHash('sha256').update(`totp-digests:${secret}`).digest();
  }

  digest(text: string): string {
    return createHmac('sha256', this.digestKey).update(text).digest('hex');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
