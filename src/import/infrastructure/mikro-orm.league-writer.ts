import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { rebuildAllInvites } from '../../modules/bonuses/application/commands/rebuild-all-invites.command.js';
import { MikroOrmDepositBulkWriter } from '../../modules/deposits/infrastructure/mikro-orm-deposit.bulk-writer.js';
import { MikroOrmGameBulkWriter } from '../../modules/games/infrastructure/mikro-orm-game.bulk-writer.js';
import { RebuildStandingsCommand } from '../../modules/leaderboards/application/commands/rebuild-standings.command.js';
import { ListLeaderboardQuery } from '../../modules/leaderboards/application/queries/list-leaderboard.query.js';
import { leaderboardPage } from '../../modules/leaderboards/domain/leaderboard-page.js';
import type { LeaderboardRow } from '../../modules/leaderboards/domain/standings-calls.js';
import {
  MikroOrmPlayerBulkWriter,
  type NewPlayer,
} from '../../modules/players/infrastructure/mikro-orm-player.bulk-writer.js';
import { MikroOrmPointBulkWriter } from '../../modules/points/infrastructure/mikro-orm-point.bulk-writer.js';
import { MikroOrmPostBulkWriter } from '../../modules/posts/infrastructure/mikro-orm-post.bulk-writer.js';
import { SanitizeHtmlSanitizer } from '../../modules/posts/infrastructure/sanitize-html.sanitizer.js';
import { prepareSeries } from '../../modules/venues/domain/series.js';
import { prepareVenue } from '../../modules/venues/domain/venue.js';
import { MikroOrmSeriesRepository } from '../../modules/venues/infrastructure/mikro-orm-series.repository.js';
import { MikroOrmVenueRepository } from '../../modules/venues/infrastructure/mikro-orm-venue.repository.js';
import type { Rows } from '../../shared/application/rows.js';
import { ReadCache } from '../../shared/application/read-cache.js';
import { SiteInfo } from '../../shared/application/site-info.js';
import { leagueDateOf, periodRange } from '../../shared/domain/zoned-period.js';
import type { IdMaps } from '../application/ports/import-ledger.js';
import { LeagueWriter, type GameWithPoints } from '../application/ports/league-writer.js';
import type { LeagueFigures } from '../domain/league-comparison.js';
import { blankToNull, importedSeriesInput, importedVenueInput } from '../domain/imported-records.js';
import type { OldDeposit, OldEvent, OldPlayer, OldPost, OldVenue } from '../domain/old-site-records.js';
import { markRebuilt, recordInLedger } from './mikro-orm.import-ledger.js';

/** An ISO instant or date from the old site, or null. */
const instant = (text: string | null | undefined): Date | null => (text ? new Date(text) : null);

/** A reference the ledger must map (a player, venue, event or deposit written earlier). */
function mapped(maps: IdMaps, kind: keyof IdMaps, oldID: number | null | undefined, what: string): number | null {
  if (!oldID) return null;
  const newID = maps[kind].get(oldID);
  if (newID === undefined) throw new Error(`${what} names ${kind} ${oldID}, which was not imported`);
  return newID;
}

/**
 * Writes the old site's records through this site's modules: venues and events checked by
 * the venues module's rules (prepareVenue, prepareSeries) and saved by its repositories;
 * players, deposits, games, point records and posts by each module's bulk writer (the
 * writers the demo league and the test builders use), post HTML through the posts module's
 * sanitiser. Each call is one transaction with its ledger rows.
 */
