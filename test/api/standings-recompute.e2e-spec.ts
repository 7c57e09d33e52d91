import { CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { RecomputeGameStandingsCommand } from '../../src/modules/leaderboards/application/commands/recompute-game-standings.command.js';
import { RecomputeStandingsCommand } from '../../src/modules/leaderboards/application/commands/recompute-standings.command.js';
import {
  rangeOfStandingsPeriod,
  standingsScopesOf,
  type StandingsScope,
} from '../../src/modules/leaderboards/domain/standings-scope.js';
import { aGameWithEntries, aVenueWithSeries, somePlayers } from '../support/builders.js';
import { byPlayer, liveTotals, rebuildStandings, storedTotals } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const zone = 'America/Los_Angeles';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone }).toJSDate();

describe('standings read model: recompute', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ roles: false });
  });
  afterAll(() => app.close());

  const recompute = (scopes: readonly StandingsScope[]) =>
    app.app.get(CommandBus).execute(new RecomputeStandingsCommand(scopes));

  const expectMatchesLive = async (scope: StandingsScope) => {
    const ids =
      scope.scopeType === 'venue'
        ? { venueID: scope.scopeID }
        : scope.scopeType === 'event'
          ? { eventID: scope.scopeID }
          : {};
    expect(await storedTotals(app, scope.scopeType, scope.scopeID, scope.period)).toEqual(
      byPlayer(await liveTotals(app, { ...ids, range: rangeOfStandingsPeriod(scope.period, zone) })),
    );
  };

  /** Each scope's stored row count (leaderboard_scopes, issue 24) is its rows' count, for every scope written. */
  const expectCountsStored = async () => {
    expect(
      await app.sql(`select scope_type, scope_id, period, s.row_count, t.rows from leaderboard_scopes s
        full join (select scope_type, scope_id, period, count(*)::int as rows from leaderboard_totals group by 1, 2, 3) t using (scope_type, scope_id, period)
        where s.row_count is distinct from coalesce(t.rows, 0)`),
    ).toEqual([]);
  };

  it("recomputes a game's scopes to the live aggregate, the same however often and in whatever order", async () => {
    const players = await somePlayers(app, 12);
    const { venue, event } = await aVenueWithSeries(app);
    const games = [
      await aGameWithEntries(app, 10, {
        venueID: venue.venueID,
        eventID: event.eventID,
        gameAt: pacific('2026-03-03T19:00'),
        ended: true,
        players,
      }),
      await aGameWithEntries(app, 9, {
        venueID: venue.venueID,
        gameAt: pacific('2026-03-31T23:30'),
        ended: true,
        players: players.slice(3),
      }),
      await aGameWithEntries(app, 8, {
        gameAt: pacific('2026-05-02T19:00'),
        ended: true,
        players: [...players].reverse(),
      }),
      await aGameWithEntries(app, 8, {
        venueID: venue.venueID,
        gameAt: pacific('2026-03-10T19:00'),
        canceled: true,
        ended: true,
        players,
      }),
      await aGameWithEntries(app, 8, { venueID: venue.venueID, gameAt: pacific('2026-03-12T19:00'), players }),
    ];
    const scopes = games.flatMap((game) => standingsScopesOf(game, zone));
    await recompute(scopes);
    for (const scope of scopes) await expectMatchesLive(scope);
    const once = await app.sql('select * from leaderboard_totals order by scope_type, scope_id, period, player_id');

    await recompute([...scopes].reverse());
    await recompute(scopes.slice(0, 7));
    expect(await app.sql('select * from leaderboard_totals order by scope_type, scope_id, period, player_id')).toEqual(
      once,
    );
    await expectCountsStored();
  });

  it('a rebuild recomputes every scope with games and empties those without', async () => {
    await app.sql("insert into leaderboard_totals values ('venue', 999999, '2020-01', 1, 5, 1, 1, 1, 1)");
    await app.sql('update leaderboard_totals set total_points = 0');
    const scopes = await rebuildStandings(app);
    expect(scopes).toBeGreaterThan(0);
    expect(await app.sql('select * from leaderboard_totals where scope_id = 999999')).toEqual([]);
    const all = await app.sql<{ scopeType: 'league'; scopeID: number; period: string }>(
      'select distinct scope_type as "scopeType", scope_id as "scopeID", period from leaderboard_totals',
    );
    for (const scope of all) await expectMatchesLive(scope);
    await expectCountsStored();
  });

  it("a game's own recompute (its players' rows, the scope ranked again) answers what a whole recompute would, in any order", async () => {
    const players = await somePlayers(app, 14);
    const { venue, event } = await aVenueWithSeries(app);
    const at = (day: string) => pacific(`2026-06-${day}T19:00`);
    const recomputeGame = (game: { gameID: number }, scopes: readonly StandingsScope[]) =>
      app.app.get(CommandBus).execute(new RecomputeGameStandingsCommand(game.gameID, scopes));
    // The first game ranks everyone; each later one moves some players past others who did not play it.
    const first = await aGameWithEntries(app, 14, {
      venueID: venue.venueID,
      eventID: event.eventID,
      gameAt: at('02'),
      ended: true,
      players,
    });
    const scopes = standingsScopesOf(first, zone);
    await recompute(scopes);
    const later = [
      await aGameWithEntries(app, 9, {
        venueID: venue.venueID,
        eventID: event.eventID,
        gameAt: at('09'),
        ended: true,
        players: players.slice(5),
      }),
      await aGameWithEntries(app, 8, {
        venueID: venue.venueID,
        eventID: event.eventID,
        gameAt: at('16'),
        ended: true,
        players: [...players].reverse().slice(0, 8),
      }),
    ];
    for (const game of later) await recomputeGame(game, standingsScopesOf(game, zone));
    for (const scope of scopes) await expectMatchesLive(scope);
    await expectCountsStored();
    const once = await app.sql('select * from leaderboard_totals order by scope_type, scope_id, period, player_id');

    // Again, and out of order: the same rows.
    for (const game of [...later].reverse()) await recomputeGame(game, standingsScopesOf(game, zone));
    await recomputeGame(first, scopes);
    expect(await app.sql('select * from leaderboard_totals order by scope_type, scope_id, period, player_id')).toEqual(
      once,
    );
    await recompute(scopes);
    expect(await app.sql('select * from leaderboard_totals order by scope_type, scope_id, period, player_id')).toEqual(
      once,
    );
  });
});
