import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { hasHostLevel } from '../../../../shared/domain/user-type.js';
import { GetPlayerLevelQuery } from '../../../players/application/queries/get-player-level.query.js';
import { GetSeriesQuery } from '../../../venues/application/queries/get-series.query.js';
import { GetVenueQuery } from '../../../venues/application/queries/get-venue.query.js';
import {
  SeriesNotFoundError,
  HostNotEligibleError,
  NoVenueSelectedError,
  VenueNotFoundError,
} from '../../../venues/domain/venues.errors.js';
import { GameChangedEvent } from '../../domain/game-changed.event.js';
import { changesBetween, HISTORY_ACTIONS } from '../../domain/game-history.js';
import { GAME_FIELDS } from '../../domain/game.fields.js';
import { prepareGame, type Game } from '../../domain/game.js';
import { SeriesNotAtVenueError, GameSeriesNotFoundError, GameNotFoundError } from '../../domain/games.errors.js';
import { GameNotifier } from '../ports/game-notifier.js';
import { RecordGameHistoryCommand } from './record-game-history.command.js';
import { GameRepository } from '../ports/game.repository.js';
import { SaveGameCommand } from './save-game.command.js';

/** A saved game's fields the audit trail follows once it has started: the form's and what saving computes. */
const GAME_HISTORY_FIELDS = [
  ...Object.keys(GAME_FIELDS).filter((field) => field !== 'gameID'),
  'earningsEstimated',
] as (keyof Game & string)[];

/**
 * Manage Games' save. The venue and event are asked of the venues module and the host's
 * level of the players module, through their queries (never their tables).
 */
@CommandHandler(SaveGameCommand)
export class SaveGameHandler implements ICommandHandler<SaveGameCommand> {
  constructor(
    private readonly games: GameRepository,
    private readonly clock: Clock,
    private readonly queryBus: QueryBus,
    private readonly readCache: ReadCache,
    private readonly notifier: GameNotifier,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ game: input, actor }: SaveGameCommand): Promise<Game> {
    const existing = input.gameID ? await this.games.findByID(input.gameID) : null;
    if (input.gameID && !existing) throw new GameNotFoundError();
    const game = prepareGame(input, existing, this.clock.now());
    if (game.venueID && !(await this.venueExists(game.venueID))) throw new NoVenueSelectedError();
    if (game.eventID) {
      const seriesVenueID = await this.venueOfSeries(game.eventID);
      if (seriesVenueID === null) throw new GameSeriesNotFoundError();
      if (seriesVenueID !== game.venueID) throw new SeriesNotAtVenueError();
    }
    // A host chosen now must be one the host picker offers; one kept from before stays.
    if (
      game.hostID &&
      game.hostID !== existing?.hostID &&
      !hasHostLevel((await this.queryBus.execute(new GetPlayerLevelQuery(game.hostID))) ?? 0)
    ) {
      throw new HostNotEligibleError();
    }
    const saved = await this.unitOfWork.run(async () => {
      const written = await this.games.save(game);
      // A game's points may be in the standings (it ended): the leaderboards hear where it counted and counts now.
      if (existing)
        await this.outbox.add(GameChangedEvent, new GameChangedEvent(written.gameID, existing, written).toPayload());
      // After it started, a save is a change to its results' record: kept in its audit trail.
      if (existing && existing.gameAt.getTime() <= this.clock.now().getTime()) {
        await this.commandBus.execute(
          new RecordGameHistoryCommand(actor, [
            {
              gameID: written.gameID,
              action: HISTORY_ACTIONS.game,
              changes: changesBetween(existing, written, GAME_HISTORY_FIELDS),
            },
          ]),
        );
      }
      return written;
    });
    await this.readCache.drop('games');
    this.notifier.refreshGame(saved.gameID);
    return saved;
  }

  private async venueExists(venueID: number): Promise<boolean> {
    return this.queryBus.execute(new GetVenueQuery(venueID, 0)).then(
      () => true,
      (error: unknown) => (error instanceof VenueNotFoundError ? false : Promise.reject(error)),
    );
  }

  /** The series' venue, or null when there is no such series. */
  private async venueOfSeries(eventID: number): Promise<number | null> {
    return this.queryBus.execute(new GetSeriesQuery(eventID)).then(
      ({ rows }) => rows[0]!.venueID,
      (error: unknown) => (error instanceof SeriesNotFoundError ? null : Promise.reject(error)),
    );
  }
}
