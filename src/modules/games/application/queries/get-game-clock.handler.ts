import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { clockAt, defaultStructureFor, newClock } from '../../domain/game-clock.js';
import type { GameClockAnswer } from '../game-clock-answer.js';
import { GameClockStore } from '../ports/game-clock.store.js';
import { GetGameQuery } from './get-game.query.js';
import { GetGameClockQuery } from './get-game-clock.query.js';

/**
 * A game's tournament clock at the server's now (issue 23): whoever may read the game may
 * read its clock (an unlisted one: host mode or a manager). A game whose clock was never
 * written answers its default structure, not started (version 0).
 */
@QueryHandler(GetGameClockQuery)
export class GetGameClockHandler implements IQueryHandler<GetGameClockQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clocks: GameClockStore,
    private readonly clock: Clock,
  ) {}

  async execute({ gameID, viewer }: GetGameClockQuery): Promise<GameClockAnswer> {
    const { rows } = await this.queryBus.execute(new GetGameQuery(gameID, viewer));
    const state = (await this.clocks.find(gameID)) ?? newClock(gameID, defaultStructureFor(rows[0]!.eventType));
    const playersLeft = await this.clocks.playersLeft(gameID);
    const now = this.clock.now();
    return { clock: clockAt(state, now.getTime()), serverNow: now.toISOString(), playersLeft };
  }
}
