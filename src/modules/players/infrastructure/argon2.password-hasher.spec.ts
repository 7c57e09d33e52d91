import { jest } from '@jest/globals';
import argon2 from 'argon2';
import { ARGON2_AT_ONCE, Argon2PasswordHasher } from './argon2.password-hasher.js';

describe('Argon2PasswordHasher', () => {
  afterEach(() => jest.restoreAllMocks());

  it(`runs at most ${ARGON2_AT_ONCE} argon2 hashes at once in a process (64 MiB each), whatever the number of log-ins`, async () => {
    const hasher = new Argon2PasswordHasher();
    const stored = await hasher.hash('correct horse battery');
    let running = 0;
    let most = 0;
    const verify = argon2.verify.bind(argon2);
    jest.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      most = Math.max(most, ++running);
      try {
        return await verify(...args);
      } finally {
        running--;
      }
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => hasher.verify(stored, i % 2 ? 'correct horse battery' : 'wrong')),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
    expect(most).toBe(ARGON2_AT_ONCE);
  });
});
