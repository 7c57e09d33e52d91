import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { PlayerSearchRow } from '../../domain/player-row.js';

/** The most rows a search answers (the picker shows them all; `total` counts every match). */
export const PLAYER_SEARCH_LIMIT = 25;

export class SearchPlayersQuery extends Query<Rows<PlayerSearchRow>> {
  constructor(
    /** 'number': the one player with that exact number; 'text': a name fragment, a number, or a pasted card link. */
    readonly mode: 'number' | 'text',
    readonly text: string,
  ) {
    super();
  }
}
