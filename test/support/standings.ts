/**
 * The standings as a live aggregate over point records, worked out here in JavaScript with the
 * domain's own tally and ranking (leaderboard-ranking.ts), apart from the read model's SQL:
 * what every standings answer must equal (docs/decisions/0074-standings-read-model.md).
 */
import { CommandBus } from '@nestjs/cqrs';
import { RebuildStandingsCommand } from '../../src/modules/leaderboards/application/commands/rebuild-standings.command.js';
import { rankLeaderboard, tallyLeaderboard } from '../../src/modules/points/domain/leaderboard-ranking.js';
import type { InstantRange } from '../../src/shared/domain/period.js';
import type { TestApp } from './test-app.js';

export interface LiveTotal {
  playerID: number;
  totalPoints: number;
  totalPlaced: number;
  totalWon: number;
  totalGames: number;
  ranked: number;
}

/** Every player's totals over the records of ended games, neither canceled nor unlisted (practice), of the scope in the window (no window: all time). */
export async function liveTotals(
  app: Pick<TestApp, 'sql'>,
  scope: { venueID?: number; eventID?: number; range?: InstantRange | null },
): Promise<LiveTotal[]> {
  const records = await app.sql<{
    playerID: number;
    points: number;
    place: number;
    venueID: number | null;
    eventID: number | null;
    gameAt: Date;
  }>(
    `select p.player_id as "playerID", p.points, p.place, g.venue_id as "venueID", g.event_id as "eventID", g.game_at as "gameAt"
      from points p join games g on g.game_id = p.game_id where g.ended_at is not null and not g.canceled and not g.unlisted order by p.point_id`,
  );
  const kept = records.filter(
    (record) =>
      (!scope.venueID || record.venueID === scope.venueID) &&
      (!scope.eventID || record.eventID === scope.eventID) &&
      (!scope.range || (new Date(record.gameAt) >= scope.range.start && new Date(record.gameAt) < scope.range.stop)),
  );
  const games = new Map<number, number>();
  for (const { playerID } of kept) games.set(playerID, (games.get(playerID) ?? 0) + 1);
  return rankLeaderboard(tallyLeaderboard(kept)).map((row) => ({ ...row, totalGames: games.get(row.playerID)! }));
}

/** The read model's rows of one (scope, period), in the live aggregate's shape, by player. */
export async function storedTotals(
  app: Pick<TestApp, 'sql'>,
  scopeType: string,
  scopeID: number,
  period: string,
): Promise<LiveTotal[]> {
  return app.sql<LiveTotal>(
    `select player_id as "playerID", total_points as "totalPoints", total_placed as "totalPlaced", total_won as "totalWon", total_games as "totalGames", ranked
      from leaderboard_totals where scope_type = ? and scope_id = ? and period = ? order by player_id`,
    [scopeType, scopeID, period],
  );
}

export const byPlayer = (rows: readonly LiveTotal[]): LiveTotal[] => [...rows].sort((a, b) => a.playerID - b.playerID);

/** Rebuilds the read model in the API process (suites without a worker). */
export const rebuildStandings = (app: Pick<TestApp, 'app'>): Promise<number> =>
  app.app.get(CommandBus).execute(new RebuildStandingsCommand());
