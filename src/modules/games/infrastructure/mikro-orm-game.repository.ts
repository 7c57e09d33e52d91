import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { HostNotEligibleError, NoVenueSelectedError } from '../../venues/domain/venues.errors.js';
import { GameRepository } from '../application/ports/game.repository.js';
import type { GameDepositFigures, GameEndingFigures } from '../domain/game-figures.js';
import { isReconciled, type GameEarnings } from '../domain/earnings.js';
import type { Game } from '../domain/game.js';
import { GAME_FIELDS } from '../domain/game.fields.js';
import { GameSeriesNotFoundError, GameHasPointsError } from '../domain/games.errors.js';
import type { UnplayedGamesOutcome, UnplayedGamesScope } from '../../../shared/application/unplayed-games.js';
import { GameEntity } from './game.entity.js';

/** The game's fields of its entity, as GAME_FIELDS lists them (a new field maps without an edit here), and what saving sets. */
export const toGame = (entity: GameEntity): Game => ({
  ...fieldsOf(GAME_FIELDS, entity),
  // Games from before the original time was kept count their time as the original.
  originalAt: entity.originalAt ?? entity.gameAt,
  earningsEstimated: entity.earningsEstimated,
});

/**
 * A game as history left it (the demo league, test builders): the game as saving made it
 * (prepareGame), with what the points screen (an ending, or records checked in) and the
 * deposits set on it since, and when it was put on the calendar.
 */
export interface GameAsHistoryLeftIt {
  readonly game: Game;
  readonly createdAt: Date;
  /** Records checked in; an ended game's count too. */
  readonly totalRecords: number;
  /** The ending: acting host and instant (totals and earnings are the game's own, as ending sets them). */
  readonly ending: { readonly hostID: number | null; readonly endedAt: Date } | null;
  readonly deposited: { readonly earningsDeposited: number; readonly depositID: number | null } | null;
}

