import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from './auth/authenticated-user.js';

/**
 * Product §7's game-list form of deposit application: `POST /v1/game` with an ARRAY of
 * `{ gameID, earningsDeposited, depositID? }`. The games module's route receives it and
 * hands the lines, as posted, to the deposits module, which owns deposit application: it
 * checks the caller (admins and up) and each line, then applies the list in one
 * transaction. A contract in the kernel (like RemoveUnplayedGamesCommand), so games, which
 * deposits depends on, needs nothing of deposits (docs/decisions.md "Module graph without
 * cycles (issue 21)"). Answers the gameIDs it changed, in the order given.
 */
export class ApplyDepositListCommand extends Command<number[]> {
  constructor(
    readonly lines: readonly unknown[],
    readonly caller: AuthenticatedUser,
  ) {
    super();
  }
}
