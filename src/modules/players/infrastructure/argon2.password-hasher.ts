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

/** argon2id (docs/decisions/0050-the-founding-rulings-now-live-here-and-in-the-docs.md), with the library's recommended cost. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hashing.run(() => argon2.hash(password, { type: argon2.argon2id }));
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
