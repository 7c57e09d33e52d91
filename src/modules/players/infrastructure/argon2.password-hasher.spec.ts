import { jest } from '@jest/globals';
import argon2 from 'argon2';
import {
  ARGON2_AT_ONCE,
  Argon2PasswordHasher,
  argon2CostFor,
  RECOMMENDED_ARGON2_COST,
  TEST_ARGON2_COST,
} from './argon2.password-hasher.js';

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

  it('costs what the library recommends in production and demo mode; less in test mode only', () => {
    expect([argon2CostFor('production'), argon2CostFor('demo'), argon2CostFor('test')]).toEqual([
      RECOMMENDED_ARGON2_COST,
      RECOMMENDED_ARGON2_COST,
      TEST_ARGON2_COST,
    ]);
  });

  it('writes its cost into the hash, and verifies a hash of either cost', async () => {
    const [recommended, test] = [new Argon2PasswordHasher(), new Argon2PasswordHasher(TEST_ARGON2_COST)];
    const [strong, cheap] = [await recommended.hash('right password'), await test.hash('right password')];
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    // Each hasher verifies the other's hash: the cost is read from the hash.
    expect(
      await Promise.all([test.verify(strong, 'right password'), recommended.verify(cheap, 'right password')]),
    ).toEqual([true, true]);
    expect(await recommended.verify(cheap, 'wrong password')).toBe(false);
  });
});
