import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { playerFor, type PlayerAsSeen } from '../../domain/player.js';
import { PlayerNotFoundError } from '../../domain/players.errors.js';
import { PlayerRepository } from '../ports/player.repository.js';
import { GetPlayerQuery } from './get-player.query.js';

/**
 * GET /v1/player/id/{id} (product §7: the card lookup for ids 400000-999999, and the player
 * form's load): visitors and other players get the public fields (id, number, names,
 * image); the player and staff the contact details; hosts-level staff the flags.
 */
@QueryHandler(GetPlayerQuery)
export class GetPlayerHandler implements IQueryHandler<GetPlayerQuery> {
  constructor(private readonly players: PlayerRepository) {}

  async execute({ playerID, viewer }: GetPlayerQuery): Promise<Rows<PlayerAsSeen>> {
    const player = await this.players.findByID(playerID);
    if (!player) throw new PlayerNotFoundError();
    return { rows: [playerFor(viewer, player)], total: 1 };
  }
}
