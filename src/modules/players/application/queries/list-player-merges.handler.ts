import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { AccountNotFoundError } from '../../domain/players.errors.js';
import type { PlayerMerge } from '../../domain/player-merge.js';
import { PlayerMergeReads } from '../ports/player-merge.store.js';
import { ListPlayerMergesQuery } from './list-player-merges.query.js';

@QueryHandler(ListPlayerMergesQuery)
export class ListPlayerMergesHandler implements IQueryHandler<ListPlayerMergesQuery> {
  constructor(private readonly log: PlayerMergeReads) {}

  async execute({ playerID }: ListPlayerMergesQuery): Promise<Rows<PlayerMerge>> {
    const merges = await this.log.mergesOf(playerID);
    if (!merges) throw new AccountNotFoundError();
    return { rows: merges, total: merges.length };
  }
}
