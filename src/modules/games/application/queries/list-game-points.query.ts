import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { GameViewer } from '../../domain/game.js';
import type { GamePointRow } from '../../domain/game-row.js';

/** Product §3.5: lists sort a record without a place as place 9999. */
export const UNPLACED_SORT = 9999;

export class ListGamePointsQuery extends Query<Rows<GamePointRow>> {
  constructor(
    readonly gameID: number,
    /** true: every record (checked in, no place or points yet); false: those that count (a place or points). */
    readonly all: boolean,
    readonly viewer: GameViewer,
  ) {
    super();
  }
}
