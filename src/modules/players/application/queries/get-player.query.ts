import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type PlayerActor, type PlayerAsSeen } from '../../domain/player.js';

export class GetPlayerQuery extends Query<Rows<PlayerAsSeen>> {
  constructor(
    readonly playerID: number,
    /** The caller (undefined for visitors): what they see depends on their level and whether it is their own record. */
    readonly viewer: PlayerActor | undefined,
  ) {
    super();
  }
}
