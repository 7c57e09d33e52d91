import { AesGcmSecretCipher } from './aes-gcm.secret-cipher.js';

describe('AesGcmSecretCipher (two-step sign-in secrets at rest)', () => {
  const cipher = new AesGcmSecretCipher('a-key-of-sixteen-chars');

  it('seals so the stored text does not hold the secret, and opens it again', () => {
    const sealed = cipher.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(cipher.seal('JBSWY3DPEHPK3PXP'));
    expect(cipher.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed with another key, tampered with, or not sealed at all', () => {
    const sealed = cipher.seal('JBSWY3DPEHPK3PXP');
    expect(new AesGcmSecretCipher('another-key-entirely').open(sealed)).toBeNull();
    expect(cipher.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(cipher.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});

describe('AesGcmSecretCipher digests (recovery codes at rest)', () => {
  it('is keyed: the same text digests alike under one key, differently under another, and not as plain SHA-256', async () => {
    const { createHash } = await import('node:crypto');
    const cipher = new AesGcmSecretCipher('a-key-of-sixteen-chars');
    expect(cipher.digest('recovery:ABCD2345EF')).toBe(cipher.digest('recovery:ABCD2345EF'));
    expect(cipher.digest('recovery:ABCD2345EF')).toMatch(/^[0-9a-f]{64}$/);
    expect(new AesGcmSecretCipher('another-key-entirely').digest('recovery:ABCD2345EF')).not.toBe(
      cipher.digest('recovery:ABCD2345EF'),
    );
    expect(cipher.digest('recovery:ABCD2345EF')).not.toBe(
      createHash('sha256').update('recovery:ABCD2345EF').digest('hex'),
    );
  });
});
