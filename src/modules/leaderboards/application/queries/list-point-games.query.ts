import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { EventLeaderboardRow } from '../../domain/standings-calls.js';
import { type GameWindow } from '../standings-list-sql.js';

export class ListPointGamesQuery extends Query<Rows<EventLeaderboardRow>> {
  constructor(
    readonly window: GameWindow,
    /** 0 any */
    readonly playerID: number,
    /** Only 1st places (champions); else places 1-8. */
    readonly winnersOnly: boolean,
  ) {
    super();
  }
}
