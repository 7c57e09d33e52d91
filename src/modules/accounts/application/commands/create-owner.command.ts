import { Command } from '@nestjs/cqrs';
import { type Account } from '../../../players/application/ports/account.repository.js';

/** The first owner of a fresh install (product §4.4: from a documented command). */
export class CreateOwnerCommand extends Command<Account> {
  constructor(
    readonly userName: string,
    readonly password: string,
    readonly email: string,
    readonly firstName: string,
    readonly lastName: string,
  ) {
    super();
  }
}
