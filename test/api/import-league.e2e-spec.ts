import { seedDemoLeague } from '../../src/demo/demo-league.seeder.js';
import { DEMO_PASSWORD } from '../../src/demo/role-accounts.js';
import type { ImportReport } from '../../src/import/application/import-league.js';
import { ImportProgress } from '../../src/import/application/ports/import-progress.js';
import type { OldGame, OldPoint } from '../../src/import/domain/old-site-records.js';
import { FetchOldSiteClient } from '../../src/import/infrastructure/fetch.old-site.client.js';
import { SilentImportProgress } from '../../src/import/infrastructure/cli-progress.import-progress.js';
import { runImport } from '../../src/import/run-import.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Import of a league's history from the site being replaced (issue 22, docs/import.md): site A
 * is this site with the demo league (it speaks SPEC section 7), site B an empty install; the
 * importer reads A through its API as the demo admin and writes into B. Then both sites'
 * API answers are compared: every count, every game, every point record, every standings row.
 * Each run reads the whole old site (most of this suite's time), so the demo league is read
 * twice: a run stopped halfway and the run that resumes it. A dry run, and a run again that adds
 * nothing and rebuilds nothing, are the built command's (test/faults/import-command.fault-spec.ts).
 */
const NOW = new Date('2026-06-20T03:15:00Z');
const COUNTED_KINDS = ['player', 'venue', 'event', 'deposit', 'game', 'point record', 'post'] as const;

let oldSite: TestApp;
let newSite: TestApp;
let interrupted: Error | null;
let halfway: Record<string, string>;
let first: ImportReport;

const tableCounts = async (site: TestApp) =>
  (
    await site.sql<Record<string, string>>(
      `select (select count(*) from players) as players, (select count(*) from venues) as venues, (select count(*) from events) as events,
        (select count(*) from games) as games, (select count(*) from points) as points, (select count(*) from deposits) as deposits,
        (select count(*) from posts) as posts, (select count(*) from deposit_games) as "depositGames"`,
    )
  )[0]!;

const importInto = (site: TestApp, options: { dryRun: boolean; progress?: ImportProgress }) =>
  runImport(site.settings, {
    from: oldSite.url,
    userName: 'admin',
    password: DEMO_PASSWORD,
    dryRun: options.dryRun,
    progress: options.progress ?? new SilentImportProgress(),
  });

/** Stops the import as a crash or Ctrl-C would, once `games` games are written (the bar moves after each batch is in). */
const STOPPED_AFTER_GAMES = 500;
class StopAfterGames extends ImportProgress {
  private phase = '';
  start(phase: string): void {
    this.phase = phase;
  }
  update(done: number): void {
    if (this.phase === 'Games and point records' && done >= STOPPED_AFTER_GAMES) throw new Error('stopped halfway');
  }
  stop(): void {}
  log(): void {}
}

/** Reads a site through the API as its admin (the same calls the importer makes). */
async function reader(site: TestApp): Promise<FetchOldSiteClient> {
  const client = new FetchOldSiteClient(site.url);
  await client.logIn('admin', DEMO_PASSWORD);
  return client;
}

/** A game as both sites answer it, without ids (they differ) but with its venue, event and host by name. */
const comparableGame = ({ gameID: _g, venueID: _v, eventID: _e, hostID: _h, depositID, ...game }: OldGame) => ({
  ...game,
  deposited: depositID !== null,
});
const comparablePoint = ({ pointID: _p, gameID: _g, playerID: _pl, ...point }: OldPoint) => point;
const withoutIDs = (rows: Record<string, unknown>[], ...ids: string[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !ids.includes(key))));