@Injectable()
export class MikroOrmGameRepository extends GameRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(gameID: number): Promise<Game | null> {
    const entity = await this.em.findOne(GameEntity, { gameID });
    return entity ? toGame(entity) : null;
  }

  async save(game: Game): Promise<Game> {
    const { gameID, ...fields } = game;
    const entity = gameID ? await this.em.findOneOrFail(GameEntity, { gameID }) : this.em.create(GameEntity, fields);
    this.em.assign(entity, fields);
    // Actual earnings corrected after a deposit reached the game: reconciled follows (deposits' rule).
    if (entity.earningsDeposited > 0) entity.earningsReconciled = isReconciled(entity);
    try {
      await this.em.flush();
    } catch (error) {
      // The venue, event or host went away since they were looked up: the foreign key decides.
      if (error instanceof ForeignKeyConstraintViolationException) throw refusalOf(error);
      throw error;
    }
    return toGame(entity);
  }

  async delete(gameID: number): Promise<void> {
    await this.em.transactional(async (tx) => {
      // A check-in holds a key-share lock on its game until it commits: this waits for it, then sees it.
      await tx.execute('select 1 from games where game_id = ? for update', [gameID]);
      const [{ played }] = await tx.execute<{ played: boolean }[]>(
        'select exists(select 1 from points where game_id = ?) as played',
        [gameID],
      );
      if (played) throw new GameHasPointsError();
      await tx.nativeDelete(GameEntity, { gameID });
    });
  }

  async removeUnplayed(scope: UnplayedGamesScope): Promise<UnplayedGamesOutcome> {
    const [column, id] = 'eventID' in scope ? ['event_id', scope.eventID] : ['venue_id', scope.venueID];
    // Locked first: a check-in holds a key-share lock on its game until it commits, so this waits for it, then sees it.
    const games = await this.em.execute<{ game_id: number; played: boolean }[]>(
      `select g.game_id, (g.ended_at is not null or g.deposit_id is not null or g.earnings_deposited <> 0
         or exists (select 1 from points p where p.game_id = g.game_id)) as played
       from games g where g.${column} = ? order by g.game_id for update of g`,
      [id],
    );
    const played = games.filter((game) => game.played).length;
    if (played > 0 || games.length === 0) return { played, removed: 0 };
    await this.em.nativeDelete(GameEntity, { gameID: { $in: games.map((game) => game.game_id) } });
    return { played: 0, removed: games.length };
  }

  /**
   * Adds games as history left them, a thousand to a statement: the demo league's two years
   * (about 2,000 games) would take seconds one save at a time, while it is seeded as the API
   * starts. Each game has passed prepareGame; reconciled follows the deposits' rule.
   * Answers the new gameIDs in the order given. Not for the use cases (GameRepository).
   */
  addAsHistoryLeftThem(games: readonly GameAsHistoryLeftIt[]): Promise<number[]> {
    return insertRows(
      this.em,
      GameEntity,
      games.map(({ game: { gameID: _new, ...fields }, createdAt, totalRecords, ending, deposited }) => {
        const earningsDeposited = deposited?.earningsDeposited ?? 0;
        return {
          ...fields,
          hostID: ending?.hostID ?? fields.hostID,
          totalRecords,
          endedAt: ending?.endedAt ?? null,
          earningsDeposited,
          depositID: deposited?.depositID ?? null,
          // An ended game is reconciled once deposited equals actual (nothing owed counts too).
          earningsReconciled:
            ending !== null && isReconciled({ earningsActual: fields.earningsActual, earningsDeposited }),
          createdAt,
          updatedAt: ending?.endedAt ?? createdAt,
        };
      }),
    );
  }

  async recordEnding({
    gameID,
    totalPlayers,
    totalRecords,
    hostID,
    endedAt,
    earningsEstimated,
    earningsActual,
  }: GameEndingFigures & GameEarnings): Promise<void> {
    // One statement on the row the caller's transaction has locked. An ending again may set
    // other actual earnings on a game a deposit reached: reconciled follows, as on a save.
    await this.em.execute(
      `update games set total_players = ?, total_records = ?, host_id = ?, ended_at = ?, earnings_estimated = ?::numeric, earnings_actual = ?::numeric, updated_at = ?,
          earnings_reconciled = case when earnings_deposited > 0 then earnings_deposited = ?::numeric else earnings_reconciled end
        where game_id = ?`,
      [
        totalPlayers,
        totalRecords,
        hostID,
        endedAt,
        decimalText(earningsEstimated),
        decimalText(earningsActual),
        endedAt,
        decimalText(earningsActual),
        gameID,
      ],
    );
  }

  async recordDeposits(games: readonly GameDepositFigures[]): Promise<GameDepositFigures[]> {
    // The rows are locked by the caller's transaction; one statement for the lot. The self-join `o` reads the rows as they were (the audit trail's old values).
    const values = games.map(() => '(?::int, ?::numeric, ?::boolean, ?::int)').join(', ');
    return this.em.execute<GameDepositFigures[]>(
      `update games as g set earnings_deposited = v.deposited, earnings_reconciled = v.reconciled, deposit_id = v.deposit_id, updated_at = now()
        from (values ${values}) as v(game_id, deposited, reconciled, deposit_id), games o where g.game_id = v.game_id and o.game_id = g.game_id
        returning g.game_id as "gameID", o.earnings_deposited::float8 as "earningsDeposited", o.earnings_reconciled as "earningsReconciled", o.deposit_id as "depositID"`,
      games.flatMap((game) => [
        game.gameID,
        decimalText(game.earningsDeposited),
        game.earningsReconciled,
        game.depositID,
      ]),
    );
  }
}

/** Dollars to exact numeric text through whole cents ("35.10"), never a float the driver might widen. */
const decimalText = (dollars: number): string => {
  const cents = Math.round(dollars * 100);
  return `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};

function refusalOf(error: ForeignKeyConstraintViolationException): Error {
  if (error.message.includes('games_event_id_foreign')) return new GameSeriesNotFoundError();
  if (error.message.includes('games_host_id_foreign')) return new HostNotEligibleError();
  if (error.message.includes('games_venue_id_foreign')) return new NoVenueSelectedError();
  return error;
}
