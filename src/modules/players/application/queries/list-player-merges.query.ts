import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { PlayerMerge } from '../../domain/player-merge.js';

/** The merges into one player, newest first (staff only: names and numbers of removed records). */
export class ListPlayerMergesQuery extends Query<Rows<PlayerMerge>> {
  constructor(readonly playerID: number) {
    super();
  }
}
