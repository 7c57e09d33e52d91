import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { VenueGamesRow } from '../../domain/standings-calls.js';
import { type GameWindow } from '../standings-list-sql.js';

export class ListVenueGamesQuery extends Query<Rows<VenueGamesRow>> {
  constructor(readonly window: GameWindow) {
    super();
  }
}