@Injectable()
export class MikroOrmLeagueWriter extends LeagueWriter {
  private readonly sanitizer = new SanitizeHtmlSanitizer();

  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly readCache: ReadCache,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async addPlayers(source: string, players: readonly OldPlayer[], maps: IdMaps): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      // A player this site already has under the same number (an owner made with owner:create) is that player.
      const existing = await tx.execute<{ player_id: number; player_number: number; user_name: string | null }[]>(
        `select player_id, player_number, user_name from players where player_number in (${players.map(() => '?').join(', ')}) or lower(user_name) in (${players.map(() => '?').join(', ')})`,
        [
          ...players.map((player) => player.playerNumber),
          ...players.map((player) => (player.userName ?? '').toLowerCase()),
        ],
      );
      const byNumber = new Map(existing.map((row) => [row.player_number, row.player_id]));
      const takenNames = new Set(existing.filter((row) => row.user_name).map((row) => row.user_name!.toLowerCase()));
      const fresh = players.filter((player) => !byNumber.has(player.playerNumber));
      const rows = fresh.map((player): NewPlayer => ({
        firstName: player.firstName,
        lastName: player.lastName,
        title: blankToNull(player.title) ?? `${player.firstName} ${player.lastName}`.slice(0, 64),
        playerNumber: player.playerNumber,
        email: blankToNull(player.email),
        phone: blankToNull(player.phone),
        pronouns: blankToNull(player.pronouns),
        // Passwords never leave the old site: the player sets one with "forgot password".
        userName: player.userName && !takenNames.has(player.userName.toLowerCase()) ? player.userName : null,
        passwordHash: null,
        userType: player.userType ?? 1,
        address: blankToNull(player.address),
        city: blankToNull(player.city),
        state: blankToNull(player.state),
        zipCode: blankToNull(player.zipCode),
        country: blankToNull(player.country),
        gender: blankToNull(player.gender),
        birthDate: blankToNull(player.birthDate),
        alternatePlayerNumbers: blankToNull(player.alternatePlayerNumbers),
        alternateEmails: blankToNull(player.alternateEmails),
        unverified: player.unverified ?? false,
        suspended: player.suspended ?? false,
        banned: player.banned ?? false,
        notes: blankToNull(player.notes),
        registeredAt: instant(player.registeredAt),
        lastLoginAt: instant(player.lastLoginAt),
        totalLogins: player.totalLogins ?? 0,
        createdAt: instant(player.createdAt) ?? new Date(),
      }));
      const ids = rows.length ? await new MikroOrmPlayerBulkWriter(tx).insert(rows) : [];
      const pairs = [
        ...players
          .filter((player) => byNumber.has(player.playerNumber))
          .map((player) => [player.playerID, byNumber.get(player.playerNumber)!] as const),
        ...fresh.map((player, i) => [player.playerID, ids[i]!] as const),
      ];
      await recordInLedger(tx, source, 'player', pairs);
      for (const [oldID, newID] of pairs) maps.player.set(oldID, newID);
    });
  }

  async addVenue(source: string, venue: OldVenue, maps: IdMaps): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const prepared = prepareVenue(importedVenueInput(venue));
      const saved = await new MikroOrmVenueRepository(tx).save(prepared);
      await recordInLedger(tx, source, 'venue', [[venue.venueID, saved.venueID]]);
      maps.venue.set(venue.venueID, saved.venueID);
    });
  }

  async addSeries(source: string, event: OldEvent, maps: IdMaps): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const venueID = mapped(maps, 'venue', event.venueID, `event ${event.eventID}`)!;
      const hostID = mapped(maps, 'player', event.hostID, `event ${event.eventID}`);
      const venueTitle = (
        await tx.execute<{ title: string }[]>('select title from venues where venue_id = ?', [venueID])
      )[0]!.title;
      const today = leagueDateOf(new Date(), this.site.leagueTimeZone);
      const startDate = event.startDate ?? today;
      const { input, existing } = importedSeriesInput(event, { venueID, hostID }, startDate);
      const prepared = prepareSeries(input, existing, venueTitle, today);
      // No EventSaved message: the schedule does not make games the import brings (game_occurrences below).
      const saved = await new MikroOrmSeriesRepository(tx).save(prepared);
      await recordInLedger(tx, source, 'event', [[event.eventID, saved.eventID]]);
      maps.event.set(event.eventID, saved.eventID);
    });
  }

  async addDeposits(source: string, deposits: readonly OldDeposit[], maps: IdMaps): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const ids = await new MikroOrmDepositBulkWriter(tx).insert(
        deposits.map((deposit) => ({
          hostID: mapped(maps, 'player', deposit.hostID, `deposit ${deposit.depositID}`)!,
          title: deposit.title,
          depositAmount: deposit.depositAmount,
          period: blankToNull(deposit.period),
          depositDate: deposit.depositDate,
          createdAt: DateTime.fromISO(deposit.depositDate, { zone: 'utc' }).set({ hour: 20 }).toJSDate(),
        })),
      );
      const pairs = deposits.map((deposit, i) => [deposit.depositID, ids[i]!] as const);
      await recordInLedger(tx, source, 'deposit', pairs);
      for (const [oldID, newID] of pairs) maps.deposit.set(oldID, newID);
    });
  }

  async addGames(source: string, games: readonly GameWithPoints[], maps: IdMaps): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const gameIDs = await new MikroOrmGameBulkWriter(tx).insert(
        games.map(({ game }) => {
          const what = `game ${game.gameID}`;
          const gameAt = new Date(game.gameAt);
          return {
            title: game.title ?? '',
            venueID: mapped(maps, 'venue', game.venueID, what),
            eventID: mapped(maps, 'event', game.eventID, what),
            hostID: mapped(maps, 'player', game.hostID, what),
            eventType: game.eventType,
            doublePoints: game.doublePoints,
            gameAt,
            originalAt: instant(game.originalAt) ?? gameAt,
            totalPlayers: game.totalPlayers,
            totalRecords: game.totalRecords ?? 0,
            earningsEstimated: game.earningsEstimated ?? 0,
            earningsActual: game.earningsActual ?? 0,
            earningsDeposited: game.earningsDeposited ?? 0,
            earningsReconciled: game.earningsReconciled ?? false,
            earningsNote: blankToNull(game.earningsNote),
            depositID: mapped(maps, 'deposit', game.depositID, what),
            notice: blankToNull(game.notice),
            canceled: game.canceled,
            unlisted: game.unlisted ?? false,
            endedAt: instant(game.endedAt),
            createdAt: new Date(Math.min(Date.now(), gameAt.getTime())),
            updatedAt: instant(game.endedAt) ?? new Date(Math.min(Date.now(), gameAt.getTime())),
          };
        }),
      );
      await new MikroOrmPointBulkWriter(tx).insert(
        games.flatMap(({ game, points }, i) =>
          points.map((point) => ({
            gameID: gameIDs[i]!,
            playerID: mapped(maps, 'player', point.playerID, `point record ${point.pointID}`)!,
            entryAt: new Date(point.entryAt),
            updatedAt: new Date(point.updatedAt),
            place: point.place > 8 ? 0 : point.place,
            points: point.points,
            bonusType: point.bonusType,
            bonuses: point.bonuses,
            buyIn: point.buyIn ?? 0,
            reBuy: point.reBuy ?? 0,
            addOn: point.addOn ?? 0,
            hostID: game.hostID ? (maps.player.get(game.hostID) ?? null) : null,
          })),
        ),
      );
      // What each deposit applied, as the deposits module records it (deposit_games), from the games it paid.
      const paid = games
        .map(({ game }, i) => ({ game, gameID: gameIDs[i]! }))
        .filter(({ game }) => game.depositID && (game.earningsDeposited ?? 0) > 0);
      if (paid.length) {
        await tx.execute(
          `insert into deposit_games (deposit_id, game_id, amount) values ${paid.map(() => '(?, ?, ?)').join(', ')} on conflict do nothing`,
          paid.flatMap(({ game, gameID }) => [maps.deposit.get(game.depositID!)!, gameID, game.earningsDeposited]),
        );
      }
      // The game schedule's ledger: a recurring event's date that has a game gets none made again.
      const scheduled = games.map(({ game }, i) => ({ game, gameID: gameIDs[i]! })).filter(({ game }) => game.eventID);
      if (scheduled.length) {
        await tx.execute(
          `insert into game_occurrences (event_id, occurs_on, game_id) values ${scheduled.map(() => '(?, ?, ?)').join(', ')} on conflict do nothing`,
          scheduled.flatMap(({ game, gameID }) => [
            maps.event.get(game.eventID!)!,
            leagueDateOf(new Date(game.originalAt ?? game.gameAt), game.venueTimeZone ?? this.site.leagueTimeZone),
            gameID,
          ]),
        );
      }
      const pairs = games.map(({ game }, i) => [game.gameID, gameIDs[i]!] as const);
      await recordInLedger(tx, source, 'game', pairs);
      for (const [oldID, newID] of pairs) maps.game.set(oldID, newID);
    });
  }

  async addPosts(source: string, posts: readonly OldPost[], maps: IdMaps): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const ids = await new MikroOrmPostBulkWriter(tx).insert(
        posts.map((post) => ({
          title: post.title,
          summary: this.sanitizer.sanitize(post.summary ?? '').html,
          story: this.sanitizer.sanitize(post.story ?? '').html,
          category: post.category,
          authorID: mapped(maps, 'player', post.authorID, `post ${post.postID}`),
          publishDate: new Date(post.publishDate),
          createdAt: new Date(post.publishDate),
          updatedAt: new Date(post.publishDate),
        })),
      );
      const pairs = posts.map((post, i) => [post.postID, ids[i]!] as const);
      await recordInLedger(tx, source, 'post', pairs);
      for (const [oldID, newID] of pairs) maps.post.set(oldID, newID);
    });
  }

  async rebuild(
    source: string,
    onProgress: (done: number, total: number) => void,
  ): Promise<{ scopes: number; inviteYears: number[] }> {
    const scopes = await this.commandBus.execute(new RebuildStandingsCommand(onProgress));
    const invites = await rebuildAllInvites(this.commandBus);
    // Every table it wrote (the read cache is tagged by the tables an answer reads).
    await this.readCache.drop(
      'venues',
      'events',
      'players',
      'games',
      'points',
      'deposits',
      'posts',
      'leaderboard_totals',
    );
    await markRebuilt(this.em, source);
    return { scopes, inviteYears: invites.inviteYears };
  }

  async figures(years: readonly number[]): Promise<LeagueFigures> {
    const [counts] = await this.em.fork().execute<Record<string, string>[]>(
      `select (select count(*) from players) as players, (select count(*) from venues) as venues, (select count(*) from events) as events,
        (select count(*) from games) as games, (select count(*) from points) as "point records",
        (select count(*) from deposits) as deposits, (select count(*) from posts) as posts`,
    );
    const topTwenty = new Map<number, LeaderboardRow[]>();
    for (const year of years) {
      const range = periodRange({ year, period: 'All' }, this.site.leagueTimeZone);
      const answer = await this.queryBus.execute<ListLeaderboardQuery, Rows<LeaderboardRow>>(
        new ListLeaderboardQuery({ venueID: 0, eventID: 0, range }, leaderboardPage(1, 20)),
      );
      topTwenty.set(year, answer.rows);
    }
    return {
      counts: Object.fromEntries(Object.entries(counts!).map(([what, count]) => [what, Number(count)])),
      topTwenty,
    };
  }
}