beforeAll(async () => {
  oldSite = await startTestApp({ roles: false });
  newSite = await startTestApp({ roles: false });
  await seedDemoLeague(oldSite.orm.em.fork(), { now: NOW, timeZone: oldSite.settings.leagueTimeZone });
  await rebuildStandings(oldSite);
  // A player with no records, hosting or posts: only the sweep of the player search finds them.
  await oldSite.sql(
    `insert into players (first_name, last_name, title, player_number, email, user_type, unverified, created_at) values ('Quincy', 'Nohistory', 'Quincy Nohistory', 1234567, 'quincy@example.org', 1, true, now())`,
  );
  // A first run stopped halfway through the games; the next one resumes it.
  interrupted = await importInto(newSite, { dryRun: false, progress: new StopAfterGames() }).then(
    () => null,
    (error: Error) => error,
  );
  halfway = await tableCounts(newSite);
  const started = Date.now();
  first = await importInto(newSite, { dryRun: false });
  console.log(
    `Demo league import resumed (after ${STOPPED_AFTER_GAMES} games) in ${((Date.now() - started) / 1000).toFixed(1)} s (reading the old site ${(first.readMs / 1000).toFixed(1)} s, writing ${((first.writeMs - first.rebuildMs) / 1000).toFixed(1)} s, rebuilding standings and invites ${(first.rebuildMs / 1000).toFixed(1)} s): ${COUNTED_KINDS.map((kind) => `${first.kinds[kind].added} ${kind}s`).join(', ')} added`,
  );
  // Passwords never come over: the test gives B's admin A's hash to read B as that admin.
  const [{ password_hash }] = await oldSite.sql<{ password_hash: string }>(
    `select password_hash from players where user_name = 'admin'`,
  );
  await newSite.sql(`update players set password_hash = ? where user_name = 'admin'`, [password_hash]);
}, 600_000);

afterAll(async () => {
  await newSite?.close();
  await oldSite?.close();
});

