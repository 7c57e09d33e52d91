import { Command } from '@nestjs/cqrs';
import type { StandingsScope } from '../../domain/standings-scope.js';

/** Recomputes the named (scope, period) rows of the read model from point records. */
export class RecomputeStandingsCommand extends Command<void> {
  constructor(readonly scopes: readonly StandingsScope[]) {
    super();
  }
}
