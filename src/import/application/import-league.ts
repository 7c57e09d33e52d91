import { Injectable } from '@nestjs/common';
import { leagueDateOf } from '../../shared/domain/zoned-period.js';
import {
  allEqual,
  compareLeagues,
  type ComparisonLine,
  type LeagueFigures,
  type StandingsRowsByYear,
} from '../domain/league-comparison.js';
import {
  IMPORT_KINDS,
  type ImportKind,
  type OldGame,
  type OldPlayer,
  type OldPlayerName,
  type OldPoint,
} from '../domain/old-site-records.js';
import { holdsFragment, nextFragments, SWEEP_ALPHABET } from '../domain/player-sweep.js';
import { ImportLedger, type IdMaps } from './ports/import-ledger.js';
import { ImportProgress } from './ports/import-progress.js';
import { LeagueWriter } from './ports/league-writer.js';
import { OldSiteClient } from './ports/old-site.client.js';

export interface ImportOptions {
  readonly userName: string;
  readonly password: string;
  /** Read everything and count what would be written; write nothing. */
  readonly dryRun: boolean;
  /** The league's time zone: league years are cut in it. */
  readonly leagueTimeZone: string;
  /** Reads sent at once to the old site. */
  readonly concurrency?: number;
}

export interface KindCounts {
  read: number;
  added: number;
  skipped: number;
}

export interface ImportReport {
  readonly dryRun: boolean;
  /** Whether this run rebuilt the standings and invites (not in a dry run, nor when nothing was added since the last rebuild). */
  readonly rebuilt: boolean;
  readonly kinds: Record<ImportKind | 'point record', KindCounts>;
  readonly comparison: ComparisonLine[];
  /** Every count and every top-20 row equal. */
  readonly equal: boolean;
  readonly tookMs: number;
  /** Of which reading the old site (before the first write), and writing and rebuilding. */
  readonly readMs: number;
  readonly writeMs: number;
  /** Of the writing, the standings and invites rebuild. */
  readonly rebuildMs: number;
}

const PLAYER_BATCH = 500;
const GAME_BATCH = 100;

/**
 * Imports a league's history from the site being replaced (issue 22; docs/import.md): reads
 * venues, events, players, games, point records, posts and deposits through the old site's
 * calls (SPEC section 7) as an admin, writes what the ledger does not map yet through this
 * site's modules, rebuilds standings and invites, and compares the two sites.
 */
@Injectable()
export class ImportLeague {
  constructor(
    private readonly oldSite: OldSiteClient,
    private readonly ledger: ImportLedger,
    private readonly writer: LeagueWriter,
    private readonly progress: ImportProgress,
  ) {}

