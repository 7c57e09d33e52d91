import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { ConcurrencyLimit } from '../../../shared/application/concurrency-limit.js';
import { PasswordHasher } from '../application/ports/password-hasher.js';

/**
 * argon2 hashes one process runs at once. Each takes 64 MiB: a flood of right passwords
 * (never limited, unlike wrong ones) would otherwise grow memory without bound; with the cap
 * it costs 256 MiB at most and the rest wait their turn (issue 32, "also seen").
 */
export const ARGON2_AT_ONCE = 4;
const hashing = new ConcurrencyLimit(ARGON2_AT_ONCE);

/** The library's recommended cost (64 MiB, 3 passes, 4 lanes): every mode but test. */
export const RECOMMENDED_ARGON2_COST = {} as const;
/**
 * Test mode's cost: the suites log in hundreds of times, each verify at the recommended cost
 * about 170 ms of CPU. What they check (argon2id, verify, throttles, the decoy's equal cost)
 * does not depend on the cost; production and demo never use this (decision 0165).
 */
export const TEST_ARGON2_COST = { memoryCost: 4096, timeCost: 1, parallelism: 1 } as const;
export type Argon2Cost = typeof RECOMMENDED_ARGON2_COST | typeof TEST_ARGON2_COST;

/** The cost for an app mode: the test one in test mode only. */
export const argon2CostFor = (mode: string): Argon2Cost =>
  mode === 'test' ? TEST_ARGON2_COST : RECOMMENDED_ARGON2_COST;

/**
 * argon2id (docs/decisions/0050-the-founding-rulings-now-live-here-and-in-the-docs.md), with the
 * library's recommended cost. A hash carries its own cost: verify reads it from there.
 */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  private decoy: Promise<string> | undefined;

  constructor(private readonly cost: Argon2Cost = RECOMMENDED_ARGON2_COST) {
    super();
  }

  hash(password: string): Promise<string> {
    return hashing.run(() => argon2.hash(password, { type: argon2.argon2id, ...this.cost }));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await hashing.run(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<void> {
    this.decoy ??= this.hash('decoy password nobody has');
    await this.verify(await this.decoy, password);
  }
}
