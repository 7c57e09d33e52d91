import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { PasswordHasher } from '../application/ports/password-hasher.js';

/** argon2id (decisions.md, Docs), with the library's recommended cost. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<void> {
    this.decoy ??= this.hash('decoy password nobody has');
    await this.verify(await this.decoy, password);
  }
}