describe('import from the old site', () => {
  it('stopped halfway, keeps what it wrote; run again, it resumes there without duplicating', async () => {
    expect(interrupted?.message).toBe('stopped halfway');
    const [players, games] = [first.kinds.player.read, first.kinds.game.read];
    expect({ players: Number(halfway.players), games: Number(halfway.games), posts: Number(halfway.posts) }).toEqual({
      players,
      games: STOPPED_AFTER_GAMES,
      posts: 0,
    });
    // What was in is skipped, the rest added: players, venues, events and deposits came before the games, posts after.
    const resumed = Object.fromEntries(
      COUNTED_KINDS.map((kind) => [kind, [first.kinds[kind].added, first.kinds[kind].skipped]]),
    );
    expect(resumed).toEqual({
      player: [0, players],
      venue: [0, first.kinds.venue.read],
      event: [0, first.kinds.event.read],
      deposit: [0, first.kinds.deposit.read],
      game: [games - STOPPED_AFTER_GAMES, STOPPED_AFTER_GAMES],
      'point record': [first.kinds['point record'].read - Number(halfway.points), Number(halfway.points)],
      post: [first.kinds.post.read, 0],
    });
  });

  it('brings every record over, and its comparison says every count and top 20 is equal', async () => {
    for (const kind of COUNTED_KINDS)
      expect([kind, first.kinds[kind].added + first.kinds[kind].skipped]).toEqual([kind, first.kinds[kind].read]);
    expect(first.comparison.filter((line) => !line.equal)).toEqual([]);
    expect(first.equal).toBe(true);
    expect(first.rebuilt).toBe(true);
    expect(first.comparison.map((line) => line.what)).toEqual(
      expect.arrayContaining(['players', 'games', 'point records', '2024 top 20', '2025 top 20', '2026 top 20']),
    );
    const [a, b] = [await tableCounts(oldSite), await tableCounts(newSite)];
    expect(b).toEqual(a);
    expect(Number(b.points)).toBeGreaterThan(10_000);
    // One ledger row per record brought over (a game's point records come with it), whichever run wrote it.
    expect(await newSite.sql(`select count(*)::int as n from import_ledger where kind <> 'rebuilt'`)).toEqual([
      {
        n: COUNTED_KINDS.filter((kind) => kind !== 'point record').reduce(
          (sum, kind) => sum + first.kinds[kind].read,
          0,
        ),
      },
    ]);
  });

  it('keeps player numbers, names, levels and flags; passwords are not brought over', async () => {
    const columns =
      'player_number, first_name, last_name, title, email, user_name, user_type, unverified, suspended, banned, alternate_player_numbers';
    const [a, b] = [
      await oldSite.sql(`select ${columns} from players order by player_number`),
      await newSite.sql(`select ${columns} from players order by player_number`),
    ];
    expect(b).toEqual(a);
    expect(b).toContainEqual(expect.objectContaining({ player_number: 1234567, last_name: 'Nohistory' }));
    expect(
      await newSite.sql(
        `select count(*)::int as n from players where password_hash is not null and user_name <> 'admin'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('answers the same games, point records, venues, events, deposits and posts through the API', async () => {
    const [a, b] = [await reader(oldSite), await reader(newSite)];
    const [gamesA, gamesB] = [await a.games(), await b.games()];
    expect(gamesB.length).toBe(gamesA.length);
    expect(gamesB.map(comparableGame)).toEqual(gamesA.map(comparableGame));
    // Every tenth game's records through the API (all of them below, in the tables).
    const sample = gamesA.map((game, i) => [game.gameID, gamesB[i]!.gameID] as const).filter((_, i) => i % 10 === 0);
    const [pointsA, pointsB] = [
      await Promise.all(sample.map(([idA]) => a.gamePoints(idA))),
      await Promise.all(sample.map(([, idB]) => b.gamePoints(idB))),
    ];
    expect(pointsB.map((rows) => rows.map(comparablePoint))).toEqual(pointsA.map((rows) => rows.map(comparablePoint)));
    expect(pointsA.flat().length).toBeGreaterThan(1000);
    expect(withoutIDs((await b.venues()) as never, 'venueID')).toEqual(
      withoutIDs((await a.venues()) as never, 'venueID'),
    );
    expect(withoutIDs((await b.events()) as never, 'eventID', 'venueID', 'hostID')).toEqual(
      withoutIDs((await a.events()) as never, 'eventID', 'venueID', 'hostID'),
    );
    expect(withoutIDs((await b.deposits()) as never, 'depositID', 'hostID')).toEqual(
      withoutIDs((await a.deposits()) as never, 'depositID', 'hostID'),
    );
    expect(withoutIDs((await b.posts()) as never, 'postID', 'authorID')).toEqual(
      withoutIDs((await a.posts()) as never, 'postID', 'authorID'),
    );
  }, 300_000);

  it('holds every point record of every game, by game time and player number', async () => {
    const query = `select g.game_at, g.title, pl.player_number, p.place, p.points, p.bonus_type, p.bonuses, p.buy_in, p.re_buy, p.add_on, p.entry_at, p.updated_at
      from points p join games g on g.game_id = p.game_id join players pl on pl.player_id = p.player_id order by g.game_at, g.game_id, pl.player_number`;
    const [a, b] = [await oldSite.sql(query), await newSite.sql(query)];
    expect(b.length).toBe(a.length);
    expect(b).toEqual(a);
  });

  it('answers every standings row the same: each league year, each season, and all time', async () => {
    const windows = [
      '0/All',
      ...[2024, 2025, 2026].flatMap((year) => [`${year}/All`, `${year}/Q1`, `${year}/Q2`, `${year}/Q3`, `${year}/Q4`]),
    ];
    let rows = 0;
    for (const window of windows) {
      const [a, b] = await Promise.all(
        [oldSite, newSite].map(
          async (site) =>
            (await fetch(`${site.url}/v1/point/totals/0/0/${window}/1/0`)).json() as Promise<{
              rows: Record<string, unknown>[];
              total: number;
            }>,
        ),
      );
      expect([window, b!.total]).toEqual([window, a!.total]);
      expect(withoutIDs(b!.rows, 'playerID')).toEqual(withoutIDs(a!.rows, 'playerID'));
      rows += a!.total;
    }
    expect(rows).toBeGreaterThan(1000);
  });
});