  async run(options: ImportOptions): Promise<ImportReport> {
    const started = Date.now();
    const source = this.oldSite.source;
    const admin = await this.oldSite.logIn(options.userName, options.password);
    this.progress.log(
      `Logged in to ${source} as ${options.userName}${options.dryRun ? ' (dry run: nothing is written)' : ''}`,
    );

    const [venues, events, deposits, games, posts, hostIDs] = await Promise.all([
      this.oldSite.venues(),
      this.oldSite.events(),
      this.oldSite.deposits(),
      this.oldSite.games(),
      this.oldSite.posts(),
      this.oldSite.hostIDs(),
    ]);
    const concurrency = options.concurrency ?? 8;

    this.progress.start('Reading point records', games.length);
    let read = 0;
    const pointsByGame = new Map<number, OldPoint[]>();
    await eachLimited(games, concurrency, async (game) => {
      pointsByGame.set(game.gameID, await this.oldSite.gamePoints(game.gameID));
      this.progress.update(++read, { added: 0, skipped: 0 });
    });
    this.progress.stop();
    const pointCount = [...pointsByGame.values()].reduce((sum, points) => sum + points.length, 0);

    const referenced = new Set<number>([admin.playerID, ...hostIDs]);
    for (const points of pointsByGame.values()) for (const point of points) referenced.add(point.playerID);
    for (const event of events) if (event.hostID) referenced.add(event.hostID);
    for (const game of games) if (game.hostID) referenced.add(game.hostID);
    for (const deposit of deposits) referenced.add(deposit.hostID);
    for (const post of posts) if (post.authorID) referenced.add(post.authorID);
    const players = await this.readPlayers(referenced, concurrency);

    const readMs = Date.now() - started;
    const maps = await this.ledger.load(source);
    const kinds = Object.fromEntries(
      [...IMPORT_KINDS, 'point record'].map((kind) => [kind, { read: 0, added: 0, skipped: 0 }]),
    ) as ImportReport['kinds'];
    kinds.player.read = players.length;
    kinds.venue.read = venues.length;
    kinds.event.read = events.length;
    kinds.deposit.read = deposits.length;
    kinds.game.read = games.length;
    kinds['point record'].read = pointCount;
    kinds.post.read = posts.length;

    const write = async <T>(
      kind: ImportKind,
      phase: string,
      records: readonly T[],
      idOf: (record: T) => number,
      batchSize: number,
      save: (batch: T[]) => Promise<void>,
      extra?: (batch: T[], skipped: boolean) => void,
    ) => {
      const counts = kinds[kind];
      this.progress.start(phase, records.length);
      for (let start = 0; start < records.length; start += batchSize) {
        const batch = records.slice(start, start + batchSize);
        const fresh = batch.filter((record) => !maps[kind].has(idOf(record)));
        counts.skipped += batch.length - fresh.length;
        extra?.(
          batch.filter((record) => maps[kind].has(idOf(record))),
          true,
        );
        if (fresh.length) {
          if (!options.dryRun) await save(fresh);
          counts.added += fresh.length;
          extra?.(fresh, false);
        }
        this.progress.update(Math.min(start + batchSize, records.length), {
          added: counts.added,
          skipped: counts.skipped,
        });
      }
      this.progress.stop();
    };
    // In a dry run nothing is mapped as it goes: references to records it would add count as found.
    await write(
      'player',
      'Players',
      players,
      (player) => player.playerID,
      PLAYER_BATCH,
      (batch) => this.writer.addPlayers(source, batch, maps),
    );
    await write(
      'venue',
      'Venues',
      venues,
      (venue) => venue.venueID,
      1,
      ([venue]) => this.writer.addVenue(source, venue!, maps),
    );
    await write(
      'event',
      'Events',
      events,
      (event) => event.eventID,
      1,
      ([event]) => this.writer.addSeries(source, event!, maps),
    );
    await write(
      'deposit',
      'Deposits',
      deposits,
      (deposit) => deposit.depositID,
      PLAYER_BATCH,
      (batch) => this.writer.addDeposits(source, batch, maps),
    );
    const oldestFirst = [...games].sort((a, b) => Date.parse(a.gameAt) - Date.parse(b.gameAt) || a.gameID - b.gameID);
    await write(
      'game',
      'Games and point records',
      oldestFirst,
      (game) => game.gameID,
      GAME_BATCH,
      (batch) =>
        this.writer.addGames(
          source,
          batch.map((game) => ({ game, points: pointsByGame.get(game.gameID) ?? [] })),
          maps,
        ),
      (batch, skipped) => {
        const records = batch.reduce((sum, game) => sum + (pointsByGame.get(game.gameID)?.length ?? 0), 0);
        if (skipped) kinds['point record'].skipped += records;
        else kinds['point record'].added += records;
      },
    );
    await write(
      'post',
      'Posts',
      posts,
      (post) => post.postID,
      PLAYER_BATCH,
      (batch) => this.writer.addPosts(source, batch, maps),
    );

    const rebuildStarted = Date.now();
    const added = Object.values(kinds).some((counts) => counts.added > 0);
    let rebuiltNow = false;
    if (!options.dryRun && !added && (await this.ledger.rebuiltSinceLastWrite(source))) {
      this.progress.log('Nothing new: the standings and invites were rebuilt after the last import, not again');
    } else if (!options.dryRun) {
      this.progress.start('Standings and invites', 1);
      const rebuilt = await this.writer.rebuild(source, (done, total) => {
        this.progress.start('Standings and invites', total);
        this.progress.update(done, { added: done, skipped: 0 });
      });
      this.progress.stop();
      rebuiltNow = true;
      this.progress.log(
        `Standings rebuilt (${rebuilt.scopes} scopes and periods); Vegas Invites rebuilt for ${rebuilt.inviteYears.join(', ') || 'no years'}`,
      );
    }

    const rebuildMs = Date.now() - rebuildStarted;
    const writeMs = Date.now() - started - readMs;
    const years = leagueYears(games, options.leagueTimeZone);
    const oldFigures: LeagueFigures = {
      counts: countsOf({
        players: players.length,
        venues: venues.length,
        events: events.length,
        games: games.length,
        'point records': pointCount,
        deposits: deposits.length,
        posts: posts.length,
      }),
      topTwenty: await this.oldTopTwenty(years),
    };
    const newFigures = await this.writer.figures(years);
    const comparison = compareLeagues(oldFigures, newFigures);
    return {
      dryRun: options.dryRun,
      rebuilt: rebuiltNow,
      kinds,
      comparison,
      equal: allEqual(comparison),
      tookMs: Date.now() - started,
      readMs,
      writeMs,
      rebuildMs,
    };
  }

