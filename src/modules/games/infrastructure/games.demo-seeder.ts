import type { EntityManager } from '@mikro-orm/postgresql';
import { isReconciled } from '../domain/earnings.js';
import { MikroOrmGameBulkWriter, type NewGame } from './mikro-orm-game.bulk-writer.js';

/** A game as the demo (or a test) plans it; the seeder fills in what the game screens would. */
export type DemoGameInput = Omit<NewGame, 'originalAt' | 'earningsReconciled' | 'createdAt' | 'updatedAt'>;

const CALENDAR_LEAD_MS = 28 * 24 * 3600_000;

/**
 * The games module's part of the demo league, also used by the test builders:
 * games written through the module's bulk writer, stamped as the game screens
 * would have left them.
 */
export class GamesDemoSeeder {
  private readonly writer: MikroOrmGameBulkWriter;

  constructor(em: EntityManager) {
    this.writer = new MikroOrmGameBulkWriter(em);
  }

  /** Games in the order given (ids grow in that order); `now` is when the league is seeded. */
  addGames(games: readonly DemoGameInput[], now: Date): Promise<number[]> {
    return this.writer.insert(
      games.map((game): NewGame => {
        // Games are put on the calendar about four weeks ahead.
        const createdAt = new Date(Math.min(now.getTime(), game.gameAt.getTime() - CALENDAR_LEAD_MS));
        const earningsActual = game.earningsActual ?? 0;
        const earningsDeposited = game.earningsDeposited ?? 0;
        return {
          ...game,
          originalAt: game.gameAt,
          // An ended game is reconciled once deposited equals actual (nothing owed counts too).
          earningsReconciled: !!game.endedAt && isReconciled({ earningsActual, earningsDeposited }),
          createdAt,
          updatedAt: game.endedAt ?? createdAt,
        };
      }),
    );
  }
}
