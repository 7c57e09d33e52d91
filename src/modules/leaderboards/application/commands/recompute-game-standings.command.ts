import { Command } from '@nestjs/cqrs';
import type { StandingsScope } from '../../domain/standings-scope.js';

/** After a game ended: its players' rows of the scopes it counts in, from their point records, and those scopes ranked again. */
export class RecomputeGameStandingsCommand extends Command<void> {
  constructor(
    readonly gameID: number,
    readonly scopes: readonly StandingsScope[],
  ) {
    super();
  }
}
