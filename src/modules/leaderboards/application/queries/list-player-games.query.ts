import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { PlayerGamesRow } from '../../domain/standings-calls.js';
import { type StandingsRequest } from '../standings-source.js';

/** The activity dashboard shows the ten players with the most games. */
export const TOP_PLAYERS = 10;

export class ListPlayerGamesQuery extends Query<Rows<PlayerGamesRow>> {
  constructor(readonly request: StandingsRequest) {
    super();
  }
}
