import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { AccountNotFoundError } from '../../domain/players.errors.js';
import type { PlayerMerge } from '../../domain/player-merge.js';
import { PlayerMergeReads } from '../ports/player-merge.store.js';

/** The merges into one player, newest first (staff only: names and numbers of removed records). */
export class ListPlayerMergesQuery extends Query<Rows<PlayerMerge>> {
  constructor(readonly playerID: number) {
    super();
  }
}

@QueryHandler(ListPlayerMergesQuery)
export class ListPlayerMergesHandler implements IQueryHandler<ListPlayerMergesQuery> {
  constructor(private readonly log: PlayerMergeReads) {}

  async execute({ playerID }: ListPlayerMergesQuery): Promise<Rows<PlayerMerge>> {
    const merges = await this.log.mergesOf(playerID);
    if (!merges) throw new AccountNotFoundError();
    return { rows: merges, total: merges.length };
  }
}
