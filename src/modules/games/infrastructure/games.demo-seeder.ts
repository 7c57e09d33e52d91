import type { EntityManager } from '@mikro-orm/postgresql';
import { NEW_GAME_EVENT_TYPES, type EventType } from '../../../shared/domain/event-type.js';
import { prepareGame, type Game } from '../domain/game.js';
import { MikroOrmGameRepository } from './mikro-orm-game.repository.js';

/** A game as the demo (or a test) plans it: the save's fields, and what its night and the deposits left on it. */
export interface DemoGameInput {
  readonly title: string;
  readonly venueID: number | null;
  readonly eventID: number | null;
  readonly hostID: number | null;
  readonly eventType: number;
  readonly doublePoints: boolean;
  readonly gameAt: Date;
  readonly totalPlayers: number;
  readonly totalRecords: number;
  readonly earningsActual: number;
  readonly earningsNote?: string | null;
  readonly notice?: string | null;
  readonly canceled: boolean;
  readonly unlisted: boolean;
  readonly endedAt: Date | null;
  readonly earningsDeposited?: number;
  readonly depositID?: number | null;
}

const CALENDAR_LEAD_MS = 28 * 24 * 3600_000;

/**
 * The games module's part of the demo league, also used by the test builders: each game
 * made by the save's own rules (prepareGame: the fields, a title without markers, a venue,
 * the estimate computed from the players and type), then written with what its night and
 * the deposits left on it by the module's repository (MikroOrmGameRepository
 * .addAsHistoryLeftThem: two years of games in a few statements).
 */
export class GamesDemoSeeder {
  private readonly games: MikroOrmGameRepository;

  constructor(em: EntityManager) {
    this.games = new MikroOrmGameRepository(em);
  }

  /** Games in the order given (ids grow in that order); `now` is when the league is seeded. */
  addGames(inputs: readonly DemoGameInput[], now: Date): Promise<number[]> {
    return this.games.addAsHistoryLeftThem(
      inputs.map((input) => {
        // Games are put on the calendar about four weeks ahead.
        const createdAt = new Date(Math.min(now.getTime(), input.gameAt.getTime() - CALENDAR_LEAD_MS));
        return {
          game: asSaved(input, createdAt),
          createdAt,
          totalRecords: input.totalRecords,
          ending: input.endedAt ? { hostID: input.hostID, endedAt: input.endedAt } : null,
          deposited: input.earningsDeposited
            ? { earningsDeposited: input.earningsDeposited, depositID: input.depositID ?? null }
            : null,
        };
      }),
    );
  }
}

/**
 * The game as Manage Games' save makes it. A type a new game may not take (a season final,
 * a championship) comes from its event's schedule, which made the game with that type:
 * the save is then an edit of that game, which keeps its type.
 */
function asSaved(input: DemoGameInput, now: Date): Game {
  const scheduled: Game | null = NEW_GAME_EVENT_TYPES.includes(input.eventType as EventType)
    ? null
    : {
        gameID: 0,
        title: '',
        venueID: input.venueID,
        eventID: input.eventID,
        hostID: input.hostID,
        eventType: input.eventType,
        doublePoints: false,
        gameAt: input.gameAt,
        originalAt: input.gameAt,
        totalPlayers: 0,
        earningsEstimated: 0,
        earningsActual: 0,
        earningsNote: null,
        notice: null,
        canceled: false,
        unlisted: false,
      };
  return prepareGame(
    {
      gameID: 0,
      title: input.title,
      venueID: input.venueID,
      eventID: input.eventID,
      hostID: input.hostID,
      eventType: input.eventType,
      doublePoints: input.doublePoints,
      gameAt: input.gameAt.toISOString(),
      totalPlayers: input.totalPlayers,
      earningsActual: input.earningsActual,
      earningsNote: input.earningsNote ?? null,
      notice: input.notice ?? null,
      canceled: input.canceled,
      unlisted: input.unlisted,
    },
    scheduled,
    now,
  );
}
