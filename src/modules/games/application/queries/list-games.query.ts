import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { GameViewer } from '../../domain/game.js';
import type { GamePage } from '../../domain/game-paging.js';
import type { GameRow } from '../../domain/game-row.js';

/** Which games: 0 is "any" for each id; the window is league dates, both ends included. */
export interface GameFilter {
  readonly hostID: number;
  readonly venueID: number;
  readonly eventID: number;
  /** 0 any; else only games of that type (the Satellites list asks for 2). */
  readonly eventType: number;
  /** 0 any; else only the games this player played (has a point record in): the Events player filter. */
  readonly playerID?: number;
  readonly start: string;
  readonly stop: string;
}

export class ListGamesQuery extends Query<Rows<GameRow>> {
  constructor(
    readonly filter: GameFilter,
    /** null: the whole window, oldest first (calendar, home, management); else that page, newest first (browse). */
    readonly page: GamePage | null,
    /** The caller asked for unlisted games too (`all`); honoured only for a viewer who may see them. */
    readonly all: boolean,
    readonly viewer: GameViewer,
  ) {
    super();
  }
}
