import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type GameViewer } from '../../domain/game.js';
import type { GameRow } from '../../domain/game-row.js';

export class NextGameQuery extends Query<Rows<GameRow>> {
  constructor(
    /** 0: any host. */
    readonly hostID: number,
    /** 0: any venue. */
    readonly venueID: number,
    /** 0: any type; 3 is the next Quarterly. */
    readonly eventType: number,
    /** League date (yyyy-MM-dd): games from its first moment on. */
    readonly start: string,
    readonly viewer: GameViewer,
  ) {
    super();
  }
}