  /**
   * Every player of the old site: those its records name, then a sweep of the player search
   * by name fragments (a, b, … then longer ones where a fragment matches more players than a
   * search answers and some are not known yet), each read by id with what an admin may read.
   */
  private async readPlayers(referenced: ReadonlySet<number>, concurrency: number): Promise<OldPlayer[]> {
    const found = new Map<number, OldPlayer>();
    const names = new Map<number, OldPlayerName>();
    const readByID = async (ids: number[]) => {
      await eachLimited(ids, concurrency, async (playerID) => {
        const player = await this.oldSite.player(playerID);
        if (player) {
          found.set(playerID, player);
          names.set(playerID, {
            playerID,
            firstName: player.firstName,
            lastName: player.lastName,
            title: player.title ?? null,
          });
        }
        this.progress.update(found.size, { added: 0, skipped: 0 });
      });
    };
    this.progress.start('Reading players', referenced.size);
    await readByID([...referenced]);
    this.progress.stop();

    const searched = new Set<string>();
    let queue = [...SWEEP_ALPHABET];
    this.progress.start('Searching for players without records', queue.length);
    let searches = 0;
    while (queue.length) {
      const next: string[] = [];
      await eachLimited(queue, concurrency, async (fragment) => {
        searched.add(fragment);
        const answer = await this.oldSite.searchPlayers(fragment);
        for (const row of answer.rows) if (!names.has(row.playerID)) names.set(row.playerID, row);
        const known = [...names.values()].filter((player) => holdsFragment(player, fragment)).length;
        for (const longer of nextFragments(fragment, answer.total, known, answer.rows.length))
          if (!searched.has(longer)) next.push(longer);
        this.progress.update(++searches, { added: names.size - found.size, skipped: 0 });
      });
      queue = [...new Set(next)].filter((fragment) => !searched.has(fragment));
      if (queue.length) this.progress.start('Searching for players without records', searches + queue.length);
    }
    this.progress.stop();
    const unread = [...names.keys()].filter((playerID) => !found.has(playerID));
    if (unread.length) {
      this.progress.start('Reading players found by search', found.size + unread.length);
      await readByID(unread);
      this.progress.stop();
    }
    return [...found.values()].sort((a, b) => a.playerID - b.playerID);
  }

  private async oldTopTwenty(years: readonly number[]): Promise<StandingsRowsByYear> {
    const rows = new Map<number, Awaited<ReturnType<OldSiteClient['topTwenty']>>>();
    for (const year of years) rows.set(year, await this.oldSite.topTwenty(year));
    return rows;
  }
}

/** The league years the games fall in. */
function leagueYears(games: readonly OldGame[], zone: string): number[] {
  return [...new Set(games.map((game) => Number(leagueDateOf(new Date(game.gameAt), zone).slice(0, 4))))].sort(
    (a, b) => a - b,
  );
}

const countsOf = (counts: Record<string, number>): Record<string, number> => counts;

/** Runs `work` over the items, at most `limit` at once. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export type { IdMaps };
