import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { HistoryRow } from '../../domain/standings-calls.js';
import type { ListPage } from '../../domain/standings-lists.js';
import { type GameWindow } from '../standings-list-sql.js';

export class ListPointHistoryQuery extends Query<Rows<HistoryRow>> {
  constructor(
    readonly window: GameWindow,
    readonly playerID: number,
    /** null: every row */
    readonly page: ListPage | null,
  ) {
    super();
  }
}
